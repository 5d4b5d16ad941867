/**
 * /vanlife and the lists by kind are served from the route cache and refreshed at once (issue 11
 * point 3): when staff save the page's text, and when a story is published, changed or
 * unpublished. Runs in the cache project, after the specs that read the demo content.
 */
import { type APIRequestContext, expect, test } from '@playwright/test'

import { paragraphDoc } from '../fixtures/lexical'

import { adminToken, okText } from './support'

test.describe.configure({ mode: 'serial' })

/** Warms the cache: the second request must be a cache hit. */
async function warm(request: APIRequestContext, path: string): Promise<void> {
  await request.get(path)
  expect((await request.get(path)).headers()['x-nextjs-cache'], path).toBe('HIT')
}

test('saving the page’s text shows on /vanlife at once', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const before = (await (await request.get('/api/globals/vanlife-page', { headers: auth })).json()) as {
    heading: string
  }
  const heading = `What is vanlife, really? ${Math.random().toString(36).slice(2, 8)}`
  await warm(request, '/vanlife')
  const saved = await request.post('/api/globals/vanlife-page', { headers: auth, data: { heading } })
  expect(saved.ok(), await saved.text()).toBe(true)
  try {
    expect(await okText(request, '/vanlife')).toContain(heading)
  } finally {
    await request.post('/api/globals/vanlife-page', { headers: auth, data: { heading: before.heading } })
  }
  expect(await okText(request, '/vanlife')).not.toContain(heading)
})

test('publishing, renaming and unpublishing a story shows on /vanlife and its list at once', async ({ request }) => {
  const token = await adminToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const tag = Math.random().toString(36).slice(2, 8)
  const title = `Kind check ${tag}`
  const image = (await (
    await request.get('/api/media', { headers: auth, params: { limit: '1', depth: '0' } })
  ).json()) as { docs: { id: number }[] }
  const pages = ['/vanlife', '/stories?type=org']
  for (const path of pages) await warm(request, path)

  const created = await request.post('/api/stories', {
    headers: auth,
    data: {
      title,
      slug: `kind-check-${tag}`,
      excerpt: 'An organisation that works from the road.',
      featuredImage: image.docs[0].id,
      content: paragraphDoc('A body.'),
      author: { name: 'Kind Check' },
      vanlifeType: 'org',
      rigType: 'van',
      publishDate: new Date(Date.now() + 60_000).toISOString(),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  try {
    for (const path of pages) expect(await okText(request, path), `${path} after publish`).toContain(title)
    expect(await okText(request, '/stories?type=solo')).not.toContain(title)

    const renamed = `Renamed kind check ${tag}`
    const patched = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { title: renamed } })
    expect(patched.ok()).toBe(true)
    for (const path of pages) expect(await okText(request, path), `${path} after rename`).toContain(renamed)

    const unpublished = await request.patch(`/api/stories/${doc.id}`, { headers: auth, data: { _status: 'draft' } })
    expect(unpublished.ok()).toBe(true)
    for (const path of pages) expect(await okText(request, path), `${path} after unpublish`).not.toContain(renamed)
  } finally {
    await request.delete(`/api/stories/${doc.id}`, { headers: auth })
  }
})
