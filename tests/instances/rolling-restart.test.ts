/**
 * A rolling restart without a failed request (issue 24, point 4): two `npm start` instances behind
 * deploy/nginx.conf itself (scripts/lib/nginx.ts: both as upstream servers), a steady load of page
 * views (cached and not) and story submissions, each from its own client address. A is stopped
 * (SIGTERM: it drains, ADR 0028), started again, and once it is ready and nginx sends to it again,
 * B the same. Every request is answered as it should be (pages 200, forms 200: no reset, no 5xx),
 * each instance ended with every request answered (`cut: 0`), and every acknowledged submission
 * is in the database, once.
 *
 * Needs the production build, nginx, PostgreSQL (TEST_POSTGRES_URL, 127.0.0.1:5432) and Redis
 * (TEST_REDIS_URL, 127.0.0.1:6379). Ports: ROLLING_PORT and the next one (3740, 3741) for the
 * instances, ROLLING_NGINX_PORT (3770) for nginx.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import { findNginx, type LocalNginx, startLocalNginx } from '../../scripts/lib/nginx'
import {
  checkPrerequisites,
  cleanUp,
  createRunDatabase,
  type Instance,
  INSTANCE_START_MS,
  newRun,
  type Run,
  startInstance,
  stopInstance,
  waitReady,
  loadUntilStopped,
} from './support'

const PORT = Number(process.env.ROLLING_PORT ?? 3740)
const NGINX_PORT = Number(process.env.ROLLING_NGINX_PORT ?? 3770)
/** The instances trust nginx's X-Forwarded-For; nginx trusts this test's (the realip module). */
const INSTANCE_ENV = { TRUSTED_PROXIES: 'loopback' }

let run: Run | undefined
let nginx: LocalNginx | undefined
const instances: Instance[] = []

type Outcome = { kind: 'page' | 'form'; what: string; status: number | null; error?: string; upstream?: string }

let counter = 0
/** A client address of its own per request, so the forms' rate limit stays out of it. */
function clientAddress(): string {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

async function request(kind: Outcome['kind'], what: string, url: string, init: RequestInit = {}): Promise<Outcome> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { ...init.headers, 'X-Forwarded-For': clientAddress() },
      signal: AbortSignal.timeout(30_000),
    })
    await response.arrayBuffer()
    return { kind, what, status: response.status, upstream: response.headers.get('x-upstream-addr') ?? undefined }
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause
    return { kind, what, status: null, error: cause?.code ?? (error as Error).message }
  }
}

function postStory(name: string): Promise<Outcome> {
  return request('form', name, `${nginx!.origin}/api/forms/story`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@rolling.test`, location: 'Moab, Utah', instagram: '' }),
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Until `stop()`: page views (every other one a URL nginx has not cached, so the app answers it) and story posts. */
function steadyLoad(pages: string[]) {
  let views = 0
  let posts = 0
  const page = {
    next: () => {
      views += 1
      const path = pages[views % pages.length]
      const url = views % 2 ? `${path}${path.includes('?') ? '&' : '?'}view=${views}` : path
      return request('page', url, nginx!.origin + url)
    },
    pauseMs: 20,
  }
  const form = {
    next: () => {
      posts += 1
      return postStory(`Rolling${posts}`)
    },
    pauseMs: 40,
  }
  return loadUntilStopped<Outcome>([page, page, page, form, form])
}

/** Resolves once nginx passes requests to `instance` again (its failure time since the restart has passed). */
async function waitUntilNginxSendsTo(instance: Instance, timeoutMs = 30_000): Promise<void> {
  const address = new URL(instance.url).host
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const outcome = await request('page', '/api/health', `${nginx!.origin}/api/health`)
    if (outcome.status === 200 && outcome.upstream?.split(', ').at(-1) === address) return
    await sleep(100)
  }
  throw new Error(`nginx sent nothing to ${instance.name} (${address}) within ${timeoutMs} ms of it being ready`)
}

describe('a rolling restart of two instances behind nginx', () => {
  beforeAll(
    async () => {
      if (!findNginx()) throw new Error('nginx is not installed (Debian: apt-get install nginx).')
      await checkPrerequisites([PORT, PORT + 1, NGINX_PORT])
      run = newRun()
      await createRunDatabase(run)
      // A migrates and seeds the empty database; B then finds it ready.
      instances.push(await startInstance(run, 'A', PORT, INSTANCE_ENV))
      instances.push(await startInstance(run, 'B', PORT + 1, INSTANCE_ENV))
      nginx = await startLocalNginx({
        listenPort: NGINX_PORT,
        upstreamPorts: [PORT, PORT + 1],
        realIpFrom: '127.0.0.1',
        upstreamHeader: true,
        workers: 1,
      })
    },
    2 * INSTANCE_START_MS + 30_000,
  )

  afterAll(async () => {
    const errorLog = nginx ? path.join(nginx.prefix, 'error.log') : null
    if (errorLog && fs.existsSync(errorLog)) {
      const lines = fs.readFileSync(errorLog, 'utf8').split('\n')
      const refused = lines.filter((line) => line.includes('Connection refused')).length
      console.info(`nginx: ${refused} refused connections passed on (error.log: ${lines.length - 1} lines)`)
    }
    await nginx?.stop()
    if (!run) return
    const problems = await cleanUp(run)
    if (problems.length) throw new Error(`Clean-up left something behind:\n${problems.join('\n')}`)
  }, 60_000)

  it('answers every page view and form post, and stores every acknowledged submission', async () => {
    onTestFailed(() => {
      for (const instance of run?.instances ?? [])
        console.log(`--- instance ${instance.name} (last lines) ---\n${instance.log.slice(-30).join('\n')}`)
    })
    const { docs } = (await (await fetch(`${instances[0].url}/api/stories?limit=1&depth=0`)).json()) as {
      docs: { slug: string }[]
    }
    const pages = ['/', '/stories', '/about', `/${docs[0].slug}`]
    // Each page once, so the load starts on a warm site, as a restart of a live one does.
    for (const page of pages) expect((await request('page', page, nginx!.origin + page)).status, page).toBe(200)

    const load = steadyLoad(pages)
    const drained: string[] = []
    const during: number[] = []
    for (const [index, name] of ['A', 'B'].entries()) {
      const old = instances[index]
      const before = load.outcomes.length
      const started = Date.now()
      expect(await stopInstance(old), `${name} ends with 0 after SIGTERM`).toBe(0)
      drained.push(old.log.find((line) => line.includes('"event":"server_drained"')) ?? `${name}: no server_drained`)
      const restarted = await startInstance(run!, `${name}2`, PORT + index, INSTANCE_ENV)
      await waitReady(restarted)
      await waitUntilNginxSendsTo(restarted)
      instances[index] = restarted
      during.push(load.outcomes.length - before)
      console.info(`${name} restarted in ${Date.now() - started} ms, ${during.at(-1)} requests meanwhile`)
    }
    // A moment on both again, then the load ends (every request in flight gets its answer).
    await sleep(1_000)
    const outcomes = await load.stop()

    const failed = outcomes.filter((outcome) => outcome.status !== 200)
    const forms = outcomes.filter((outcome) => outcome.kind === 'form')
    console.info(`Rolling restart: ${outcomes.length} requests (${forms.length} form posts), ${failed.length} failed`)
    expect(failed.slice(0, 20)).toEqual([])
    // The load really ran through both restarts.
    for (const count of during) expect(count).toBeGreaterThan(20)
    expect(forms.length).toBeGreaterThan(20)
    for (const line of drained) expect(JSON.parse(line)).toMatchObject({ event: 'server_drained', cut: 0 })

    const db = new pg.Client({ connectionString: run!.databaseUrl })
    await db.connect()
    try {
      const stored = (
        await db.query<{ name: string }>("SELECT name FROM story_submissions WHERE name LIKE 'Rolling%'")
      ).rows.map((row) => row.name)
      const acknowledged = forms.filter((outcome) => outcome.status === 200).map((outcome) => outcome.what)
      expect(stored.sort()).toEqual(acknowledged.sort())
    } finally {
      await db.end()
    }
  }, 240_000)
})
