import type { Metadata } from 'next'
import Link from 'next/link'

import { buttonVariants } from '@/components/ui/button-variants'
import { Container } from '@/components/ui/container'
import { LegalDocument, legalTitle } from '@/features/site'
import { getLegalDocument, getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [document, site] = await Promise.all([getLegalDocument('accessibility-statement'), getMetadataSite()])
  return buildMetadata(
    {
      title: legalTitle(document, 'Accessibility Statement'),
      description: `How ${site.productName} meets WCAG 2.2 level AA, how we test it, its known limits, and how to report a barrier.`,
      canonical: '/accessibility',
    },
    site,
  )
}

export default async function AccessibilityPage() {
  const [document, site] = await Promise.all([getLegalDocument('accessibility-statement'), getSiteInfo()])
  return (
    <Container size="narrow" className="py-12 md:py-16">
      <LegalDocument document={document} site={site} fallbackTitle="Accessibility Statement" />
      <aside
        aria-labelledby="report-a-barrier"
        className="mt-10 rounded-2xl border border-border bg-sand/40 p-6 text-mocha md:p-8"
      >
        <h2 id="report-a-barrier" className="font-display text-2xl">
          Found a barrier?
        </h2>
        <p className="mt-2 text-base leading-relaxed">
          Tell us what got in your way and on which page, and we will help.
        </p>
        <Link href="/contact" className={buttonVariants({ variant: 'primary', className: 'mt-4' })}>
          Report it through the contact form
        </Link>
      </aside>
    </Container>
  )
}
