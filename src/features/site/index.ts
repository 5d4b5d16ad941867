/**
 * The site slice's public surface for other slices and the app (browser-safe: components and
 * types). The server readers are in ./queries.ts.
 */
export { LatestStoryCard } from './components/latest-story-card'
export { LegalDocument, type LegalDocumentProps, legalTitle } from './legal/legal-document'
export { PrivacyPolicyDialog, type PrivacyPolicyDialogProps } from './legal/privacy-policy-dialog'
export type { LatestStory, LegalDocumentData, LegalSlug } from './queries'
export type { SiteInfo, SitePartner } from './site-info'
