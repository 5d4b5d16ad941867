'use client'

import { Button, type ButtonProps } from '@/components/ui/button'
import { SITE_DIALOGS, type SiteDialog } from '@/lib/site-events'

export type OpenDialogButtonProps = Omit<ButtonProps, 'asChild'> & {
  /** Which site dialog the button opens (through its window event, src/lib/site-events.ts). */
  dialog: SiteDialog
}

/**
 * A button that opens one of the site's dialogs (subscribe, story submission) from anywhere,
 * without importing the dialog: it dispatches the dialog's window event. A click handler that
 * calls `event.preventDefault()` keeps the dialog closed.
 */
export function OpenDialogButton({ dialog, onClick, ...props }: OpenDialogButtonProps) {
  return (
    <Button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) SITE_DIALOGS[dialog]()
      }}
      {...props}
    />
  )
}
