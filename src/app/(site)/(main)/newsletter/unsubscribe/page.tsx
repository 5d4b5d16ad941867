import type { Metadata } from 'next'

import { UnsubscribePage, unsubscribePageMetadata } from '@/features/newsletter/link-pages'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'

/**
 * The unsubscribe link of every newsletter email (?token=…). Served from the route cache like
 * every public page, the same for everyone: it reads no token and changes nothing. Its button
 * posts to this URL, which src/proxy.ts hands to /api/newsletter/unsubscribe. Refreshed at most
 * every 5 min.
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return unsubscribePageMetadata(await getMetadataSite())
}

export default async function NewsletterUnsubscribePage() {
  const site = await getSiteInfo()
  return <UnsubscribePage product={site.productName} />
}
