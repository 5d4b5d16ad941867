/**
 * A drained shutdown (issue 22, point 8; ADR 0028): `npm start` of the production build on its own
 * PostgreSQL database, jobs running in the process, gets SIGTERM (sent to npm itself) in the middle
 * of a burst of story submissions. Every request the server received is answered (none reset mid-
 * answer): the ones still sending their body at SIGTERM get their 200; every 200 is a stored
 * submission with its team notification queued; nothing is stored that was not answered 200; the
 * server then ends (npm hands it the signal: no node process left, the port is free).
 *
 * Needs the production build, PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379.
 * Port: DRAIN_PORT (3300).
 */
import http from 'node:http'
import net from 'node:net'

import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'

import {
  checkPrerequisites,
  cleanUp,
  createRunDatabase,
  descendants,
  type Instance,
  newRun,
  type Run,
  startInstance,
} from './support'

const PORT = Number(process.env.DRAIN_PORT ?? 3300)

let run: Run | undefined
let server: Instance

type Outcome = { name: string; status: number | null; error?: string }

let counter = 0
/** A different client address per request (the server trusts loopback's X-Forwarded-For), so the rate limit stays out of it. */
const clientAddress = () => {
  counter += 1
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

function storyBody(name: string): string {
  return JSON.stringify({ name, email: `${name.toLowerCase()}@drain.test`, location: 'Moab, Utah', instagram: '' })
}

/**
 * POSTs a story over a connection of its own. With `holdBodyUntil`, the headers and half the
 * body go out at once and the rest only when that promise resolves: the request is in flight
 * (received, not yet answered) until then.
 */
function postStory(name: string, holdBodyUntil?: Promise<unknown>): Promise<Outcome> {
  const body = storyBody(name)
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/forms/story',
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': clientAddress(),
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ name, status: res.statusCode ?? null }))
        res.on('error', (error) => resolve({ name, status: null, error: (error as NodeJS.ErrnoException).code }))
      },
    )
    req.on('error', (error) => resolve({ name, status: null, error: (error as NodeJS.ErrnoException).code }))
    if (!holdBodyUntil) {
      req.end(body)
      return
    }
    const half = Math.floor(body.length / 2)
    req.write(body.slice(0, half))
    void holdBodyUntil.then(() => req.end(body.slice(half)))
  })
}

/** Posts one story after another until the server stops answering. */
async function keepPosting(prefix: string, until: () => boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (let i = 0; !until(); i += 1) {
    const outcome = await postStory(`${prefix}${i}`)
    outcomes.push(outcome)
    if (outcome.status === null) break
  }
  return outcomes
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('SIGTERM to npm start during a burst of form posts', () => {
  beforeAll(async () => {
    await checkPrerequisites([PORT])
    run = newRun()
    await createRunDatabase(run)
    server = await startInstance(
      run,
      'drained',
      PORT,
      { JOBS_AUTORUN: 'true', JOBS_CRON: '*/2 * * * * *', TRUSTED_PROXIES: 'loopback', LOG_LEVEL: 'info' },
      // The demo content is seeded first: minutes on a busy machine.
      { viaNpm: true, startTimeoutMs: 240_000 },
    )
  }, 300_000)

  afterAll(async () => {
    if (!run) return
    const problems = await cleanUp(run)
    if (problems.length) console.warn(`Clean-up left behind:\n${problems.join('\n')}`)
  })

  // Issue 22, point 9, on the real server: Next hands HEAD to the route's HEAD export.
  it('answers HEAD of a media file, an image size and a video like their GET, without the body', async () => {
    const db = new pg.Client({ connectionString: run!.databaseUrl })
    await db.connect()
    const files: string[] = []
    try {
      const image = (
        await db.query<{ filename: string }>('SELECT filename FROM media WHERE filename IS NOT NULL LIMIT 1')
      ).rows[0]
      const size = (
        await db.query<{ filename: string }>(
          'SELECT sizes_featured_filename AS filename FROM media WHERE sizes_featured_filename IS NOT NULL LIMIT 1',
        )
      ).rows[0]
      const video = (await db.query<{ filename: string }>('SELECT filename FROM videos LIMIT 1')).rows[0]
      files.push(`media/file/${image.filename}`, `media/file/${size.filename}`)
      if (video) files.push(`videos/file/${video.filename}`)
    } finally {
      await db.end()
    }
    for (const file of files) {
      const url = `${server.url}/api/${file}`
      const get = await fetch(url)
      const head = await fetch(url, { method: 'HEAD' })
      expect({ file, status: head.status }).toEqual({ file, status: 200 })
      expect(head.headers.get('content-type')).toBe(get.headers.get('content-type'))
      expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'))
      expect((await head.arrayBuffer()).byteLength).toBe(0)
      expect((await get.arrayBuffer()).byteLength).toBeGreaterThan(0)
    }
  })

  it('answers every request it received, stores exactly the acknowledged ones with their notification, and ends', async () => {
    onTestFailed(() => console.error(`Server log:\n${server.log.slice(-60).join('\n')}`))
    const npm = server.child
    const tree = descendants(npm.pid!)
    expect(tree.length).toBeGreaterThan(0)
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)))

    // Warm up the route (its first request compiles nothing, but loads the handler's modules).
    expect((await postStory('Warmup')).status).toBe(200)

    let stopped = false
    let release!: () => void
    const bodiesDone = new Promise<void>((resolve) => (release = resolve))
    const held = Array.from({ length: 5 }, (_, i) => postStory(`Held${i}`, bodiesDone))
    const bursts = Array.from({ length: 4 }, (_, i) => keepPosting(`Burst${i}n`, () => stopped))

    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const signalled = Date.now()
    npm.kill('SIGTERM')
    // The held requests finish sending their bodies after the signal.
    setTimeout(release, 500)
    setTimeout(() => (stopped = true), 3_000)

    const outcomes = [...(await Promise.all(held)), ...(await Promise.all(bursts)).flat()]
    const code = await exited
    const tookMs = Date.now() - signalled

    // Received before SIGTERM, still sending at it: answered, and stored.
    const heldOutcomes = outcomes.filter((outcome) => outcome.name.startsWith('Held'))
    expect(heldOutcomes.map((outcome) => outcome.status)).toEqual([200, 200, 200, 200, 200])

    const acknowledged = outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.name)
    const refused = outcomes.filter((outcome) => outcome.status !== 200)
    expect(acknowledged.length).toBeGreaterThan(5)
    console.info(`Drain: ${acknowledged.length} answered 200, ${refused.length} refused, stopped in ${tookMs} ms`)
    // After the stop began, only connections that were refused (or dropped before any request was
    // read: still in the listening socket's backlog); below, none of them was stored.
    for (const outcome of refused) {
      expect(outcome.status).toBeNull()
      expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']).toContain(outcome.error)
    }

    const db = new pg.Client({ connectionString: run!.databaseUrl })
    await db.connect()
    try {
      const stored = (await db.query<{ name: string }>('SELECT name FROM story_submissions')).rows.map((r) => r.name)
      const notified = (
        await db.query<{ subject: string }>("SELECT subject FROM emails WHERE kind = 'story-submission'")
      ).rows.map((r) => r.subject.replace('New story submission from ', ''))
      const sent = ['Warmup', ...acknowledged]
      expect(stored.sort()).toEqual([...sent].sort())
      expect(notified.sort()).toEqual([...sent].sort())
    } finally {
      await db.end()
    }

    // npm handed the signal to the server, which drained and ended: nothing left, port free.
    expect(code).toBe(0)
    expect(tookMs).toBeLessThan(15_000)
    expect(tree.filter(alive)).toEqual([])
    expect(await portIsFree(PORT)).toBe(true)
    const drained = server.log.find((line) => line.includes('"event":"server_drained"'))
    expect(drained && JSON.parse(drained)).toMatchObject({ event: 'server_drained', signal: 'SIGTERM', cut: 0 })
  })
})
