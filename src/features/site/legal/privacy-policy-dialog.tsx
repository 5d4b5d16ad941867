import type { LegalDocumentData } from '../queries'
import type { SiteInfo } from '../site-info'
import { LegalDialog } from './legal-dialog'
import { LegalDocument, legalTitle } from './legal-document'
import { formatEffectiveDate } from './legal-text'

export type PrivacyPolicyDialogProps = {
  /** The privacy policy global (getLegalDocument('privacy-policy')); null when it could not be read. */
  document: LegalDocumentData | null
  site: Pick<SiteInfo, 'productName' | 'contact'>
  triggerClassName?: string
}

/** The footer's "Privacy Policy" button and dialog, showing the policy the layout read from the CMS. */
export function PrivacyPolicyDialog({ document, site, triggerClassName }: PrivacyPolicyDialogProps) {
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
