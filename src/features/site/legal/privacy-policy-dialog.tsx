import { getLegalDocument } from '@/features/site/queries'
import type { SiteInfo } from '@/features/site/site-info'
import { formatEffectiveDate } from '@/features/site/legal/legal-text'

import { LegalDialog } from './legal-dialog'
import { LegalDocument, legalTitle } from './legal-document'

/** The footer's "Privacy Policy" button and dialog, with the policy read from the CMS. */
export async function PrivacyPolicyDialog({ site, triggerClassName }: { site: SiteInfo; triggerClassName?: string }) {
  const document = await getLegalDocument('privacy-policy')
  const title = legalTitle(document, 'Privacy Policy')
  return (
    <LegalDialog
      triggerLabel="Privacy Policy"
      triggerClassName={triggerClassName}
      title={title}
      description={formatEffectiveDate(document?.effectiveDate) || `How ${site.productName} handles your information.`}
      href="/privacy-policy"
    >
      <LegalDocument document={document} site={site} fallbackTitle="Privacy Policy" context="dialog" />
    </LegalDialog>
  )
}
