'use client'

import Link from 'next/link'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'

export type LegalDialogProps = {
  /** Label of the trigger button, e.g. "Privacy Policy". */
  triggerLabel: string
  triggerClassName?: string
  title: string
  /** e.g. "Effective: December 1, 2024" (also the dialog's accessible description). */
  description: string
  /** The full page of the document, linked from the dialog footer. */
  href: string
  /** The rendered document (a <LegalDocument context="dialog" />). */
  children: ReactNode
}

/** A button that opens a legal document in a scrollable dialog (SPEC §2 "Dialogs"). */
export function LegalDialog({ triggerLabel, triggerClassName, title, description, href, children }: LegalDialogProps) {
  return (
    <Dialog>
      <DialogTrigger className={triggerClassName}>{triggerLabel}</DialogTrigger>
      <DialogContent size="lg">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody aria-label={title}>{children}</DialogBody>
        <DialogFooter>
          <Button asChild variant="outline" size="sm">
            <Link href={href}>Open as a page</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
