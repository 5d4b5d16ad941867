/**
 * Parsing of the page-view beacon (pure, so it is unit-tested without a server). The browser
 * sends `{ path, referrer }` as text or JSON; we keep the path (without query or fragment)
 * and only the host name of an outside referrer.
 */
import { z } from 'zod'

export const PAGEVIEW_MAX_BODY_BYTES = 2048

const beaconSchema = z.object({
  path: z
    .string()
    .max(512, 'path must be at most 512 characters')
    .refine((path) => path.startsWith('/') && !path.startsWith('//'), { message: 'path must start with "/"' }),
  referrer: z.string().max(2048).nullish(),
})

/** Paths that are not pages of the site: never counted. */
const SKIPPED = /^\/(admin|api)(\/|$)/

export type PageViewParse =
  | { ok: true; skip: true }
  | { ok: true; skip: false; view: { path: string; referrerHost: string | null } }
  | { ok: false; error: string }

/** Host of an outside referrer; null for none, unparsable, non-http, or one of our own hosts. */
export function referrerHost(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.hostname.toLowerCase()
    if (!host || ownHosts.includes(host)) return null
    return host.slice(0, 255)
  } catch {
    return null
  }
}

export function parsePageView(body: string, ownHosts: readonly string[]): PageViewParse {
  if (new TextEncoder().encode(body).byteLength > PAGEVIEW_MAX_BODY_BYTES) return { ok: false, error: 'Body too large' }

  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, error: 'Body must be JSON' }
  }

  const parsed = beaconSchema.safeParse(json)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid page view' }

  // Only the path: a query string or fragment may carry personal data.
  const path = parsed.data.path.split(/[?#]/)[0] || '/'
  if (SKIPPED.test(path)) return { ok: true, skip: true }
  return { ok: true, skip: false, view: { path, referrerHost: referrerHost(parsed.data.referrer, ownHosts) } }
}
