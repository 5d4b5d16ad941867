/**
 * Metadata of the account pages: titled like every page, never indexed (the sign-in pages, the
 * email link pages and the private pages are nobody's search result). Server-side.
 */
import type { Metadata } from 'next'

import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

export async function accountPageMetadata(input: { title: string; description?: string }): Promise<Metadata> {
  return { ...buildMetadata(input, await getMetadataSite()), robots: { index: false, follow: false } }
}
