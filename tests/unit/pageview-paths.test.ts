/**
 * Every page route of the site is a path the page-view beacon counts (src/features/analytics/
 * pageview.ts), so a new page cannot silently go uncounted: each src/app/(site) page.tsx is
 * turned into an example path (a parameter becomes a value it accepts) and classified.
 */
import { describe, expect, it } from 'vitest'

import { classifyPath } from '@/features/analytics/pageview'

import { sitePageRoutes } from './helpers/site-routes'

/** Example values of the route parameters (an order's id; a simulator page's id on its own route). */
const EXAMPLES: Record<string, string> = {
  slug: 'a-story',
  page: '2',
  result: 'done',
  type: 'solo',
  id: 'k3j9x0q2m8v1b7c4n6zt',
}

/**
 * Routes that are not pages a visitor views: the catch-all 404, the not-found page, the 400 page
 * (served for a bad path, scripts/lib/bad-path.mjs) and the cached route of /search?q=…
 * (src/proxy.ts rewrites to it; the browser's path stays /search).
 */
const NOT_PAGES = new Set(['/[...rest]', '/not-found', '/bad-request', '/search/r/[...key]'])

function pageRoutes(): string[] {
  return sitePageRoutes().filter((route) => !NOT_PAGES.has(route))
}

describe('page views know every page of the site', () => {
  const routes = pageRoutes()

  it('finds the page routes', () => {
    expect(routes.length).toBeGreaterThan(10)
  })

  it.each(routes)('%s', (route) => {
    const example = route
      .replace('/checkout-simulator/[id]', '/checkout-simulator/cs_sim_AbCdEfGhIjKlMnOpQrStUvWx')
      .replace(/\[(\w+)\]/g, (_, name: string) => EXAMPLES[name] ?? name)
    expect(classifyPath(example), example).not.toBeNull()
  })
})
