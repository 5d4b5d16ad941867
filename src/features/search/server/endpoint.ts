/**
 * GET /api/search?q=…&kind=…&type=…&page=N (the route only calls handleSearchApi): results as you
 * type for the header's dialog, through the public pipeline (ARCHITECTURE "Security model"):
 *
 *   query string within SEARCH_API_MAX_QUERY_BYTES (414) → zod on the parameters (400)
 *   → rate limit per client address (429) → normalised (normalise.ts) → the answer → 200
 *
 * The answer comes from the cache the /search page reads too (../queries.ts, passed in by the
 * route), expired by the index's hooks: the engine runs once per search and change, not per request.
 *
 * and anything thrown on the way is logged and answered 503 with Retry-After, never 500.
 *
 * The answer is the same for every visitor (no cookie or session is read), so it may be kept a
 * little: `public, max-age=30, s-maxage=60` lets the browser answer a backspace from its cache and
 * a CDN absorb bursts of one popular query; the index is at most a minute behind there. With
 * `log=1` (the visitor settled on the query: the dialog after a pause, a chosen result; the
 * /search page once loaded) the search is also counted (./../log/server.ts, no visitor data), and
 * that answer is `private, no-store`, so each such request reaches the server.
 */
import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { rateLimiterFor } from '@/integrations/redis'
import { checkRateLimit } from '@/lib/forms/endpoint'
import type { RateLimiter } from '@/lib/forms/guard'
import { logger } from '@/lib/logger'

import { toDialogAnswer } from '../api'
import { SEARCH_API_LIMIT, SEARCH_API_MAX_QUERY_BYTES, SEARCH_DIALOG_RESULTS } from '../limits'
import { recordSearch } from '../log/server'
import { normaliseSearch } from '../normalise'
import { toSearchRequest } from '../request'
import { searchSite } from './search'
import type { SearchAnswer, SearchRequest } from '../types'

export type SearchApiDeps = {
  payload: Payload
  limiter?: RateLimiter
  /**
   * Answers the normalised search (default: the engine itself; the route passes the cached reader
   * of ../queries.ts, which a handler may not import: it asks for the shared Payload).
   */
  search?: (payload: Payload, request: SearchRequest) => Promise<SearchAnswer>
  /** Counts a settled search (default: the search log's buffer). */
  record?: (payload: Payload, term: string, total: number) => void
}

export const SEARCH_API_MESSAGES = {
  tooLong: 'That search is too long. Please use fewer words.',
  invalid: 'That search could not be read. Please try other words.',
  unavailable: 'Search is not available right now. Please try again in a minute.',
} as const

const SHORT_PUBLIC = 'public, max-age=30, s-maxage=60'
const NO_STORE = 'private, no-store'

const json = (body: unknown, status: number, cacheControl: string, headers?: Record<string, string>) =>
  Response.json(body, { status, headers: { 'Cache-Control': cacheControl, ...headers } })

// Each parameter at most once; the text within bounds the normaliser then tightens.
const text = (max: number) => z.string().max(max).optional()
const PARAMS = z
  .object({
    q: text(SEARCH_API_MAX_QUERY_BYTES),
    kind: text(32),
    type: text(32),
    page: text(16),
    log: z.literal('1').optional(),
  })
  .strict()

function readParams(url: URL): z.infer<typeof PARAMS> | null {
  const flat: Record<string, string> = {}
  for (const [name, value] of url.searchParams) {
    if (Object.hasOwn(flat, name)) return null
    Object.defineProperty(flat, name, { value, enumerable: true })
  }
  const parsed = PARAMS.safeParse(flat)
  return parsed.success ? parsed.data : null
}

/** The whole endpoint. Never throws. */
export async function handleSearchApi(request: Request, deps: SearchApiDeps): Promise<Response> {
  try {
    const url = new URL(request.url)
    if (url.search.length > SEARCH_API_MAX_QUERY_BYTES) {
      return json({ ok: false, error: SEARCH_API_MESSAGES.tooLong }, 414, NO_STORE)
    }
    const params = readParams(url)
    if (!params) return json({ ok: false, error: SEARCH_API_MESSAGES.invalid }, 400, NO_STORE)

    const limited = await checkRateLimit(request, deps.limiter ?? rateLimiterFor(SEARCH_API_LIMIT))
    if (!limited.ok) return limited.response

    const search = normaliseSearch(url.searchParams)
    const answer = await (deps.search ?? searchSite)(deps.payload, toSearchRequest(search, SEARCH_DIALOG_RESULTS))
    const settled = params.log === '1' && search.q !== ''
    if (settled) (deps.record ?? recordSearch)(deps.payload, search.q, answer.total)
    return json(toDialogAnswer(search, answer), 200, settled ? NO_STORE : SHORT_PUBLIC)
  } catch (error) {
    logger.error({ event: 'search_api_failed', err: error }, 'Search endpoint failed; answered 503')
    return json({ ok: false, error: SEARCH_API_MESSAGES.unavailable }, 503, NO_STORE, { 'Retry-After': '30' })
  }
}
