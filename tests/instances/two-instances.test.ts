/**
 * Many instances (ADR 0013): two `npm start` servers of one production build on one PostgreSQL
 * database, sharing pages, data and rate limits through the local Redis (REDIS_URL, a key prefix
 * of this run). A page B cached is a HIT on A's first request; a title published through A is
 * what B serves on its very next request; the form rate limit counts on both, by the socket's
 * address (forged forwarding headers change nothing). A runs the job queue (every 2 s here): a story
 * its schedule publishes is on /stories (and home, /link, the feed, the sitemap) of both at once, not
 * after the list's 10-minute lifetime.
 *
 * Needs the production build (npm test runs it after the 'Production build' stage), PostgreSQL on
 * 127.0.0.1:5432 and Redis on 127.0.0.1:6379. Ports: INSTANCES_PORT and the next one (3760, 3761).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { paragraphDoc } from '../fixtures/lexical'

import {
  ADMIN,
  checkPrerequisites,
  cleanUp,
  createRunDatabase,
  type Instance,
  newRun,
  type Run,
  queueScheduledPublish,
  startInstance,
} from './support'

const PORT = Number(process.env.INSTANCES_PORT ?? 3760)

type Story = { id: number; slug: string; title: string }

/** Every request gives up after 20 s, so a stuck server fails a test instead of the stage's time limit. */
function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
}

let run: Run | undefined
let a: Instance
let b: Instance

type Page = { status: number; cache: string | null; cacheControl: string | null; text: string }

async function get(instance: Instance, path: string): Promise<Page> {
  const response = await call(instance.url + path)
  const { headers } = response
  return {
    status: response.status,
    cache: headers.get('x-nextjs-cache'),
    cacheControl: headers.get('cache-control'),
    text: await response.text(),
  }
}

async function adminToken(instance: Instance): Promise<string> {
  const response = await call(`${instance.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`Login on ${instance.name} answered ${response.status}: ${await response.text()}`)
  return ((await response.json()) as { token: string }).token
}

async function newestStory(instance: Instance, token: string): Promise<Story> {
  const query = 'sort=-publishDate&limit=1&depth=0&where[_status][equals]=published'
  const response = await call(`${instance.url}/api/stories?${query}`, { headers: { Authorization: `JWT ${token}` } })
  const { docs } = (await response.json()) as { docs: Story[] }
  if (!docs[0]) throw new Error('The seeded database has no published story')
  return docs[0]
}

/** The HTML escapes of React (titles with quotes or ampersands). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

describe('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    await checkPrerequisites([PORT, PORT + 1, PORT + 2])
    run = newRun()
    await createRunDatabase(run)
    // A first: on the empty database it migrates and seeds; B then finds it ready.
    // A runs the job queue, as one instance of a real deployment does (docs/deploy.md).
    a = await startInstance(run, 'A', PORT, { JOBS_AUTORUN: 'true', JOBS_CRON: '*/2 * * * * *' })
    b = await startInstance(run, 'B', PORT + 1)
  }, 120_000)

  afterAll(async () => {
    if (!run) return
    const problems = await cleanUp(run)
    if (problems.length) throw new Error(`Clean-up left something behind:\n${problems.join('\n')}`)
  }, 30_000)

  function printLogsOnFailure(): void {
    onTestFailed(() => {
      for (const instance of [a, b]) {
        if (instance)
          console.log(`--- instance ${instance.name} (last lines) ---\n${instance.log.slice(-30).join('\n')}`)
      }
    })
  }

  it('a page cached by one instance is served from the shared cache by the other, with its lifetime', async () => {
    printLogsOnFailure()
    const { docs } = (await (await call(`${a.url}/api/stories?sort=-publishDate&limit=1&depth=0`)).json()) as {
      docs: Story[]
    }
    // A static route and one rendered on its first request (whose lifetime only the entry knows).
    for (const path of ['/about', `/${docs[0].slug}`]) {
      expect((await get(b, path)).status, path).toBe(200)
      const onB = await get(b, path)
      expect(onB.cache, path).toBe('HIT')
      expect(onB.cacheControl, path).toMatch(/s-maxage=\d+/)
      for (let i = 0; i < 2; i++) {
        const onA = await get(a, path)
        expect(onA.status, path).toBe(200)
        expect(onA.cache, `${path}: A never rendered it, only the shared cache has it`).toBe('HIT')
        expect(onA.cacheControl, `${path} answered by A as by B`).toBe(onB.cacheControl)
      }
    }
  })

  it('a title published through A is what B serves on its next request', async () => {
    printLogsOnFailure()
    const token = await adminToken(a)
    const story = await newestStory(a, token)
    const path = `/${story.slug}`

    // B renders and caches the story page and the lists that show the story.
    for (const page of [path, '/', '/stories']) {
      const before = await get(b, page)
      expect(before.status, page).toBe(200)
      expect(before.text, page).toContain(html(story.title))
      expect((await get(b, page)).cache, `${page} cached on B`).toBe('HIT')
    }

    const title = `Shared cache check ${run?.id}`
    const patched = await call(`${a.url}/api/stories/${story.id}`, {
      method: 'PATCH',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title }),
    })
    expect(patched.status, await patched.clone().text()).toBe(200)

    for (const page of [path, '/', '/stories']) {
      const after = await get(b, page)
      expect(after.status, page).toBe(200)
      expect(after.text, `${page} on B after the publish on A`).toContain(title)
      expect(after.text, `${page} on B after the publish on A`).not.toContain(html(story.title))
    }
    expect((await get(a, path)).text).toContain(title)
  })

  it('the form rate limit counts the attempts made on both instances, whatever address headers say', async () => {
    printLogsOnFailure()
    // The contact form allows 5 attempts per address in 10 minutes; the limit comes before
    // validation, so empty bodies count (and are answered 400 while allowed). Without
    // TRUSTED_PROXIES the address is the socket's (127.0.0.1 here): a different forged
    // X-Forwarded-For and X-Real-IP on every attempt changes nothing.
    let attempt = 0
    const post = (instance: Instance) => {
      attempt += 1
      return call(`${instance.url}/api/forms/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `203.0.113.${attempt}`,
          'X-Real-IP': `198.51.100.${attempt}`,
        },
        body: '{}',
      }).then((response) => response.status)
    }
    const statuses = []
    for (const instance of [a, b, a, b, a]) statuses.push(await post(instance))
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    expect(await post(b), 'the sixth attempt, counted over both instances').toBe(429)
  })

  it('a story the schedule publishes on A is on /stories and every page that lists it, on both instances, at once', async () => {
    printLogsOnFailure()
    const token = await adminToken(a)
    for (const instance of [a, b]) {
      await get(instance, '/stories')
      expect((await get(instance, '/stories')).cache, `/stories cached on ${instance.name}`).toBe('HIT')
    }
    const title = `Scheduled story ${run?.id}`
    const created = await call(`${a.url}/api/stories?draft=true`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        title,
        excerpt: 'Published by the schedule.',
        author: { name: 'Schedule Check' },
        publishDate: new Date().toISOString(),
        _status: 'draft',
        content: paragraphDoc('Hello.'),
      }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: Story }
    expect((await get(b, '/stories')).text).not.toContain(title)

    await queueScheduledPublish(run!, doc.id)

    // The job runs within 2 s; the list's own lifetime is 10 minutes.
    const deadline = Date.now() + 20_000
    const seen = new Set<string>()
    while (seen.size < 2 && Date.now() < deadline) {
      for (const instance of [a, b]) {
        if ((await get(instance, '/stories')).text.includes(title)) seen.add(instance.name)
      }
      if (seen.size < 2) await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect([...seen].sort(), 'instances whose /stories shows the scheduled story').toEqual(['A', 'B'])
    // Every other page that shows it, as after a publish in the admin.
    expect((await get(b, `/${doc.slug}`)).status).toBe(200)
    for (const page of ['/', '/link', '/feed.xml']) expect((await get(b, page)).text, page).toContain(title)
    expect((await get(b, '/sitemap.xml')).text).toContain(`/${doc.slug}</loc>`)
  })

  it('the admin opened at another host than SITE_URL is sent there', async () => {
    printLogsOnFailure()
    // SITE_URL is http://localhost:3000 for both; they are reached at 127.0.0.1:<port>.
    const response = await call(`${a.url}/admin/collections/stories?limit=10`, { redirect: 'manual' })
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe('http://localhost:3000/admin/collections/stories?limit=10')
    // The site and the API are served at any host.
    expect((await call(`${a.url}/api/health`)).status).toBe(200)
  })

  // Last: C shares the cache, and pages it renders carry its https address.
  it('an instance whose SITE_URL is https sends HSTS and upgrade-insecure-requests, and Secure session cookies', async () => {
    printLogsOnFailure()
    expect(a.url.startsWith('http://')).toBe(true)
    expect((await call(`${a.url}/about`)).headers.get('strict-transport-security'), 'http site: no HSTS').toBeNull()

    const c = await startInstance(run!, 'C', PORT + 2, { SITE_URL: 'https://vanlife.example' })
    for (const path of ['/about', '/api/health', '/no-such-page-here']) {
      const { headers } = await call(`${c.url}${path}`)
      expect(headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{8,}; includeSubDomains$/)
      const policy = headers.get('content-security-policy') ?? ''
      expect(policy, path).toMatch(/; upgrade-insecure-requests$/)
      expect(policy, path).toContain("object-src 'none'")
    }
    const login = await call(`${c.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/-token=/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  }, 80_000)
})
