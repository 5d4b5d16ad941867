'use client'

import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { XIcon } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

/**
 * Radix Dialog, styled. Radix traps focus inside the content, closes on Escape and on an
 * outside click, returns focus to the trigger, and labels the dialog with DialogTitle and
 * DialogDescription (both required for screen readers; hide them visually with
 * `className="sr-only"` if the design has no visible title).
 */
export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close
export const DialogPortal = DialogPrimitive.Portal

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'fixed inset-0 z-50 bg-mocha/60 backdrop-blur-[2px]',
        'data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out',
        className,
      )}
      {...props}
    />
  )
}

export const dialogContentVariants = cva(
  [
    // Centred in the screen above the toast on screen, if any (--toast-inset: toaster.tsx), so a toast never covers it.
    'fixed top-[calc((100dvh-var(--toast-inset,0px))/2)] left-1/2 z-50 flex max-h-[calc(100dvh-2rem-var(--toast-inset,0px))] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    'rounded-xl border border-border bg-popover text-popover-foreground shadow-xl outline-none',
    'data-[state=open]:animate-zoom-in data-[state=closed]:animate-fade-out',
  ],
  {
    variants: {
      size: {
        sm: 'max-w-md',
        default: 'max-w-lg',
        lg: 'max-w-3xl',
      },
    },
    defaultVariants: { size: 'default' },
  },
)

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Show the × close button in the corner (default true). */
    showCloseButton?: boolean
  }

/** True for an event on a toast (src/components/ui/toaster.tsx), which sits above every dialog. */
function isOnToast(event: Event): boolean {
  return event.target instanceof Element && event.target.closest('[data-sonner-toaster]') !== null
}

export function DialogContent({
  className,
  children,
  size,
  showCloseButton = true,
  onInteractOutside,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(dialogContentVariants({ size }), className)}
        onInteractOutside={(event) => {
          // Closing or hovering the toast shown above the dialog is not a click outside it.
          if (isOnToast(event)) event.preventDefault()
          onInteractOutside?.(event)
        }}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            className={cn(
              'absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-mocha',
              'transition-colors hover:bg-sand focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
            )}
          >
            <XIcon className="size-5" aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('flex flex-col gap-1.5 border-b border-border p-6 pr-14', className)}
      {...props}
    />
  )
}

/** The scrollable middle of a dialog: long content scrolls here while header and footer stay put. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      // Focusable so keyboard users can scroll it when it holds no focusable content.
      tabIndex={0}
      className={cn(
        'min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 py-5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
        className,
      )}
      {...props}
    />
  )
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 border-t border-border p-4 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-display text-2xl leading-tight', className)}
      {...props}
    />
  )
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}
