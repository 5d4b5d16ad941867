'use client'

import Link from 'next/link'
import type { RefObject } from 'react'

import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'

import type { LegalDialogText } from './legal-dialog-text'
import { LegalDocument } from './legal-document'

export type LegalDialogContentProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The content's id, which the trigger's aria-controls names. */
  contentId: string
  /** Focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
  title: string
  description: string
  href: string
  /** The document and the site values it names (from /privacy-policy.json). */
  text: LegalDialogText
  fallbackTitle: string
}

/** The legal document dialog itself, loaded on first use by LegalDialog (./legal-dialog.tsx). */
export function LegalDialogContent({
  open,
  onOpenChange,
  contentId,
  trigger,
  title,
  description,
  href,
  text,
  fallbackTitle,
}: LegalDialogContentProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        size="lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogBody aria-label={title}>
          <LegalDocument document={text.document} site={text.site} fallbackTitle={fallbackTitle} context="dialog" />
        </DialogBody>
        <DialogFooter>
          <Button asChild variant="outline" size="sm">
            <Link href={href}>Open as a page</Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
