/**
 * Cookie-less page views (ARCHITECTURE "Analytics"): the browser beacons `{ path, referrer }`
 * on every route change; we store the path and the referring host only. No cookies, no IP,
 * no user agent. Answers 204; 400 with `{ error }` for bad input; 503 (never 500) when the
 * view cannot be stored.
 */
import { PAGEVIEW_MAX_BODY_BYTES, parsePageView } from '@/features/analytics/pageview'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

const badRequest = (message: string) => Response.json({ error: message }, { status: 400 })

function ownHosts(request: Request): string[] {
  const hosts = new Set<string>([new URL(env.siteUrl).hostname.toLowerCase()])
  const host = request.headers.get('host')?.replace(/:\d+$/, '').toLowerCase()
  if (host) hosts.add(host)
  return [...hosts]
}

export async function POST(request: Request): Promise<Response> {
  if (Number(request.headers.get('content-length') ?? '0') > PAGEVIEW_MAX_BODY_BYTES) {
    return badRequest('Body too large')
  }

  let body: string
  try {
    body = await request.text()
  } catch {
    return badRequest('Unreadable body')
  }

  const result = parsePageView(body, ownHosts(request))
  if (!result.ok) return badRequest(result.error)
  if (result.skip) return new Response(null, { status: 204 })

  try {
    const payload = await getPayloadClient()
    await payload.create({ collection: 'page-views', data: result.view, overrideAccess: true })
    return new Response(null, { status: 204 })
  } catch (error) {
    logger.error({ event: 'pageview_store_failed', path: result.view.path, err: error }, 'Could not store page view')
    return Response.json({ error: 'Page view not stored' }, { status: 503, headers: { 'Retry-After': '60' } })
  }
}
