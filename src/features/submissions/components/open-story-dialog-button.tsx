'use client'

import { Button, type ButtonProps } from '@/components/ui/button'

import { openStoryDialog } from '../constants'

/** A button that opens the story-submission dialog (through the window event). */
export function OpenStoryDialogButton({ onClick, ...props }: Omit<ButtonProps, 'asChild'>) {
  return (
    <Button
      aria-haspopup="dialog"
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) openStoryDialog()
      }}
      {...props}
    />
  )
}
