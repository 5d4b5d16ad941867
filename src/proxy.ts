import { type NextRequest, NextResponse } from 'next/server'

import { STORY_KIND_PARAM } from '@/features/content/story-kinds'
import { LINK_PAGE_HANDLERS } from '@/features/newsletter/paths'

/** One plain query value as a path segment; '-' (no such page: 404) for none, an empty or a repeated one. */
function segment(values: string[]): string {
  return encodeURIComponent(values.length === 1 && values[0] !== '' ? values[0] : '-')
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
 */
export function proxy(request: NextRequest): NextResponse {
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

/** Literal paths (Next reads the matcher at build time); the newsletter ones are ./features/newsletter/paths.ts's. */
export const config = { matcher: ['/stories', '/articles', '/newsletter/confirm', '/newsletter/unsubscribe'] }
