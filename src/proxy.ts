import { type NextRequest, NextResponse } from 'next/server'

import { ACCOUNT_PAGES } from '@/features/accounts/paths'
import { STORY_KIND_PARAM } from '@/features/content/story-kinds'
import { LINK_PAGE_HANDLERS } from '@/features/newsletter/paths'
import { normaliseSearch, searchQueryString, searchRouteKey } from '@/features/search/normalise'
import { SEARCH_PATH, SEARCH_RESULTS_ROUTE } from '@/features/search/paths'

/** A path segment decoded as Next decodes the admin page's segments; as it is when it cannot be. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * Payload's admin serves /admin/<auth collection>/verify/<token> (3 or more segments) to anyone,
 * and its Verify view confirms the email while it renders, on a GET. For members that would skip
 * our confirm page: the button, the password chosen at sign-up and the 24-hour expiry (ADR 0020).
 * Any request there is sent to that page with the token instead, which confirms nothing until the
 * member presses its button. The segments are read decoded, as the admin page is routed on them.
 */
function memberVerifyRedirect(request: NextRequest): NextResponse | null {
  const [, admin, collection, verify, token] = request.nextUrl.pathname.split('/').map(decoded)
  if (admin !== 'admin' || collection !== 'members' || verify !== 'verify') return null
  const url = request.nextUrl.clone()
  url.pathname = ACCOUNT_PAGES.confirm
  url.search = token ? `?${new URLSearchParams({ token }).toString()}` : ''
  return NextResponse.redirect(url, 303)
}

/** One plain query value as a path segment; '-' (no such page: 404) for none, an empty or a repeated one. */
function segment(values: string[]): string {
  return encodeURIComponent(values.length === 1 && values[0] !== '' ? values[0] : '-')
}

/**
 * /search?q=…: an address not in normal form (src/features/search/normalise.ts) is sent there with
 * a 308; one in normal form is served by the cached route /search/r/<key>, and the bare /search
 * by its own cached page. The cached route is never reached directly (404), so it only ever
 * holds normal forms (ADR 0042).
 */
function searchRoute(request: NextRequest): NextResponse | null {
  const { pathname } = request.nextUrl
  if (pathname === SEARCH_RESULTS_ROUTE || pathname.startsWith(`${SEARCH_RESULTS_ROUTE}/`)) {
    return new NextResponse(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } })
  }
  if (pathname !== SEARCH_PATH) return null
  const search = normaliseSearch(request.nextUrl.searchParams)
  const query = searchQueryString(search)
  const url = request.nextUrl.clone()
  if (request.nextUrl.search.replace(/^\?/, '') !== query) {
    url.search = query
    // A browser keeps a 308 without Cache-Control for good: an hour, so a changed normal form reaches it.
    const redirect = NextResponse.redirect(url, 308)
    redirect.headers.set('Cache-Control', 'public, max-age=3600')
    return redirect
  }
  if (query === '') return NextResponse.next()
  url.pathname = `${SEARCH_RESULTS_ROUTE}/${searchRouteKey(search).join('/')}`
  url.search = ''
  return NextResponse.rewrite(url)
}

/**
 * The first segments of the site's own public pages (src/app/(site)): their paths are lowercase, so
 * /Stories/Page/2 or /About is sent to its lowercase address. A single segment is a post's slug
 * (/Night-Shifts-To-Open-Roads), always lowercase too.
 */
const PUBLIC_SECTIONS = new Set(['stories', 'articles', 'shop', 'vanlife', 'link', 'newsletter', 'share-your-story'])

/**
 * Never lowercased: the API, the admin, Next's files, media and the pages whose paths carry
 * case-sensitive tokens or ids (the simulator, orders, sign-in links).
 */
const KEPT_SECTIONS = new Set([
  'api',
  'admin',
  '_next',
  'media',
  'videos',
  'illustrations',
  'checkout-simulator',
  'orders',
  'order-confirmation',
  'auth',
  'account',
  'profile',
  'payment',
  'checkout',
])

/** A path in other letter case than a post's or a public page's: its lowercase address, else null. */
export function lowercasePath(pathname: string): string | null {
  const lower = pathname.toLowerCase()
  if (lower === pathname) return null
  const segments = pathname.split('/').slice(1)
  // Plain words only: no file name (a dot), no encoded character, no empty segment.
  if (segments.length === 0 || !segments.every((each) => /^[A-Za-z0-9-]+$/.test(each))) return null
  const section = segments[0].toLowerCase()
  if (KEPT_SECTIONS.has(section)) return null
  if (segments.length > 1 && !PUBLIC_SECTIONS.has(section)) return null
  return lower
}

/**
 * A post's address in other letter case (/Night-Shifts-To-Open-Roads): a 301 to its lowercase
 * slug, the query kept as sent. Permanent, so it may be cached: a day, like the search's 308 an
 * hour, so a browser asks again some day. GET and HEAD only: a 301 turns a POST into a GET, and
 * forms post to their own lowercase addresses anyway.
 */
function lowercaseRedirect(request: NextRequest): NextResponse | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const lower = lowercasePath(request.nextUrl.pathname)
  if (!lower) return null
  const url = request.nextUrl.clone()
  url.pathname = lower
  const redirect = NextResponse.redirect(url, 301)
  redirect.headers.set('Cache-Control', 'public, max-age=86400')
  return redirect
}

/**
 * Keeps URLs plain while every page is served from the route cache. Runs only for the paths of
 * `config.matcher`:
 *
 * - /stories?page=N, /articles?page=N: the query becomes the path of the cached route
 *   (/stories/page/N). Anything that is not one plain value (?page=&page=, ?page=) goes there too
 *   and answers 404.
 * - /stories?type=K and /stories?type=K&page=N (the stories of one kind, story-kinds.ts): the
 *   cached routes /stories/type/K and /stories/type/K/page/N. An unknown kind, an empty or a
 *   repeated type answers 404 there.
 * - POST /newsletter/confirm?token=… and POST /newsletter/unsubscribe?token=…: the link pages'
 *   buttons post to the page's own URL (a form without action, so no JavaScript is needed and the
 *   cached page never holds the token); the POST, query included, goes to the page's handler
 *   (/api/newsletter/confirm, /api/newsletter/unsubscribe). GET and HEAD get the cached page.
 * - /admin/members/verify/<token>: a 303 to /auth/confirm?token=<token>, so Payload's Verify view
 *   never confirms a member (memberVerifyRedirect).
 * - /search?q=…: normal form or a 308 to it, then the cached route /search/r/<key> (searchRoute).
 * - a post's or a public page's address with capitals (/Night-Shifts-To-Open-Roads): a 301 to its
 *   lowercase address (lowercaseRedirect).
 */
export function proxy(request: NextRequest): NextResponse {
  const verify = memberVerifyRedirect(request)
  if (verify) return verify
  const lower = lowercaseRedirect(request)
  if (lower) return lower
  const search = searchRoute(request)
  if (search) return search
  const handler = LINK_PAGE_HANDLERS[request.nextUrl.pathname]
  if (handler) {
    if (request.method !== 'POST') return NextResponse.next()
    const url = request.nextUrl.clone()
    url.pathname = handler
    return NextResponse.rewrite(url)
  }
  const pages = request.nextUrl.searchParams.getAll('page')
  const types = request.nextUrl.pathname === '/stories' ? request.nextUrl.searchParams.getAll(STORY_KIND_PARAM) : []
  if (pages.length === 0 && types.length === 0) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.searchParams.delete('page')
  if (types.length > 0) {
    url.searchParams.delete(STORY_KIND_PARAM)
    url.pathname = `${url.pathname}/type/${segment(types)}`
  }
  if (pages.length > 0) url.pathname = `${url.pathname}/page/${segment(pages)}`
  return NextResponse.rewrite(url)
}

/**
 * Literal paths (Next reads the matcher at build time); the newsletter ones are
 * ./features/newsletter/paths.ts's. Next tries the matcher on the path as sent and decoded, so an
 * encoded spelling of the member verify route runs the proxy too; the matcher is case-sensitive, so
 * the last one runs it for an address with capitals only. Only that admin route: a proxy
 * on all of /admin would hold the admin's request bodies to proxyClientMaxBodySize (next.config.ts).
 */
export const config = {
  matcher: [
    '/stories',
    '/articles',
    '/newsletter/confirm',
    '/newsletter/unsubscribe',
    '/admin/members/verify/:path*',
    '/search',
    '/search/r/:path*',
    // Any path with a capital letter, outside the API, the admin and Next's files (lowercasePath decides).
    '/((?!api/|admin/|_next/)[^.]*[A-Z][^.]*)',
  ],
}
