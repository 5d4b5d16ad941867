import type { Metadata } from 'next'

import { getVanlifePage } from '@/features/content/queries'
import { VanlifePageView, vanlifePageMetadata } from '@/features/content/vanlife-page'
import { getMetadataSite } from '@/features/site/queries'

/**
 * Served from the route cache; refreshed by tag when staff save the page or publish a story, at
 * most every 5 min (SPEC §9).
 */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  const [page, site] = await Promise.all([getVanlifePage(), getMetadataSite()])
  return vanlifePageMetadata(page, site)
}

/** /vanlife: what vanlife is, then the stories grouped by kind (issue 11 point 3). */
export default function VanlifeRoute() {
  return <VanlifePageView />
}
