'use client'

import { useEffect, useRef, useState } from 'react'

import type { SiteDialogOpen, SiteDialogOpens } from './site-dialog-loader'

/**
 * The open state of a lazily loaded site dialog: opens on each request from its loader (after
 * `onOpen`, e.g. a prefill), and on close gives focus back to the element that asked for it
 * (pass `returnFocus` to DialogContent's onCloseAutoFocus).
 */
export function useSiteDialog(opens: SiteDialogOpens, onOpen?: (request: SiteDialogOpen) => void) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLElement | null>(null)
  const onOpenRef = useRef(onOpen)
  useEffect(() => {
    onOpenRef.current = onOpen
  })

  useEffect(
    () =>
      opens.subscribe((request) => {
        opener.current = request.opener
        onOpenRef.current?.(request)
        setOpen(true)
      }),
    [opens],
  )

  const returnFocus = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault()
      opener.current.focus()
    }
  }
  return { open, setOpen, returnFocus }
}
