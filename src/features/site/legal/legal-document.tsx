import { Fragment } from 'react'

import { cn } from '@/lib/utils'

import type { LegalDocumentData } from '../queries'
import type { SiteInfo } from '../site-info'
import { formatEffectiveDate, type LegalBlock, legalBlocks, numberedHeading, splitEmails } from './legal-text'

export type LegalDocumentProps = {
  /** The legal global (Privacy Policy or Terms of Service); null when it could not be read. */
  document: Pick<LegalDocumentData, 'title' | 'effectiveDate' | 'intro' | 'sections'> | null
  site: Pick<SiteInfo, 'productName' | 'contact'>
  /** Title used when the document has none (empty database). */
  fallbackTitle: string
  /**
   * "page": renders its own h1 title and effective date, sections as h2.
   * "dialog": the dialog shows title and date in its header; sections as h3.
   */
  context?: 'page' | 'dialog'
  /** id of the title element (page context), for aria-labelledby. */
  titleId?: string
  className?: string
}

/** Title of a legal document, with the fallback for an empty one. */
export function legalTitle(document: Pick<LegalDocumentData, 'title'> | null, fallbackTitle: string): string {
  return document?.title?.trim() || fallbackTitle
}

/**
 * Renders a legal global: optional intro, numbered sections ("1. Information We Collect"),
 * paragraphs and lists, email addresses as mailto links. The /privacy-policy and /terms pages
 * render it on the server; the footer's Privacy Policy dialog renders it in the browser from
 * /privacy-policy.json once opened (ADR 0030).
 */
export function LegalDocument({
  document,
  site,
  fallbackTitle,
  context = 'page',
  titleId,
  className,
}: LegalDocumentProps) {
  const placeholders = {
    product: site.productName,
    privacyEmail: site.contact.privacyEmail ?? site.contact.generalEmail,
    contactEmail: site.contact.generalEmail ?? site.contact.privacyEmail,
  }
  const SectionHeading = context === 'page' ? 'h2' : 'h3'
  const sections = (document?.sections ?? []).filter((section) => section.heading?.trim() || section.body?.trim())
  const effective = formatEffectiveDate(document?.effectiveDate)
  const intro = legalBlocks(document?.intro, placeholders)
  const contactEmail = placeholders.privacyEmail

  return (
    <div className={cn('text-mocha', className)}>
      {context === 'page' ? (
        <header className="mb-8 border-b border-border pb-6">
          <h1 id={titleId} className="text-4xl md:text-5xl">
            {legalTitle(document, fallbackTitle)}
          </h1>
          {effective ? <p className="mt-3 text-sm font-medium text-muted-foreground">{effective}</p> : null}
        </header>
      ) : null}

      {intro.length ? <Blocks blocks={intro} className="mb-8" /> : null}

      {sections.length ? (
        <div className="flex flex-col gap-8">
          {sections.map((section, index) => (
            <section key={section.id ?? index}>
              <SectionHeading
                className={cn('mb-3 font-display text-mocha', context === 'page' ? 'text-2xl md:text-3xl' : 'text-xl')}
              >
                {numberedHeading(index, section.heading)}
              </SectionHeading>
              <Blocks blocks={legalBlocks(section.body, placeholders)} />
            </section>
          ))}
        </div>
      ) : (
        <p className="text-base leading-relaxed">
          This document is being updated and will be available here shortly.
          {contactEmail ? (
            <>
              {' '}
              Questions in the meantime? Write to <EmailLink email={contactEmail} />.
            </>
          ) : null}
        </p>
      )}
    </div>
  )
}

function Blocks({ blocks, className }: { blocks: LegalBlock[]; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-4 text-base leading-relaxed', className)}>
      {blocks.map((block, index) =>
        block.type === 'paragraph' ? (
          <p key={index}>
            <RichText text={block.text} />
          </p>
        ) : (
          <ul key={index} className="ml-5 flex list-disc flex-col gap-2 marker:text-burnt">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="pl-1">
                <RichText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </div>
  )
}

function RichText({ text }: { text: string }) {
  return (
    <>
      {splitEmails(text).map((part, index) =>
        part.type === 'email' ? (
          <EmailLink key={index} email={part.value} />
        ) : (
          <Fragment key={index}>{part.value}</Fragment>
        ),
      )}
    </>
  )
}

function EmailLink({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="rounded-sm font-medium break-words text-burnt underline underline-offset-2 hover:text-burnt-dark"
    >
      {email}
    </a>
  )
}
