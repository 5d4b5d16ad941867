/**
 * POST /api/pageview (the route only calls handlePageView), through the same guards as the forms
 * (ARCHITECTURE "Security model"):
 *
 *   same-origin (403) → text or JSON only (415) → body within 2 KB while reading (413)
 *   → bots not counted (204) → rate limit per client address (429) → beacon (400)
 *   → known page only (204 without storing) → stored (204); 503 (never 500) when it cannot be.
 *
 * No cookies, no address, no user agent stored: the path and the referring host only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { rateLimiterFor } from '@/integrations/redis'
import { env } from '@/lib/env'
import { readBodyText } from '@/lib/forms/body'
import { checkRateLimit, checkSameOrigin } from '@/lib/forms/endpoint'
import type { RateLimiter } from '@/lib/forms/guard'
import { logger } from '@/lib/logger'

import { isBotUserAgent, PAGEVIEW_MAX_BODY_BYTES, parsePageView } from './pageview'
import { PAGEVIEW_LIMIT } from './limits'

export type PageViewDeps = {
  payload: Payload
  limiter?: RateLimiter
  /** Whether a published post has this slug (the content slice's cached lookup, passed by the route). */
  isPostSlug: (slug: string) => Promise<boolean>
}

const answer = (status: number, error?: string) =>
  error === undefined
    ? new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
    : Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } })

const SITE_HOSTNAME = new URL(env.siteUrl).hostname.toLowerCase()

/** This site's host names: SITE_URL's and the one the request was sent to (a referrer from them is not outside). */
function ownHosts(request: Request): string[] {
  const host = request.headers.get('host')?.replace(/:\d+$/, '').toLowerCase()
  return host && host !== SITE_HOSTNAME ? [SITE_HOSTNAME, host] : [SITE_HOSTNAME]
}

/** navigator.sendBeacon sends a string as text/plain; fetch may say JSON. */
const BEACON_TYPE = /^(text\/plain|application\/json)\s*(;|$)/i

export async function handlePageView(request: Request, deps: PageViewDeps): Promise<Response> {
  const sameOrigin = checkSameOrigin(request)
  if (!sameOrigin.ok) return answer(403, 'Page views are only accepted from this site')
  if (!BEACON_TYPE.test(request.headers.get('content-type') ?? '')) return answer(415, 'Send the page view as JSON')

  const body = await readBodyText(request, PAGEVIEW_MAX_BODY_BYTES)
  if (!body.ok) return body.reason === 'too-large' ? answer(413, 'Body too large') : answer(400, 'Unreadable body')

  if (isBotUserAgent(request.headers.get('user-agent'))) return answer(204)

  try {
    const limited = await checkRateLimit(request, deps.limiter ?? rateLimiterFor(PAGEVIEW_LIMIT))
    if (!limited.ok) return limited.response

    const result = parsePageView(body.text, ownHosts(request))
    if (!result.ok) return answer(400, result.error)
    if (result.skip) return answer(204)
    if (result.known.kind === 'post' && !(await deps.isPostSlug(result.known.slug))) return answer(204)

    const payload = deps.payload
    await payload.create({ collection: 'page-views', data: result.view, overrideAccess: true })
    return answer(204)
  } catch (error) {
    logger.error({ event: 'pageview_store_failed', err: error }, 'Could not store page view')
    return Response.json(
      { error: 'Page view not stored' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } },
    )
  }
}
