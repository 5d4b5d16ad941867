import type { LegalDocumentData } from '../queries'
import type { SiteInfo } from '../site-info'

/** What a legal document dialog renders (a <LegalDocument context="dialog" />), as JSON. */
export type LegalDialogText = {
  document: Pick<LegalDocumentData, 'title' | 'effectiveDate' | 'intro' | 'sections'> | null
  site: Pick<SiteInfo, 'productName' | 'contact'>
}

/** Only the fields LegalDocument shows, for the dialog's JSON (src/app/privacy-policy.json). */
export function legalDialogText(document: LegalDocumentData | null, site: SiteInfo): LegalDialogText {
  return {
    document: document
      ? {
          title: document.title,
          effectiveDate: document.effectiveDate,
          intro: document.intro,
          sections: document.sections.map(({ id, heading, body }) => ({ id, heading, body })),
        }
      : null,
    site: { productName: site.productName, contact: site.contact },
  }
}
