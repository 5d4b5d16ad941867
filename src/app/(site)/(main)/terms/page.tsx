import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { LegalDocument, legalTitle } from '@/features/site'
import { getLegalDocument, getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [document, site] = await Promise.all([getLegalDocument('terms'), getMetadataSite()])
  return buildMetadata(
    {
      title: legalTitle(document, 'Terms of Service'),
      description: `The terms that apply when you read, share and contribute to ${site.productName}.`,
      canonical: '/terms',
    },
    site,
  )
}

export default async function TermsPage() {
  const [document, site] = await Promise.all([getLegalDocument('terms'), getSiteInfo()])
  return (
    <Container size="narrow" className="py-12 md:py-16">
      <LegalDocument document={document} site={site} fallbackTitle="Terms of Service" />
    </Container>
  )
}
