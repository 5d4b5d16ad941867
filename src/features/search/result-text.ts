/**
 * How a result reads, shared by the /search page and the header's dialog (pure, client-safe).
 */
import { formatCents } from '@/features/shop'
import { formatLongDate } from '@/lib/utils'

import type { SearchHit, SearchKind, SearchKindFilter } from './types'

/** The kind label shown on each result. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  story: 'Story',
  article: 'Article',
  product: 'Shop',
}

/** The kind filter links of /search (All first). */
export const SEARCH_FILTER_LABELS: Record<SearchKindFilter, string> = {
  stories: 'Stories',
  articles: 'Articles',
  shop: 'Shop',
}

/** The date of a post or the price of a product, as the site writes them ('' for neither). */
export function resultMeta(hit: Pick<SearchHit, 'date' | 'priceCents'>): string {
  if (hit.priceCents !== undefined) return formatCents(hit.priceCents)
  return formatLongDate(hit.date)
}

/** "1 result", "1,234 results". */
export function resultCount(total: number): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'result' : 'results'}`
}
