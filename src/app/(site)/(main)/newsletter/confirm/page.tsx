import type { Metadata } from 'next'

import { ConfirmPage, confirmPageMetadata } from '@/features/newsletter/link-pages'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'

/**
 * The confirm link of the double opt-in email (?token=…). Served from the route cache like every
 * public page, the same for everyone: it reads no token and changes nothing. Its button posts to
 * this URL, which src/proxy.ts hands to /api/newsletter/confirm. Refreshed at most every 5 min.
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return confirmPageMetadata(await getMetadataSite())
}

export default async function NewsletterConfirmPage() {
  const site = await getSiteInfo()
  return <ConfirmPage product={site.productName} />
}
