'use client'

import { type ComponentType, useId, useRef, useState } from 'react'

import type { LegalDialogContentProps } from './legal-dialog-content'
import type { LegalDialogText } from './legal-dialog-text'

export type LegalDialogProps = {
  /** Label of the trigger button, e.g. "Privacy Policy". */
  triggerLabel: string
  triggerClassName?: string
  title: string
  /** e.g. "Effective: December 1, 2024" (also the dialog's accessible description). */
  description: string
  /** The full page of the document, linked from the dialog footer. */
  href: string
  /** Where the document's text is read from when the dialog loads, e.g. /privacy-policy.json. */
  textUrl: string
  /** Title of a document that has none (empty database). */
  fallbackTitle: string
}

type Loaded = { Content: ComponentType<LegalDialogContentProps>; text: LegalDialogText }

const loadContent = () => import('./legal-dialog-content').then((module) => module.LegalDialogContent)

/** One request per page view and document, however often the pointer comes by. */
const texts = new Map<string, Promise<LegalDialogText>>()

function loadText(url: string): Promise<LegalDialogText> {
  let text = texts.get(url)
  if (!text) {
    // Our own cached route (src/app/privacy-policy.json), built by legalDialogText().
    text = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`)
      return response.json() as Promise<LegalDialogText>
    })
    text.catch(() => texts.delete(url))
    texts.set(url, text)
  }
  return text
}

/**
 * A button that opens a legal document in a scrollable dialog (SPEC §2 "Dialogs"). It sits in
 * every page's footer, so the page ships only the button: the dialog (Radix) and the document's
 * text (not in the page's payload, ADR 0030) load when the pointer comes over it or focus reaches
 * it, at the latest on the click, and it opens once both are there.
 */
export function LegalDialog({
  triggerLabel,
  triggerClassName,
  title,
  description,
  href,
  textUrl,
  fallbackTitle,
}: LegalDialogProps) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const contentId = useId()

  const load = () =>
    Promise.all([loadContent(), loadText(textUrl)]).then(
      ([Content, text]) => setLoaded((current) => current ?? { Content, text }),
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
      {loaded ? (
        <loaded.Content
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          trigger={trigger}
          title={title}
          description={description}
          href={href}
          text={loaded.text}
          fallbackTitle={fallbackTitle}
        />
      ) : null}
    </>
  )
}
