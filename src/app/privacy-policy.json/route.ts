import { legalDialogText } from '@/features/site/legal/legal-dialog-text'
import { getLegalDocument, getSiteInfo } from '@/features/site/queries'

/**
 * Served from the route cache like the /privacy-policy page it mirrors; refreshed by tag when
 * staff save the policy or the site settings, at most every 5 min (SPEC §9).
 */
export const revalidate = 300

/**
 * GET /privacy-policy.json: what the footer's Privacy Policy dialog shows, fetched when a visitor
 * reaches for the dialog (ADR 0030): in every page's payload it weighed about 15 KB.
 */
export async function GET(): Promise<Response> {
  const [document, site] = await Promise.all([getLegalDocument('privacy-policy'), getSiteInfo()])
  return Response.json(legalDialogText(document, site))
}
