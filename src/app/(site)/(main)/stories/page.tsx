import type { Metadata } from 'next'

import { StoriesList, storiesListMetadata } from '@/features/content/list-pages'
import { getMetadataSite } from '@/features/site/queries'

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

export async function generateMetadata(): Promise<Metadata> {
  return storiesListMetadata(1, await getMetadataSite())
}

/** SPEC §2 Stories list, page 1 (?page=N is rewritten to stories/page/[page] by src/proxy.ts). */
export default function StoriesPage() {
  return <StoriesList page={1} />
}
