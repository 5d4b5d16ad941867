/**
 * The cached search reader of the /search page (ARCHITECTURE "Render model") and of the header
 * dialog's endpoint (GET /api/search). One entry per search in normal form and page size, tagged `search` (for the reindex) and with the tags of what it finds, so the
 * content's revalidate hooks expire it when a published document changes; at most
 * CACHE_TTL.default old otherwise.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'

import type { NormalSearch } from './normalise'
import { toSearchRequest } from './request'
import { searchSite } from './server/search'
import type { SearchAnswer, SearchRequest } from './types'

const cachedAnswer = unstable_cache(
  async (request: SearchRequest) => searchSite(await getPayloadClient(), request),
  ['search:answer'],
  // The content's own tags too: the hooks that expire the lists when a story, article, author or
  // product is published, changed or removed expire every search page with them.
  {
    tags: [CACHE_TAGS.search, CACHE_TAGS.stories, CACHE_TAGS.articles, CACHE_TAGS.authors, CACHE_TAGS.products],
    revalidate: CACHE_TTL.default,
  },
)

const NOTHING: SearchAnswer = { hits: [], total: 0, page: 1, pages: 0, suggestions: [] }

/**
 * The answer of the dialog's endpoint, from the same cache: the answer is the same for every
 * visitor, so a popular search is read from the index once per change or CACHE_TTL.default, not
 * once per keystroke of every visitor (ADR 0043). A failed read is thrown on and never cached
 * (the endpoint answers 503).
 */
export function cachedSearchAnswer(request: SearchRequest): Promise<SearchAnswer> {
  return cachedAnswer(request)
}

/** The answer for a search with words (the page's results). */
export function getSearchAnswer(search: NormalSearch): Promise<SearchAnswer> {
  return readOr('search', () => cachedAnswer(toSearchRequest(search)), NOTHING)
}
