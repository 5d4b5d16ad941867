import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parseSearchRouteKey } from '@/features/search/normalise'
import { SearchResultsPage } from '@/features/search/components/search-page'
import { getSearchAnswer } from '@/features/search/queries'

type Props = { params: Promise<{ key: string[] }> }

/** Served from the route cache; expired by the `search` tag when the index changes, at most 5 min old (SPEC §9). */
export const revalidate = 300

/** Rendered on first request (no database at build time). */
export function generateStaticParams(): { key: string[] }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const search = parseSearchRouteKey((await params).key)
  return {
    title: search ? `Search: ${search.q}` : 'Search',
    // Results pages are for visitors, not for search engines' indexes.
    robots: { index: false, follow: true },
  }
}

/**
 * /search?q=… in normal form, rewritten here by src/proxy.ts (which answers 404 to a direct
 * request): the key is the normal query string, so this route only caches normal forms (ADR 0042).
 */
export default async function SearchResultsRoute({ params }: Props) {
  const search = parseSearchRouteKey((await params).key)
  if (!search) notFound()
  return <SearchResultsPage search={search} answer={await getSearchAnswer(search)} />
}
