import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { LegalDocument, legalTitle } from '@/features/site'
import { getLegalDocument, getMetadataSite, getSiteInfo } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on save, at most every 5 min (SPEC §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [document, site] = await Promise.all([getLegalDocument('privacy-policy'), getMetadataSite()])
  return buildMetadata(
    {
      title: legalTitle(document, 'Privacy Policy'),
      description: `How ${site.productName} collects, uses and protects your personal information, and the rights you have over it.`,
      canonical: '/privacy-policy',
    },
    site,
  )
}

export default async function PrivacyPolicyPage() {
  const [document, site] = await Promise.all([getLegalDocument('privacy-policy'), getSiteInfo()])
  return (
    <Container size="narrow" className="py-12 md:py-16">
      <LegalDocument document={document} site={site} fallbackTitle="Privacy Policy" />
    </Container>
  )
}
