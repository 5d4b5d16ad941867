/**
 * The render model (ADR 0011): public pages come from Next's route cache with a Cache-Control a
 * CDN may keep, private routes never do, and a publish, a rename or an unpublish shows on the
 * next request of every page that lists the post. Runs in its own project after the others
 * (playwright.config.ts): it changes the newest story, which other specs read.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'

import { adminToken, withoutIds } from './support'

const PUBLIC_PAGES = [
  '/',
  '/night-shifts-to-open-roads',
  '/how-much-solar-do-you-need',
  '/stories',
  // /stories?page=N: search-paging.spec.ts (the demo's 13 stories are one page, list-layout.ts).
  '/stories?type=solo',
  '/vanlife',
  '/articles',
  '/about',
  '/link',
  '/contact',
  '/share-your-story',
  '/shop',
  '/shop/vanlife-voices-hoodie',
  // The newsletter's email links: the same cached page whatever the token.
  '/newsletter/confirm?token=e2e',
  '/newsletter/unsubscribe?token=e2e',
  '/newsletter/confirm/done',
]

test.describe.configure({ mode: 'serial' })

test('public pages are cached and say so; private routes are not', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const first = await request.get(path)
    expect(first.status(), path).toBe(200)
    const second = await request.get(path)
    expect(second.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT')
    // No Critical-CH (Payload's admin theme hint): Chromium would ask for every first page twice.
    expect(second.headers()['critical-ch'], path).toBeUndefined()
    // Rendered in place: no streamed <Suspense> boundary (skeletons swapped in by a script) in the cache.
    expect(await second.text(), path).not.toMatch(/<template id="B:|hidden id="S:/)
  }
  const preview = await request.get('/api/preview?collection=stories&slug=x', { maxRedirects: 0 })
  expect(preview.headers()['cache-control']).toMatch(/no-store/)
  const form = await request.post('/api/forms/contact', { data: {} })
  expect(form.headers()['cache-control']).toMatch(/no-store/)
})

test("images are made once: pages link the sizes Payload wrote, served as files with a day's Cache-Control", async ({
  request,
}) => {
  const html = await (await request.get('/night-shifts-to-open-roads')).text()
  expect(html, 'no image goes through the optimizer').not.toContain('/_next/image')
  const srcset = /<img[^>]*\ssrcSet="([^"]+)"/i.exec(html)?.[1]
  expect(srcset, "the hero's srcset").toBeTruthy()
  const candidates = srcset!.split(', ').map((candidate) => candidate.split(' '))
  expect(candidates.length).toBeGreaterThan(1)
  for (const [url, width] of candidates) {
    expect(url).toMatch(/^\/api\/media\/file\/[^?]+$/)
    expect(width).toMatch(/^\d+w$/)
    const file = await request.get(url)
    expect(file.status(), url).toBe(200)
    expect(file.headers()['content-type']).toMatch(/^image\//)
    expect(file.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
  }
  // The same for a member: the file is everyone's.
  const member = await request.get(candidates[0][0], { headers: { cookie: 'payload-token=not-a-session' } })
  expect(member.headers()['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800')
  // Nothing encodes on request.
  const optimizer = await request.get(`/_next/image?url=${encodeURIComponent(candidates[0][0])}&w=640&q=75`)
  expect(optimizer.status()).toBe(404)
})

type Story = Record<string, unknown> & { id: number; slug: string; title: string }

async function newestStory(request: APIRequestContext, token: string): Promise<Story> {
  const response = await request.get('/api/stories', {
    headers: { Authorization: `JWT ${token}` },
    params: { sort: '-publishDate', limit: '1', depth: '0', 'where[_status][equals]': 'published' },
  })
  return ((await response.json()) as { docs: Story[] }).docs[0]
}

async function pageText(request: APIRequestContext, path: string): Promise<{ status: number; text: string }> {
  const response = await request.get(path)
  return { status: response.status(), text: await response.text() }
}

test('publish, rename and unpublish show on the next request everywhere', async ({ request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const template = await newestStory(request, token)
  const tag = Math.random().toString(36).slice(2, 8)
  const slug = `cache-check-${tag}`
  const title = `Cache check ${tag}`
  // Warm the caches first, so that what follows proves they were refreshed.
  for (const path of ['/', '/stories', '/link', '/feed.xml', '/sitemap.xml']) await request.get(path)

  const fields = withoutIds(template) as Record<string, unknown>
  const created = await request.post('/api/stories', {
    headers: auth,
    data: { ...fields, slug, title, publishDate: new Date().toISOString(), _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: Story }

  try {
    for (const path of ['/', '/stories', `/${slug}`, '/link', '/feed.xml']) {
      expect((await pageText(request, path)).text, `${path} after publish`).toContain(title)
    }
    expect((await pageText(request, '/sitemap.xml')).text).toContain(`/${slug}`)

    const renamed = `Renamed check ${tag}`
    const patched = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { title: renamed } })
    expect(patched.ok()).toBe(true)
    for (const path of ['/', '/stories', `/${slug}`, '/link', '/feed.xml']) {
      const { text } = await pageText(request, path)
      expect(text, `${path} after rename`).toContain(renamed)
      expect(text, `${path} after rename`).not.toContain(title)
    }

    const unpublished = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { _status: 'draft' } })
    expect(unpublished.ok()).toBe(true)
    for (const path of ['/', '/stories', '/link', '/feed.xml']) {
      expect((await pageText(request, path)).text, `${path} after unpublish`).not.toContain(renamed)
    }
    expect((await pageText(request, `/${slug}`)).status).toBe(404)
    expect((await pageText(request, '/sitemap.xml')).text).not.toContain(`/${slug}`)
  } finally {
    await request.delete(`/api/stories/${doc.id}`, { headers: auth })
  }
})

test('unknown slugs and bad pages still answer 404', async ({ request }) => {
  expect((await request.get('/no-such-post-anywhere')).status()).toBe(404)
  expect((await request.get('/stories?page=0')).status()).toBe(404)
  expect((await request.get('/stories?page=999')).status()).toBe(404)
  expect((await request.get('/articles?page=abc')).status()).toBe(404)
})
