'use client'

import { MailIcon } from 'lucide-react'

import { Button, type ButtonProps } from '@/components/ui/button'

import { openSubscribeDialog } from '../constants'

/** Desktop header text button that opens the subscribe dialog. */
export function SubscribeButton({ onClick, children = 'Subscribe', ...props }: Omit<ButtonProps, 'asChild'>) {
  return (
    <Button
      type="button"
      variant="primary"
      size="sm"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) openSubscribeDialog()
      }}
      {...props}
    >
      {children}
    </Button>
  )
}

/** Mobile header icon-only button that opens the subscribe dialog. */
export function SubscribeIconButton({ onClick, ...props }: Omit<ButtonProps, 'asChild' | 'children'>) {
  return (
    <Button
      type="button"
      variant="primary"
      size="icon-sm"
      aria-label="Subscribe"
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) openSubscribeDialog()
      }}
      {...props}
    >
      <MailIcon aria-hidden="true" />
    </Button>
  )
}
