import { type NextRequest, NextResponse } from 'next/server'

import { LINK_PAGE_HANDLERS } from '@/features/newsletter/paths'

/**
 * Keeps URLs plain while every page is served from the route cache. Runs only for the paths of
 * `config.matcher`:
 *
 * - /stories?page=N, /articles?page=N: the query becomes the path of the cached route
 *   (/stories/page/N). Anything that is not one plain value (?page=&page=, ?page=) goes there too
 *   and answers 404.
 * - POST /newsletter/confirm?token=… and POST /newsletter/unsubscribe?token=…: the link pages'
 *   buttons post to the page's own URL (a form without action, so no JavaScript is needed and the
 *   cached page never holds the token); the POST, query included, goes to the page's handler
 *   (/api/newsletter/confirm, /api/newsletter/unsubscribe). GET and HEAD get the cached page.
 */
export function proxy(request: NextRequest): NextResponse {
  const handler = LINK_PAGE_HANDLERS[request.nextUrl.pathname]
  if (handler) {
    if (request.method !== 'POST') return NextResponse.next()
    const url = request.nextUrl.clone()
    url.pathname = handler
    return NextResponse.rewrite(url)
  }
  const values = request.nextUrl.searchParams.getAll('page')
  if (values.length === 0) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.searchParams.delete('page')
  url.pathname = `${url.pathname}/page/${encodeURIComponent(values.length === 1 && values[0] !== '' ? values[0] : '-')}`
  return NextResponse.rewrite(url)
}

/** Literal paths (Next reads the matcher at build time); the newsletter ones are ./features/newsletter/paths.ts's. */
export const config = { matcher: ['/stories', '/articles', '/newsletter/confirm', '/newsletter/unsubscribe'] }
