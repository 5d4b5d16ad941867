/**
 * No dead links (issue 11 point 4): crawls the built site from / and follows every internal link
 * of every page reached (<a href>, <link rel=canonical|alternate|icon>, same-origin images and
 * og:image), plus every URL of /sitemap.xml and /feed.xml. Each must answer 200; a redirect only
 * where intended (a trailing slash dropped, SPEC §2). The one exception: links to the routes
 * that open issues will build (PLANNED_ROUTES), which may answer 404 until then and must be
 * removed from the list by the issue that builds them (the crawl fails once they answer 200).
 * The sitemap and the feed get no exception: they list only what exists.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'

type Planned = { path: string | RegExp; issue: number }

/** Linked already, built by their own issues; each issue removes its entries. */
const PLANNED_ROUTES: readonly Planned[] = []

/** Where a URL was found: a page (its path), or the sitemap or feed (no exceptions there). */
type Source = { from: string; strict: boolean }

type Found = { url: string; kind: 'page' | 'asset'; sources: Source[] }

const PAGE_LIMIT = 400
const CONCURRENCY = 4

function plannedFor(pathname: string): Planned | undefined {
  return PLANNED_ROUTES.find(({ path }) => (typeof path === 'string' ? path === pathname : path.test(pathname)))
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)
  return match ? decodeEntities(match[1] ?? match[2] ?? '') : null
}

/** The URLs a page links to, by kind: pages to crawl, assets (images, icons, videos, captions) to check once. */
function linksOf(html: string): { pages: string[]; assets: string[] } {
  // Scripts (Next's RSC payload) and styles hold no links a visitor follows.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '')
  const pages: string[] = []
  const assets: string[] = []
  for (const [tag, name] of markup.matchAll(/<(a|link|img|meta|video|source|track)\b[^>]*>/gi)) {
    switch (name.toLowerCase()) {
      case 'a': {
        const href = attribute(tag, 'href')
        if (href !== null) pages.push(href)
        break
      }
      case 'link': {
        const rel = attribute(tag, 'rel')?.toLowerCase() ?? ''
        const href = attribute(tag, 'href')
        if (href === null) break
        if (/\b(canonical|alternate)\b/.test(rel)) pages.push(href)
        else if (/\b(icon|apple-touch-icon)\b/.test(rel)) assets.push(href)
        break
      }
      case 'img':
      // A video's file and its captions (<source>, <track>) and its poster frame.
      case 'source':
      case 'track': {
        const src = attribute(tag, 'src')
        if (src) assets.push(src)
        // Every width an image offers (the sizes Payload wrote at upload): "url 480w, url 1024w".
        for (const candidate of attribute(tag, 'srcset')?.split(',') ?? []) {
          const url = candidate.trim().split(/\s+/)[0]
          if (url) assets.push(url)
        }
        break
      }
      case 'video': {
        const poster = attribute(tag, 'poster')
        if (poster) assets.push(poster)
        break
      }
      case 'meta': {
        if (/^(og:image|twitter:image)$/i.test(attribute(tag, 'property') ?? attribute(tag, 'name') ?? '')) {
          const content = attribute(tag, 'content')
          if (content) assets.push(content)
        }
        break
      }
    }
  }
  return { pages, assets }
}

/**
 * The URL to request for a link, on this site, without its fragment; null for another site,
 * mailto:, tel: and in-page anchors.
 */
function internalUrl(href: string, base: string, origin: string): string | null {
  if (/^(mailto|tel|javascript|data|blob):/i.test(href.trim()) || href.startsWith('#')) return null
  let url: URL
  try {
    url = new URL(href, base)
  } catch {
    return `${origin}/__unparsable__/${encodeURIComponent(href)}`
  }
  if (url.origin !== origin) return null
  url.hash = ''
  return url.href
}

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

/** Follows one request: the final status, and the redirects it went through (only a dropped trailing slash is intended). */
async function fetchChecked(
  request: APIRequestContext,
  url: string,
): Promise<{ status: number; body: string | null; contentType: string; problem: string | null }> {
  let current = url
  for (let hops = 0; hops < 3; hops += 1) {
    const response = await request.get(current, { maxRedirects: 0, failOnStatusCode: false })
    const status = response.status()
    if (status >= 300 && status < 400) {
      const location = response.headers()['location'] ?? ''
      const next = new URL(location, current)
      const from = new URL(current)
      const slashDropped =
        from.pathname.length > 1 &&
        from.pathname.endsWith('/') &&
        next.pathname === from.pathname.replace(/\/+$/, '') &&
        next.search === from.search
      if (!slashDropped) {
        return { status, body: null, contentType: '', problem: `redirects (${status}) to ${pathOf(next.href)}` }
      }
      current = next.href
      continue
    }
    const contentType = response.headers()['content-type'] ?? ''
    const textual = /html|xml/.test(contentType)
    return {
      status,
      body: textual && status === 200 ? await response.text() : null,
      contentType,
      problem: status === 200 ? null : `answers ${status}`,
    }
  }
  return { status: 0, body: null, contentType: '', problem: 'redirects more than twice' }
}

function locations(xml: string, tag: 'loc' | 'link'): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}>\\s*([^<\\s]+)\\s*</${tag}>`, 'g'))].map(([, value]) =>
    decodeEntities(value),
  )
}

test.describe('no dead links', () => {
  // One crawl of the whole site: its own time limit, well under a minute in practice.
  test.describe.configure({ timeout: 120_000 })

  test('every internal link, sitemap and feed URL answers 200', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin
    const found = new Map<string, Found>()
    const queue: string[] = []
    const add = (href: string, base: string, kind: Found['kind'], source: Source) => {
      const url = internalUrl(href, base, origin)
      if (!url) return
      const entry = found.get(url)
      if (entry) {
        if (entry.sources.length < 5 || source.strict) entry.sources.push(source)
        if (kind === 'page' && entry.kind === 'asset') entry.kind = 'page'
        return
      }
      found.set(url, { url, kind, sources: [source] })
      queue.push(url)
    }

    const problems: string[] = []
    const stillPlanned: string[] = []
    const crawled: string[] = []

    // The sitemap and the feed: every URL they list is a page to crawl, with no exception.
    for (const [path, tag] of [
      ['/sitemap.xml', 'loc'],
      ['/feed.xml', 'link'],
    ] as const) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const urls = locations(await response.text(), tag)
      expect(urls.length, `${path} lists URLs`).toBeGreaterThan(5)
      for (const url of urls) {
        expect(new URL(url).origin, `${path} lists ${url} on this site`).toBe(origin)
        add(url, origin, 'page', { from: path, strict: true })
      }
    }
    add('/', origin, 'page', { from: '(start)', strict: false })

    const visit = async (url: string) => {
      const entry = found.get(url)!
      const path = pathOf(url)
      const planned = plannedFor(new URL(url).pathname)
      const strict = entry.sources.some((source) => source.strict)
      const result = await fetchChecked(request, url)
      const from = [...new Set(entry.sources.map((source) => source.from))].slice(0, 5).join(', ')
      if (planned && !strict) {
        if (result.status === 200) {
          problems.push(`${path} answers 200 now: remove it from PLANNED_ROUTES (issue ${planned.issue})`)
        } else if (result.status === 404) {
          stillPlanned.push(path)
        } else {
          problems.push(`${path} ${result.problem} (planned for issue ${planned.issue}; linked from ${from})`)
        }
        return
      }
      if (result.problem) {
        problems.push(`${path} ${result.problem} (linked from ${from})`)
        return
      }
      if (entry.kind !== 'page' || result.body === null || !/html/.test(result.contentType)) return
      crawled.push(path)
      const { pages, assets } = linksOf(result.body)
      for (const href of pages) add(href, url, 'page', { from: path, strict: false })
      for (const src of assets) add(src, url, 'asset', { from: path, strict: false })
    }

    // A few requests at a time, until nothing new is found.
    while (queue.length > 0) {
      expect(crawled.length, 'the crawl stays within the site').toBeLessThan(PAGE_LIMIT)
      const batch = queue.splice(0, CONCURRENCY)
      await Promise.all(batch.map(visit))
    }

    expect(problems, `Dead or redirected internal links:\n  ${problems.join('\n  ')}`).toEqual([])
    // The crawl reached the site: the pages every visitor can reach, and the lists by kind.
    expect(crawled.length).toBeGreaterThan(30)
    for (const path of ['/', '/stories', '/articles', '/vanlife', '/stories?type=skoolie', '/about', '/link']) {
      expect(crawled, path).toContain(path)
    }
    // Images were checked too.
    expect([...found.values()].filter((entry) => entry.kind === 'asset').length).toBeGreaterThan(10)
    test.info().annotations.push({
      type: 'crawl',
      description: `${crawled.length} pages, ${found.size} URLs; planned and not built yet: ${stillPlanned.join(', ') || 'none'}`,
    })
  })

  test('the mobile menu links only to pages that exist', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    const hrefs = await menu.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThanOrEqual(4)
    for (const href of hrefs) {
      const { pathname } = new URL(href!, 'http://site.test')
      if (plannedFor(pathname)) continue
      expect((await fetchChecked(request, href!)).problem, href!).toBeNull()
    }
  })
})
