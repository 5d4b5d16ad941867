import { type NextRequest, NextResponse } from 'next/server'

/**
 * Keeps the lists' plain-link URLs (/stories?page=N, /articles?page=N) while every page is
 * served from the route cache: the query becomes the path of the cached route
 * (/stories/page/N). Anything that is not one plain value (?page=&page=, ?page=) goes there too
 * and answers 404. Runs only for these two paths.
 */
export function proxy(request: NextRequest): NextResponse {
  const values = request.nextUrl.searchParams.getAll('page')
  if (values.length === 0) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.searchParams.delete('page')
  url.pathname = `${url.pathname}/page/${encodeURIComponent(values.length === 1 && values[0] !== '' ? values[0] : '-')}`
  return NextResponse.rewrite(url)
}

export const config = { matcher: ['/stories', '/articles'] }
