/**
 * Outages stay harmless (issue 24, point 5): two `npm start` instances on a PostgreSQL server and
 * a Redis of this test's own (tests/instances/own-servers.ts; the machine's shared ones are never
 * touched), under a steady load of page views and story submissions sent to both directly (no
 * nginx: what the app itself answers, with no cached copy or retry in front). PostgreSQL is
 * restarted, then Redis is stopped for a while and started again, empty. Throughout: pages 200;
 * forms 200, or 503 with Retry-After; never a 500 or another status, never a reset (but for a few
 * pages in one case: MAX_EXCUSED_PAGES). Afterwards
 * both instances, never restarted, take submissions again and use Redis again, and every
 * acknowledged submission is in the database.
 *
 * Needs the production build, PostgreSQL's server programs (Debian's pg_createcluster as root, or
 * initdb and pg_ctl) and redis-server. Ports: OUTAGES_PORT and the next one (3745, 3746) for the
 * instances, OUTAGES_POSTGRES_PORT (5441) and OUTAGES_REDIS_PORT (6391) for the test's own servers.
 */
import { createClient } from '@redis/client'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { type OwnPostgres, type OwnRedis, startOwnPostgres, startOwnRedis } from './own-servers'
import {
  checkPrerequisites,
  cleanUp,
  createRunDatabase,
  type Instance,
  INSTANCE_START_MS,
  newRun,
  type Run,
  startInstance,
  waitReady,
  loadUntilStopped,
} from './support'

const PORT = Number(process.env.OUTAGES_PORT ?? 3745)
const POSTGRES_PORT = Number(process.env.OUTAGES_POSTGRES_PORT ?? 5441)
const REDIS_PORT = Number(process.env.OUTAGES_REDIS_PORT ?? 6391)
/** How long Redis stays away. */
const REDIS_DOWN_MS = 8_000
/**
 * Pages that may answer 500 while PostgreSQL restarts on an instance whose Redis answered late then
 * (its event loop held over Redis's 1 s limit on a starved machine): it had to render them itself
 * with the database away (ADR 0026's error page). Two outages at once; a few are counted, not failed.
 */
const MAX_EXCUSED_PAGES = 10

let postgres: OwnPostgres | undefined
let redis: OwnRedis | undefined
let run: Run | undefined
const instances: Instance[] = []

type Phase = 'before' | 'postgres' | 'redis' | 'after'
/** What the test is doing while a request is sent (for the report). */
let phase: Phase = 'before'

type Outcome = {
  phase: Phase
  kind: 'page' | 'form'
  what: string
  instance: string
  status: number | null
  retryAfter?: string | null
  error?: string
}

let counter = 0
/** A client address of its own per request (the instances trust loopback's X-Forwarded-For): no rate limit. */
function clientAddress(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

async function request(
  kind: Outcome['kind'],
  what: string,
  instance: Instance,
  path: string,
  init: RequestInit = {},
): Promise<Outcome> {
  const sentIn = phase
  try {
    const response = await fetch(instance.url + path, {
      ...init,
      headers: { ...init.headers, 'X-Forwarded-For': clientAddress() },
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    return {
      phase: sentIn,
      kind,
      what,
      instance: instance.name,
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
    }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return {
      phase: sentIn,
      kind,
      what,
      instance: instance.name,
      status: null,
      error: cause?.code ?? (error as Error).message,
    }
  }
}

function postStory(instance: Instance, name: string): Promise<Outcome> {
  return request('form', name, instance, '/api/forms/story', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@outages.test`, location: 'Moab, Utah', instagram: '' }),
  })
}

/** What may be answered during an outage: pages 200; forms 200, or 503 saying when to try again. */
function acceptable(outcome: Outcome): boolean {
  if (outcome.kind === 'page') return outcome.status === 200
  return outcome.status === 200 || (outcome.status === 503 && Boolean(outcome.retryAfter))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let posts = 0
/** Until `stop()`: page views and story posts, to each instance in turn. */
function steadyLoad(pages: string[]) {
  let views = 0
  const page = {
    next: () => {
      views += 1
      return request('page', pages[views % pages.length], instances[views % 2], pages[views % pages.length])
    },
    pauseMs: 20,
  }
  const form = {
    next: () => {
      posts += 1
      return postStory(instances[posts % 2], `Outage${posts}`)
    },
    pauseMs: 40,
  }
  return loadUntilStopped<Outcome>([page, page, form, form])
}

/** Posts to `instance` until it stores a submission again (200); resolves with how long that took. */
async function untilFormsWork(instance: Instance, timeoutMs = 30_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    posts += 1
    if ((await postStory(instance, `Outage${posts}`)).status === 200) return Date.now() - started
    await sleep(50)
  }
  throw new Error(`${instance.name} took no submission within ${timeoutMs} ms of the outage's end`)
}

/** Keys under the run's prefix in the test's Redis. */
async function redisKeyCount(): Promise<number> {
  const client = createClient({ url: redis!.url, socket: { connectTimeout: 2_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return (await client.keys(`${run!.redisPrefix}*`)).length
  } finally {
    await client.close()
  }
}

/** Posts to `instance` (each time from a new address) until its rate limit writes to Redis again. */
async function untilRedisUsed(instance: Instance, timeoutMs = 30_000): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < timeoutMs) {
    const before = await redisKeyCount()
    posts += 1
    const outcome = await postStory(instance, `Outage${posts}`)
    if (outcome.status === 200 && (await redisKeyCount()) > before) return Date.now() - started
    await sleep(100)
  }
  throw new Error(`${instance.name} did not use Redis again within ${timeoutMs} ms of its return`)
}

describe('PostgreSQL restarted and Redis stopped under load on two instances', () => {
  beforeAll(
    async () => {
      postgres = await startOwnPostgres(POSTGRES_PORT, `vanlife_outages_${process.pid}`)
      redis = await startOwnRedis(REDIS_PORT)
      await checkPrerequisites([PORT, PORT + 1], redis.url)
      run = newRun({ postgresAdminUrl: postgres.adminUrl, redisUrl: redis.url })
      await createRunDatabase(run)
      const env = { TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'info' }
      // A migrates and seeds the empty database; B then finds it ready.
      instances.push(await startInstance(run, 'A', PORT, env))
      instances.push(await startInstance(run, 'B', PORT + 1, env))
    },
    2 * INSTANCE_START_MS + 60_000,
  )

  afterAll(async () => {
    const problems = run ? await cleanUp(run) : []
    await redis?.stop()
    await postgres?.remove()
    if (problems.length) throw new Error(`Clean-up left something behind:\n${problems.join('\n')}`)
  }, 60_000)

  it('keeps pages coming, answers forms 2xx or 503 with Retry-After, recovers, loses nothing', async () => {
    onTestFailed(() => {
      for (const instance of instances) {
        // The outage events first (a stack trace of a failed render takes many lines of the tail).
        const events = instance.log.filter((line) => /"event":"(redis_|database_)/.test(line))
        console.log(`--- instance ${instance.name}: Redis and database events ---\n${events.join('\n')}`)
        console.log(`--- instance ${instance.name} (last lines) ---\n${instance.log.slice(-40).join('\n')}`)
      }
    })
    const { docs } = (await (await fetch(`${instances[0].url}/api/stories?limit=1&depth=0`)).json()) as {
      docs: { slug: string }[]
    }
    const pages = ['/', '/stories', '/about', `/${docs[0].slug}`]
    // The pages in the shared cache, as on a live site.
    for (const instance of instances) {
      for (const page of pages) expect((await request('page', page, instance, page)).status, page).toBe(200)
    }
    const pids = instances.map((instance) => instance.child.pid)
    // Which outages each instance saw, and during what (for the report). A Redis read that took
    // over its 1 s limit while Redis was up (a machine so short of CPU that Redis itself answered
    // late) is a second outage the test did not make: see `excused` below.
    const seen: string[] = []
    const slowRedis = new Set<string>()
    for (const instance of instances) {
      instance.child.stdout?.on('data', (chunk: Buffer) => {
        const text = chunk.toString()
        for (const match of text.matchAll(/"event":"(redis_\w+|database_\w+)"(,"error":"Redis did not answer)?/g)) {
          seen.push(`${instance.name} ${phase}: ${match[1]}${match[2] ? ' (Redis answered late)' : ''}`)
          if (match[2] && phase === 'postgres') slowRedis.add(instance.name)
        }
      })
    }

    const load = steadyLoad(pages)
    await sleep(1_000)

    // PostgreSQL: a fast restart (every connection ended), as an upgrade or a failover does.
    phase = 'postgres'
    const restartStarted = Date.now()
    await postgres!.restart()
    const databaseBack = Date.now()
    const formsBack = await Promise.all(instances.map((instance) => untilFormsWork(instance)))
    await Promise.all(instances.map((instance) => waitReady(instance, 30_000)))
    console.info(
      `PostgreSQL restart: down ${databaseBack - restartStarted} ms; forms stored again ${formsBack.join(' / ')} ms after`,
    )

    // Redis: away for a while, then back empty.
    phase = 'redis'
    await redis!.stop()
    await sleep(REDIS_DOWN_MS)
    await redis!.start()
    const redisBack = await Promise.all(instances.map((instance) => untilRedisUsed(instance)))
    console.info(`Redis stopped ${REDIS_DOWN_MS} ms; used again ${redisBack.join(' / ')} ms after its return`)

    phase = 'after'
    await sleep(1_000)
    const outcomes = await load.stop()
    // A page the instance had to render itself because Redis answered late, while the database was
    // away: the error page (500, never cached, ADR 0026). Two outages at once; counted, not failed.
    // Only while PostgreSQL restarts, only on an instance that logged the late answer, and a few
    // at most: anything else (a page 500 with Redis answering, or many) fails the test.
    const excused = (outcome: Outcome) =>
      outcome.kind === 'page' &&
      outcome.status === 500 &&
      outcome.phase === 'postgres' &&
      slowRedis.has(outcome.instance)
    const doubled = outcomes.filter(excused)
    expect(
      doubled.length,
      'pages answered 500 during the restart on an instance whose Redis answered late',
    ).toBeLessThanOrEqual(MAX_EXCUSED_PAGES)
    const wrong = outcomes.filter((outcome) => !acceptable(outcome) && !excused(outcome))
    if (doubled.length)
      console.warn(`${doubled.length} pages answered 500 on an instance whose Redis answered late during the restart`)
    for (const each of ['before', 'postgres', 'redis', 'after'] as const) {
      const sent = outcomes.filter((outcome) => outcome.phase === each)
      const forms = sent.filter((outcome) => outcome.kind === 'form')
      const refused = forms.filter((outcome) => outcome.status === 503).length
      console.info(`${each}: ${sent.length} requests, ${forms.length} form posts (${refused} answered 503)`)
    }
    console.info(`Outages: ${outcomes.length} requests, ${wrong.length} wrong; logged:\n${seen.join('\n')}`)
    expect(wrong.slice(0, 20)).toEqual([])
    expect(outcomes.filter((outcome) => outcome.kind === 'page').length).toBeGreaterThan(50)
    // Neither instance was restarted.
    for (const [index, instance] of instances.entries()) {
      expect(instance.child.exitCode, instance.name).toBeNull()
      expect(instance.child.pid).toBe(pids[index])
    }

    const db = new pg.Client({ connectionString: run!.databaseUrl })
    await db.connect()
    try {
      const stored = new Set(
        (await db.query<{ name: string }>("SELECT name FROM story_submissions WHERE name LIKE 'Outage%'")).rows.map(
          (row) => row.name,
        ),
      )
      const acknowledged = outcomes
        .filter((outcome) => outcome.kind === 'form' && outcome.status === 200)
        .map((outcome) => outcome.what)
      expect(acknowledged.length).toBeGreaterThan(20)
      expect(acknowledged.filter((name) => !stored.has(name))).toEqual([])
    } finally {
      await db.end()
    }
  }, 240_000)
})
