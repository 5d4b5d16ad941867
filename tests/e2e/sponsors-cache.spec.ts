/**
 * The sponsor pages are served from the route cache and refreshed at once when staff save the
 * page's global, a testimonial or a video's captions (issue 11 point 1, ADR 0011). Runs in the
 * `cache` project, after the other specs (it changes what they read), and puts everything back.
 */
import { expect, test } from '@playwright/test'

import { adminToken, okText } from './support'

test.describe.configure({ mode: 'serial' })

test('the sponsor pages are cached and say so', async ({ request }) => {
  for (const path of ['/about-vunked', '/about-trelino']) {
    await request.get(path)
    const second = await request.get(path)
    expect(second.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT')
  }
})

test('saving the sponsor global shows on the page at once', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const global = await request.get('/api/globals/sponsor-vunked', { headers: auth, params: { depth: '0' } })
  const { cta } = (await global.json()) as { cta: { heading: string; description: string; button: unknown } }
  const marker = `Saved at ${Date.now().toString(36)}`
  await okText(request, '/about-vunked')
  expect(await okText(request, '/about-vunked')).not.toContain(marker)

  const saved = await request.post('/api/globals/sponsor-vunked', {
    headers: auth,
    data: { cta: { ...cta, description: marker } },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  try {
    expect(await okText(request, '/about-vunked')).toContain(marker)
  } finally {
    const restored = await request.post('/api/globals/sponsor-vunked', { headers: auth, data: { cta } })
    expect(restored.ok()).toBe(true)
  }
  expect(await okText(request, '/about-vunked')).not.toContain(marker)
})

test('a new testimonial shows on its page at once, and leaves it when deleted', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const name = `Cache Check ${Date.now().toString(36)}`
  await okText(request, '/about-trelino')
  const created = await request.post('/api/testimonials', {
    headers: auth,
    data: { name, title: 'Norway · May 2026', quote: 'Still no smell after a long summer.', categories: ['trelino'] },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number; stars: number } }
  try {
    // Stars default to 5, and the newest of the best rated comes first.
    expect(doc.stars).toBe(5)
    expect(await okText(request, '/about-trelino')).toContain(name)
    expect(await okText(request, '/about-vunked')).not.toContain(name)
  } finally {
    await request.delete(`/api/testimonials/${doc.id}`, { headers: auth })
  }
  expect(await okText(request, '/about-trelino')).not.toContain(name)
})

test("editing a video's captions refreshes its captions file at once", async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const html = await okText(request, '/about-vunked')
  const src = /<track[^>]+src="(\/videos\/(\d+)\/captions\.vtt)"/.exec(html)
  expect(src, 'the features video has captions').not.toBeNull()
  const [, path, id] = src!
  const before = await okText(request, path)
  expect((await request.get(path)).headers()['x-nextjs-cache']).toBe('HIT')
  const marker = `[Cache check ${Date.now().toString(36)}]`
  const patched = await request.patch(`/api/videos/${id}`, {
    headers: auth,
    data: { captions: `WEBVTT\n\n00:00.000 --> 00:02.000\n${marker}\n` },
  })
  expect(patched.status(), await patched.text()).toBe(200)
  try {
    expect(await okText(request, path)).toContain(marker)
  } finally {
    await request.patch(`/api/videos/${id}`, { headers: auth, data: { captions: before } })
  }
  expect(await okText(request, path)).toBe(before)
})
