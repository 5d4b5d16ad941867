/**
 * No page is cached from a failed read (issue 22 point 1, ADR 0026). Two `npm start` servers of
 * the production build on one throwaway PostgreSQL database reached through a proxy this test
 * can cut (the shared PostgreSQL server itself is never stopped): one keeps its pages in Redis
 * (REDIS_URL, as several instances do), the other in Next's own memory cache (no REDIS_URL).
 *
 * For each: during the outage, pages never asked for before (a post, /, /stories, the feed) and
 * pages a staff save has just expired are answered with the error page, 500 and never `public`
 * (before: the post was a cached 404 and the lists were cached empty, `public`); once the
 * database answers again, no page served is the fallback: the post is there, / and /stories list
 * their stories, and what is cached then is the real page. And the load balancer's view of it:
 * /api/health/ready answers 503 while the database is cut and 200 again after, while
 * /api/health/live stays 200 throughout (the process is fine).
 *
 * Needs the production build, PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
 * Ports: FAILED_READ_PORT and the next one (3765, 3766).
 */
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { type CuttableProxy, startCuttableProxy } from './cuttable-proxy'
import {
  ADMIN,
  checkPrerequisites,
  cleanUp,
  createRunDatabase,
  type Instance,
  INSTANCE_START_MS,
  newRun,
  type Run,
  startInstance,
} from './support'

const PORT = Number(process.env.FAILED_READ_PORT ?? 3765)

type Story = { id: number; slug: string; title: string }
type Page = { path: string; status: number; cache: string | null; cacheControl: string | null; text: string }

let run: Run | undefined
let proxy: CuttableProxy | undefined
const instances: Record<'redis' | 'memory', Instance | undefined> = { redis: undefined, memory: undefined }

function call(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { ...init, signal: AbortSignal.timeout(20_000) })
}

async function get(instance: Instance, path: string): Promise<Page> {
  const response = await call(instance.url + path)
  const { headers } = response
  return {
    path,
    status: response.status,
    cache: headers.get('x-nextjs-cache'),
    cacheControl: headers.get('cache-control'),
    text: await response.text(),
  }
}

/** The HTML escapes of React (titles with quotes or ampersands). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;')

async function adminToken(instance: Instance): Promise<string> {
  const response = await call(`${instance.url}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!response.ok) throw new Error(`Login on ${instance.name} answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

async function newestStory(instance: Instance): Promise<Story> {
  const query = 'sort=-publishDate&limit=1&depth=0&where[_status][equals]=published'
  const { docs } = (await (await call(`${instance.url}/api/stories?${query}`)).json()) as { docs: Story[] }
  if (!docs[0]) throw new Error('The seeded database has no published story')
  return docs[0]
}

/**
 * The failed render's answer: the error page, kept by no cache (Next, nginx, a CDN). A page says
 * `private, no-store`; a route handler (the feed) says nothing, and a 500 without Cache-Control is
 * not stored either (not heuristically cacheable, RFC 9111 §4.2.2).
 */
function expectErrorAnswer(page: Page): void {
  const route = page.path.endsWith('.xml')
  expect(page.status, `${page.path} during the outage`).toBe(500)
  expect(page.cacheControl ?? 'none', `${page.path} during the outage`).toMatch(
    route ? /^none$/ : /^private, no-cache, no-store/,
  )
  expect(page.cache, `${page.path} during the outage: not from the route cache`).toBeNull()
  // No error details (they are in the server log).
  expect(page.text, page.path).not.toMatch(/Could not read|Connection terminated|ECONNRESET|at async /)
}

/** The fallback a failed read used to give: the post a 404, the lists without their stories. */
function expectNotFallback(page: Page, story: Story): void {
  expect(page.status, `${page.path}: never a 404 or an error page once the database answers`).toBe(200)
  expect(page.text, `${page.path} lists its stories`).toContain(html(story.title))
  expect(page.text, page.path).not.toContain('No Stories Yet')
}

describe('a read that fails during a PostgreSQL outage is never cached', () => {
  beforeAll(
    async () => {
      await checkPrerequisites([PORT, PORT + 1])
      run = newRun()
      await createRunDatabase(run)
      const database = new URL(run.databaseUrl)
      proxy = await startCuttableProxy({ host: database.hostname, port: Number(database.port || 5432) })
      database.host = `127.0.0.1:${proxy.port}`
      run.databaseUrl = database.toString()
      // The first migrates and seeds the empty database; the second finds it ready.
      instances.redis = await startInstance(run, 'redis', PORT)
      instances.memory = await startInstance(run, 'memory', PORT + 1, { REDIS_URL: undefined })
    },
    2 * INSTANCE_START_MS + 30_000,
  )

  afterAll(async () => {
    proxy?.restore()
    const problems = run ? await cleanUp(run) : []
    await proxy?.close()
    if (problems.length) throw new Error(`Clean-up left something behind:\n${problems.join('\n')}`)
  }, 30_000)

  function printLogsOnFailure(instance: Instance): void {
    onTestFailed(() => {
      console.log(`--- instance ${instance.name} (last lines) ---\n${instance.log.slice(-40).join('\n')}`)
    })
  }

  /** Runs `during` with the database unreachable, then restores it whatever happened. */
  async function withOutage<T>(during: () => Promise<T>): Promise<T> {
    proxy!.cut()
    try {
      return await during()
    } finally {
      proxy!.restore()
    }
  }

  it('readiness fails while the database is cut and recovers after; liveness stays 200', async () => {
    const instance = instances.redis!
    printLogsOnFailure(instance)
    const health = async (which: 'ready' | 'live') => {
      const page = await get(instance, `/api/health/${which}`)
      return { status: page.status, cacheControl: page.cacheControl, body: JSON.parse(page.text) as unknown }
    }
    expect(await health('ready')).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready' } })
    expect((await health('live')).status).toBe(200)

    const during = await withOutage(async () => ({ ready: await health('ready'), live: await health('live') }))
    expect(during.ready).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'unavailable', reason: 'database' },
    })
    expect(during.live.status, 'the process itself is fine').toBe(200)

    // Once the database answers again (the pool reconnects on the next query), ready again.
    let after = await health('ready')
    for (let tries = 0; after.status !== 200 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      after = await health('ready')
    }
    expect(after).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ready' } })
    expect((await health('live')).status).toBe(200)
  }, 60_000)

  describe.each(['redis', 'memory'] as const)('pages cached in %s', (which) => {
    it('pages asked for the first time during the outage: the error page, then the real pages', async () => {
      const instance = instances[which]!
      printLogsOnFailure(instance)
      const story = await newestStory(instance)
      // The server has read from the database before (its Payload is up, the site settings cached).
      expect((await get(instance, '/about')).status).toBe(200)
      const paths = [`/${story.slug}`, '/', '/stories', '/feed.xml']

      const during = await withOutage(async () => {
        const pages: Page[] = []
        for (const path of paths) pages.push(await get(instance, path))
        return pages
      })
      for (const page of during) expectErrorAnswer(page)

      for (const path of paths.slice(0, 3)) {
        expectNotFallback(await get(instance, path), story)
        const cached = await get(instance, path)
        expectNotFallback(cached, story)
        expect(cached.cache, `${path} is cached once read`).toBe('HIT')
        expect(cached.cacheControl, path).toMatch(/^public, s-maxage=\d+/)
      }
      const feed = await get(instance, '/feed.xml')
      expect(feed.status).toBe(200)
      expect(feed.text, 'the feed lists the story').toContain(`/${story.slug}</link>`)
    }, 90_000)

    it('pages a staff save has just expired: never cached from the outage, renamed once it ends', async () => {
      const instance = instances[which]!
      printLogsOnFailure(instance)
      const story = await newestStory(instance)
      const paths = [`/${story.slug}`, '/', '/stories']
      for (const path of paths) {
        await get(instance, path)
        expect((await get(instance, path)).cache, `${path} cached before the save`).toBe('HIT')
      }
      const renamed = { ...story, title: `Renamed during an outage ${which} ${run?.id}` }
      const token = await adminToken(instance)
      const patched = await call(`${instance.url}/api/stories/${story.id}`, {
        method: 'PATCH',
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: renamed.title }),
      })
      expect(patched.status, await patched.clone().text()).toBe(200)

      const during = await withOutage(async () => {
        const pages: Page[] = []
        for (const path of paths) pages.push(await get(instance, path))
        return pages
      })
      for (const page of during) {
        // The last good page, or the error page: never a fallback, and never a failure sent public.
        if (page.status === 200) expectNotFallback(page, story)
        else expectErrorAnswer(page)
      }

      for (const path of paths) {
        const after = await get(instance, path)
        expectNotFallback(after, renamed)
        expect(after.text, path).not.toContain(html(story.title))
        expect((await get(instance, path)).cache, `${path} cached once read`).toBe('HIT')
      }
    }, 90_000)
  })
})
