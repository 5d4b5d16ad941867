/**
 * src/proxy.ts turns the lists' plain query URLs into their cached routes: /stories?page=N,
 * /stories?type=K and /stories?type=K&page=N (issue 11 point 3), sends Payload's member verify
 * view to our confirm page (issue 12 point 2), and leaves everything else alone.
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { config, proxy } from '@/proxy'

const ORIGIN = 'http://localhost:3000'

/** The path (and query) the request is rewritten to, or null when it goes through unchanged. */
function rewrittenTo(path: string, method = 'GET'): string | null {
  const response = proxy(new NextRequest(`${ORIGIN}${path}`, { method }))
  const target = response.headers.get('x-middleware-rewrite')
  if (!target) return null
  const url = new URL(target)
  return `${url.pathname}${url.search}`
}

/** The redirect's status and target (path and query), or null when there is none. */
function redirectOf(path: string, method = 'GET'): { status: number; to: string } | null {
  const response = proxy(new NextRequest(`${ORIGIN}${path}`, { method }))
  const location = response.headers.get('location')
  if (!location) return null
  const url = new URL(location)
  return { status: response.status, to: `${url.pathname}${url.search}` }
}

/** Whether Next runs the proxy for `path`: it tries the matcher on the path as sent and decoded (resolve-routes). */
const runsFor = (path: string) =>
  [path, decodeURIComponent(path)].some((each) => unstable_doesMiddlewareMatch({ config, url: `${ORIGIN}${each}` }))

describe('proxy', () => {
  it('leaves the lists without a query alone', () => {
    expect(rewrittenTo('/stories')).toBeNull()
    expect(rewrittenTo('/articles')).toBeNull()
    expect(rewrittenTo('/stories?utm_source=newsletter')).toBeNull()
  })

  it('sends ?page=N to the cached page route', () => {
    expect(rewrittenTo('/stories?page=2')).toBe('/stories/page/2')
    expect(rewrittenTo('/articles?page=3')).toBe('/articles/page/3')
    expect(rewrittenTo('/stories?page=')).toBe('/stories/page/-')
    expect(rewrittenTo('/stories?page=1&page=2')).toBe('/stories/page/-')
  })

  it('sends ?type=K and ?type=K&page=N to the cached routes of the kind, in either order', () => {
    expect(rewrittenTo('/stories?type=solo')).toBe('/stories/type/solo')
    expect(rewrittenTo('/stories?type=skoolie&page=2')).toBe('/stories/type/skoolie/page/2')
    expect(rewrittenTo('/stories?page=2&type=org')).toBe('/stories/type/org/page/2')
  })

  it('keeps other query parameters, which the cached page ignores', () => {
    expect(rewrittenTo('/stories?type=family&utm_source=x')).toBe('/stories/type/family?utm_source=x')
  })

  it('sends an empty or repeated type to a kind that is none (404), and encodes what it is given', () => {
    expect(rewrittenTo('/stories?type=')).toBe('/stories/type/-')
    expect(rewrittenTo('/stories?type=solo&type=couple')).toBe('/stories/type/-')
    expect(rewrittenTo('/stories?type=a%2Fb')).toBe('/stories/type/a%2Fb')
    expect(rewrittenTo('/stories?type=unknown')).toBe('/stories/type/unknown')
  })

  it('filters only the stories', () => {
    expect(rewrittenTo('/articles?type=solo')).toBeNull()
    expect(rewrittenTo('/articles?type=solo&page=2')).toBe('/articles/page/2?type=solo')
  })

  it('sends the newsletter link pages’ POST to their handler and nothing else', () => {
    expect(rewrittenTo('/newsletter/confirm?token=t', 'POST')).toBe('/api/newsletter/confirm?token=t')
    expect(rewrittenTo('/newsletter/confirm?token=t')).toBeNull()
  })

  it("sends Payload's member verify view (it confirms on a GET) to our confirm page, confirming nothing", () => {
    const confirmPage = { status: 303, to: '/auth/confirm?token=4f2a9c' }
    expect(runsFor('/admin/members/verify/4f2a9c')).toBe(true)
    expect(redirectOf('/admin/members/verify/4f2a9c')).toEqual(confirmPage)
    expect(redirectOf('/admin/members/verify/4f2a9c', 'HEAD')).toEqual(confirmPage)
    expect(redirectOf('/admin/members/verify/4f2a9c', 'POST')).toEqual(confirmPage)
    // Payload renders its Verify view for any path of 3 or more segments with "verify" second.
    expect(redirectOf('/admin/members/verify/4f2a9c/x')).toEqual(confirmPage)
    expect(runsFor('/admin/members/verify')).toBe(true)
    expect(redirectOf('/admin/members/verify')).toEqual({ status: 303, to: '/auth/confirm' })
    // The admin page is routed on the decoded segments: an encoded spelling goes the same way.
    expect(runsFor('/admin/%6Dembers/%76erify/4f2a9c')).toBe(true)
    expect(redirectOf('/admin/%6Dembers/%76erify/4f2a9c')).toEqual(confirmPage)
    expect(redirectOf('/admin/members/verify/a%26b%3Dc')).toEqual({ status: 303, to: '/auth/confirm?token=a%26b%3Dc' })
    expect(redirectOf('/admin/members/verify/4f2a9c?next=/x')).toEqual(confirmPage)
  })

  it('leaves the rest of the admin alone, the staff verify view included', () => {
    expect(runsFor('/admin')).toBe(false)
    expect(runsFor('/admin/collections/members')).toBe(false)
    expect(redirectOf('/admin/users/verify/4f2a9c')).toBeNull()
    expect(redirectOf('/admin/collections/members/verify')).toBeNull()
  })

  describe('/search (issue 25)', () => {
    it('leaves the bare /search to its cached page', () => {
      expect(rewrittenTo('/search')).toBeNull()
      expect(redirectOf('/search')).toBeNull()
    })

    it('sends an address not in normal form to it with a 308', () => {
      expect(redirectOf('/search?q=%20Vans%20&utm_source=x')).toEqual({ status: 308, to: '/search?q=vans' })
      expect(redirectOf('/search?q=')).toEqual({ status: 308, to: '/search' })
      expect(redirectOf('/search?q=van&type=solo')).toEqual({ status: 308, to: '/search?q=van&kind=stories&type=solo' })
      expect(redirectOf('/search?q=van%20life')).toEqual({ status: 308, to: '/search?q=van+life' })
    })

    it('rewrites a normal form to the cached route, its key in the path', () => {
      const target = rewrittenTo('/search?q=van+life&kind=stories&page=2')
      expect(target).toMatch(/^\/search\/r\/[A-Za-z0-9_-]+$/)
      expect(redirectOf('/search?q=van+life&kind=stories&page=2')).toBeNull()
    })

    it('answers 404 to the cached route asked directly', () => {
      const response = proxy(new NextRequest(`${ORIGIN}/search/r/cT12YW4`))
      expect(response.status).toBe(404)
      expect(runsFor('/search/r/cT12YW4')).toBe(true)
      expect(runsFor('/search')).toBe(true)
    })
  })

  describe('addresses in other letter case (issue 26 point 8)', () => {
    it('sends a post or a public page in capitals to its lowercase address with a cached 301', () => {
      for (const [path, to] of [
        ['/Night-Shifts-To-Open-Roads', '/night-shifts-to-open-roads'],
        ['/NIGHT-SHIFTS-TO-OPEN-ROADS?utm_source=Newsletter', '/night-shifts-to-open-roads?utm_source=Newsletter'],
        ['/Stories', '/stories'],
        ['/Stories/Page/2', '/stories/page/2'],
        ['/Shop/Vanlife-Tee', '/shop/vanlife-tee'],
        ['/About', '/about'],
      ]) {
        expect(runsFor(path), path).toBe(true)
        expect(redirectOf(path), path).toEqual({ status: 301, to })
        expect(proxy(new NextRequest(`${ORIGIN}${path}`)).headers.get('cache-control')).toBe('public, max-age=86400')
      }
    })

    it('redirects GET and HEAD only: a POST in capitals is not turned into a GET', () => {
      expect(proxy(new NextRequest(`${ORIGIN}/About`, { method: 'HEAD' })).status).toBe(301)
      expect(proxy(new NextRequest(`${ORIGIN}/About`, { method: 'POST' })).status).not.toBe(301)
    })

    it('does not run for lowercase addresses', () => {
      expect(runsFor('/night-shifts-to-open-roads')).toBe(false)
      expect(runsFor('/about')).toBe(false)
      expect(runsFor('/stories/page/2')).toBe(false)
    })

    it('leaves the API, the admin, Next, media files and case-sensitive tokens alone', () => {
      for (const path of [
        '/api/Stories',
        '/admin/Collections/stories',
        '/_next/static/chunks/A.js',
        '/api/media/file/Van.PNG',
        '/Van-Photo.JPG',
        '/checkout-simulator/AbC123',
        '/orders/Ab12',
        '/order-confirmation/XyZ',
        '/auth/Confirm',
        '/search/r/cT12YW4',
        '/unknown-Section/Deep',
        '/caf%C3%A9-Road',
      ]) {
        expect(redirectOf(path), path).toBeNull()
      }
      expect(runsFor('/api/Stories')).toBe(false)
      expect(runsFor('/_next/static/chunks/A.js')).toBe(false)
      expect(runsFor('/api/media/file/Van.PNG')).toBe(false)
    })
  })
})
