'use client'

import { type ComponentType, type ReactNode, useId, useRef, useState } from 'react'

import type { LegalDialogContentProps } from './legal-dialog-content'

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

type Content = ComponentType<LegalDialogContentProps>

const loadContent = () => import('./legal-dialog-content').then((module) => module.LegalDialogContent)

/**
 * A button that opens a legal document in a scrollable dialog (SPEC §2 "Dialogs"). It sits in
 * every page's footer, so the page ships only the button: the dialog (Radix) loads when the
 * pointer comes over it or focus reaches it, at the latest on the click, and opens once loaded.
 */
export function LegalDialog({ triggerLabel, triggerClassName, title, description, href, children }: LegalDialogProps) {
  const [open, setOpen] = useState(false)
  const [Content, setContent] = useState<Content | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const contentId = useId()

  const load = () =>
    loadContent().then(
      (component) => setContent(() => component),
      (error: unknown) => console.error('The dialog could not be loaded', error),
    )

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        className={triggerClassName}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setOpen(true)
          void load()
        }}
      >
        {triggerLabel}
      </button>
      {Content ? (
        <Content
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          trigger={trigger}
          title={title}
          description={description}
          href={href}
        >
          {children}
        </Content>
      ) : null}
    </>
  )
}
