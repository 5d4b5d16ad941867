import type { Metadata } from 'next'

import { SearchStart } from '@/features/search/components/search-page'

/** Static: /search without words (src/proxy.ts sends a search with words to /search/r/<key>). */
export const revalidate = 3600

export const metadata: Metadata = {
  title: 'Search',
  description: 'Search the vanlife stories, articles and the shop.',
  alternates: { canonical: '/search' },
}

export default function SearchPage() {
  return <SearchStart />
}
