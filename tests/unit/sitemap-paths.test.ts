/**
 * sitemap.xml lists only pages that exist (issue 11 point 4): every static path of
 * src/app/sitemap-paths.ts is served by a page route of its own in src/app/(site) (not by
 * /[slug], which would answer 404 for it, nor by the catch-all), and its only query is the kind of a
 * filtered story list. So the calculator, shop and account pages can be listed only once their
 * routes exist. The crawl (tests/e2e/links.spec.ts) checks that each URL answers 200.
 */
import { describe, expect, it } from 'vitest'

import { SITEMAP_STATIC_PATHS } from '@/app/sitemap-paths'
import { parseStoryKind, STORY_KIND_PARAM, STORY_KINDS } from '@/features/content'

import { routeServing, sitePageRoutes } from './helpers/site-routes'

const routes = sitePageRoutes()

describe('the sitemap lists only routes that exist', () => {
  it('has no path twice', () => {
    expect(new Set(SITEMAP_STATIC_PATHS).size).toBe(SITEMAP_STATIC_PATHS.length)
  })

  it.each(SITEMAP_STATIC_PATHS)('%s has a page route of its own', (path) => {
    const url = new URL(path, 'http://site.test')
    const route = routeServing(url.pathname, routes)
    expect(route, `no page route serves ${url.pathname}: build the page before listing it`).toBe(url.pathname)
    for (const [name, value] of url.searchParams) {
      expect(url.pathname === '/stories' && name === STORY_KIND_PARAM, `query ${name}`).toBe(true)
      expect(parseStoryKind(value), value).not.toBeNull()
    }
  })

  it('lists /vanlife and the stories of every kind', () => {
    expect(SITEMAP_STATIC_PATHS).toContain('/vanlife')
    for (const kind of STORY_KINDS) expect(SITEMAP_STATIC_PATHS).toContain(`/stories?type=${kind}`)
  })

  it('tells a page of its own from a post slug (the check above can fail)', () => {
    expect(routeServing('/about', routes)).toBe('/about')
    expect(routeServing('/vanlife-cost-calculator', routes)).toBe('/vanlife-cost-calculator')
    expect(routeServing('/some-post', routes)).toBe('/[slug]')
    expect(routeServing('/shop/some-product', routes)).toBe('/shop/[slug]')
    expect(routeServing('/shop/some-product/more', routes)).toBeNull()
  })
})
