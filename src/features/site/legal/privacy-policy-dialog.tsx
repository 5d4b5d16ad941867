import type { LegalDocumentData } from '../queries'
import type { SiteInfo } from '../site-info'
import { LegalDialog } from './legal-dialog'
import { legalTitle } from './legal-document'
import { formatEffectiveDate } from './legal-text'

export type PrivacyPolicyDialogProps = {
  /** The privacy policy global (getLegalDocument('privacy-policy')); null when it could not be read. */
  document: LegalDocumentData | null
  site: Pick<SiteInfo, 'productName' | 'contact'>
  triggerClassName?: string
}

/**
 * The footer's "Privacy Policy" button and dialog. The layout's reading of the policy gives the
 * dialog's title and date; its text is fetched from /privacy-policy.json when the dialog loads
 * (ADR 0030), so it is not in every page's payload.
 */
export function PrivacyPolicyDialog({ document, site, triggerClassName }: PrivacyPolicyDialogProps) {
  const title = legalTitle(document, 'Privacy Policy')
  return (
    <LegalDialog
      triggerLabel="Privacy Policy"
      triggerClassName={triggerClassName}
      title={title}
      description={formatEffectiveDate(document?.effectiveDate) || `How ${site.productName} handles your information.`}
      href="/privacy-policy"
      textUrl="/privacy-policy.json"
      fallbackTitle="Privacy Policy"
    />
  )
}
