/**
 * The page-view beacon, as pure logic (unit-tested without a server). The browser sends
 * `{ path, referrer }` as text or JSON on every route change; we keep:
 * - the path, only when it is one of the site's pages (query and fragment stripped, control and
 *   invisible characters removed, at most PATH_MAX_LENGTH characters): anything else is not
 *   counted, so nobody can fill the statistics with made-up paths. The one query kept is the kind
 *   of a filtered story list, which is a page of its own (/stories?type=solo, its canonical URL;
 *   its later pages count as its first, as /stories?page=2 counts as /stories);
 * - the referrer's host name only, and only when it is another site's.
 * Views from bots (by user agent) are not counted.
 */
import { isbot } from 'isbot'
import { z } from 'zod'

import { parseStoryKind, STORY_KIND_PARAM, STORY_KINDS } from '@/features/content'
import { checkSlug } from '@/lib/slug'

export const PAGEVIEW_MAX_BODY_BYTES = 2048
export const PATH_MAX_LENGTH = 200

const beaconSchema = z.object({
  path: z.string().max(2048, 'path must be at most 2048 characters'),
  referrer: z.string().max(2048).nullish(),
})

/**
 * The site's pages (src/app/(site)); a new page is added here (tests/unit/pageview-paths.test.ts
 * fails for a page route missing from this list). Single-segment paths not listed are posts,
 * counted only when a published post has that slug.
 */
export const SITE_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/about',
  '/about-trelino',
  '/about-vunked',
  '/accessibility',
  '/account',
  '/articles',
  '/checkout',
  '/auth',
  '/auth/confirm',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/contact',
  '/link',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/order-confirmation',
  '/orders',
  '/payment',
  '/privacy-policy',
  '/profile',
  '/search',
  '/share-your-story',
  '/shop',
  '/stories',
  '/terms',
  '/vanlife',
  '/vanlife-cost-calculator',
])

const KINDS = STORY_KINDS.join('|')

/**
 * Pages with a parameter: list pages, the stories of one kind (as the browser names them, and as
 * their cached routes), the newsletter link result pages (features/newsletter/paths.ts).
 */
const SITE_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/(stories|articles)\/page\/[1-9]\d{0,3}$/,
  new RegExp(`^/stories\\?${STORY_KIND_PARAM}=(${KINDS})$`),
  new RegExp(`^/stories/type/(${KINDS})(/page/[1-9]\\d{0,3})?$`),
  /^\/newsletter\/confirm\/(done|already|expired|invalid|error)$/,
  /^\/newsletter\/unsubscribe\/(done|already|invalid|error)$/,
  // One of the member's orders (features/accounts: its random id, features/shop/logic/order-number.ts).
  /^\/orders\/[0-9a-z]{20}$/,
  // A product page (a slug), and the checkout simulator's payment page (features/shop).
  /^\/shop\/[a-z0-9]+(-[a-z0-9]+)*$/,
  /^\/checkout-simulator\/cs_sim_[A-Za-z0-9]{24}$/,
]

/** C0/C1 controls, zero-width and bidirectional formatting characters (RTL override included). */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

export function removeInvisible(text: string): string {
  return text.replace(INVISIBLE, '')
}

/**
 * The path without fragment, invisible characters or a trailing slash ("/" stays), and without
 * its query, except the kind of a filtered story list: /stories?type=solo&page=2 → /stories?type=solo.
 */
export function normalisePath(raw: string): string {
  const [beforeFragment] = removeInvisible(raw).split('#')
  const queryAt = beforeFragment.indexOf('?')
  const rawPath = queryAt === -1 ? beforeFragment : beforeFragment.slice(0, queryAt)
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath
  if (path !== '/stories' || queryAt === -1) return path
  const types = new URLSearchParams(beforeFragment.slice(queryAt + 1)).getAll(STORY_KIND_PARAM)
  // A repeated or unknown type is the not-found page: not counted at all.
  if (types.length === 0) return path
  const kind = types.length === 1 ? parseStoryKind(types[0]) : null
  return kind ? `${path}?${STORY_KIND_PARAM}=${kind}` : `${path}?${STORY_KIND_PARAM}`
}

export type KnownPath = { kind: 'page'; path: string } | { kind: 'post'; path: string; slug: string }

/** Which page of the site `path` (normalised) is, or null when it is none of them. */
export function classifyPath(path: string): KnownPath | null {
  if (path.length === 0 || path.length > PATH_MAX_LENGTH) return null
  if (SITE_PAGES.has(path) || SITE_PAGE_PATTERNS.some((pattern) => pattern.test(path))) return { kind: 'page', path }
  const single = /^\/([^/]+)$/.exec(path)
  if (single && checkSlug(single[1]).ok) return { kind: 'post', path, slug: single[1] }
  return null
}

/** Host of an outside referrer; null for none, unparsable, non-http, or one of our own hosts. */
export function referrerHost(referrer: string | null | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null
  try {
    const url = new URL(removeInvisible(referrer))
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    const host = url.hostname.toLowerCase()
    if (!host || ownHosts.includes(host) || !/^[a-z0-9.:[\]-]+$/.test(host)) return null
    return host.slice(0, 255)
  } catch {
    return null
  }
}

/** True for crawlers, scripts and headless browsers, and for a request without a user agent. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !userAgent?.trim() || isbot(userAgent)
}

export type PageViewParse =
  | { ok: true; skip: true }
  | { ok: true; skip: false; view: { path: string; referrerHost: string | null }; known: KnownPath }
  | { ok: false; error: string }

/** Reads the beacon: 400-worthy errors, a view of a known page, or a path that is not counted. */
export function parsePageView(body: string, ownHosts: readonly string[]): PageViewParse {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return { ok: false, error: 'Body must be JSON' }
  }

  const parsed = beaconSchema.safeParse(json)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid page view' }

  const known = classifyPath(normalisePath(parsed.data.path))
  if (!known) return { ok: true, skip: true }
  return {
    ok: true,
    skip: false,
    known,
    view: { path: known.path, referrerHost: referrerHost(parsed.data.referrer, ownHosts) },
  }
}
