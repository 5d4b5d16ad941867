/**
 * Two app instances as production runs them: each started the way `npm start` starts (the
 * package.json script: scripts/start.ts migrates and seeds an empty database, then
 * scripts/serve.mjs serves with Next's request handler),
 * from the one production build in .next, on one throwaway PostgreSQL database and the local
 * Redis under a key prefix of this run (or a PostgreSQL server and a Redis the test brings:
 * newRun's `servers`, tests/instances/own-servers.ts). Everything is removed at the end, failed or not.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import type { Payload } from 'payload'
import pg from 'pg'

import { deleteKeysWithPrefix, type RedisClient } from '@/integrations/redis/client'

const ROOT = path.resolve(import.meta.dirname, '../..')

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
export const ADMIN = { email: 'admin@instances.test', password: 'instances-password-123' } as const
/** How long an instance may take to answer /api/health after its start. */
export const INSTANCE_START_MS = Number(process.env.INSTANCE_START_MS ?? 90_000)

export type Instance = { name: string; url: string; child: ChildProcess; log: string[] }

export type Run = {
  id: string
  database: string
  databaseUrl: string
  redisPrefix: string
  tmpDir: string
  instances: Instance[]
  /** The PostgreSQL server's admin URL (its `postgres` database) and Redis: the local ones unless a test brings its own. */
  postgresAdminUrl: string
  redisUrl: string
}

export function newRun(servers: { postgresAdminUrl?: string; redisUrl?: string } = {}): Run {
  const id = randomBytes(4).toString('hex')
  const database = `vanlife_redis_test_${id}`
  const postgresAdminUrl = servers.postgresAdminUrl ?? POSTGRES_ADMIN_URL
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${database}`
  return {
    id,
    database,
    databaseUrl: url.toString(),
    postgresAdminUrl,
    redisUrl: servers.redisUrl ?? REDIS_URL,
    redisPrefix: `vanlife-instances-${id}:`,
    tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vanlife-instances-')),
    instances: [],
  }
}

async function withPostgres<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

async function withRedis<T>(url: string, fn: (client: RedisClient) => Promise<T>): Promise<T> {
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: false } })
  client.on('error', () => undefined)
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.close()
  }
}

/** Fails with one clear line when something this test needs is missing. */
export async function checkPrerequisites(ports: number[], redisUrl = REDIS_URL): Promise<void> {
  if (!fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))) {
    throw new Error('No production build: run `npm run build` first (npm test does).')
  }
  await withRedis(redisUrl, (client) => client.ping()).catch((error: unknown) => {
    throw new Error(`Redis is not answering at ${redisUrl} (${(error as Error).message}): start it (redis-server).`)
  })
  for (const port of ports) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (!free) throw new Error(`Port ${port} is taken: set INSTANCES_PORT to a free pair of ports.`)
  }
}

export async function createRunDatabase(run: Run): Promise<void> {
  await withPostgres(run.postgresAdminUrl, (client) => client.query(`CREATE DATABASE "${run.database}"`)).catch(
    (error: unknown) => {
      throw new Error(`Cannot create a database on ${run.postgresAdminUrl}: ${(error as Error).message}`)
    },
  )
}

/**
 * The command of `npm start` (package.json: `NAME=value … exec node …`), run on this Node from the
 * project root: its variables (glibc's allocator settings) and node's arguments, with every
 * `${NAME:-default}` (the allocator settings, the heap size NODE_HEAP_MB) expanded as npm's shell would.
 */
function startCommand(): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }
  const expanded = pkg.scripts.start.replace(
    /\$\{(\w+):-([^}]*)\}/g,
    (_, name: string, fallback: string) => process.env[name] || fallback,
  )
  const words = expanded.split(/\s+/)
  const env: Record<string, string> = {}
  while (/^\w+=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=')
    env[name] = value.join('=')
  }
  const [exec, program, ...args] = words
  if (exec !== 'exec' || program !== 'node') throw new Error(`Unexpected start script: ${pkg.scripts.start}`)
  return { env, args }
}

/**
 * Starts one instance (with `env` over the shared settings) and resolves once it answers
 * /api/health. `viaNpm`: through `npm start` itself (npm runs the script on the project's Node),
 * so the child is npm, as under a process manager that starts `npm start`. `startTimeoutMs`: how
 * long it may take (90 s by default).
 */
export async function startInstance(
  run: Run,
  name: string,
  port: number,
  // A variable given as undefined is left out (e.g. REDIS_URL: an instance with Next's own memory cache).
  env: Record<string, string | undefined> = {},
  options: { viaNpm?: boolean; startTimeoutMs?: number } = {},
): Promise<Instance> {
  const url = `http://127.0.0.1:${port}`
  const command = options.viaNpm ? null : startCommand()
  const [program, args] = command ? [process.execPath, command.args] : ['npm', ['start']]
  const child = spawn(program, args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...command?.env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: run.databaseUrl,
      // Shared by both, as on real machines: one secret, one public origin, one media store.
      PAYLOAD_SECRET: `instances-${run.id}-secret-0123456789`,
      SITE_URL: 'http://localhost:3000',
      DATA_DIR: path.join(run.tmpDir, 'data'),
      MEDIA_DIR: path.join(run.tmpDir, 'media'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JOBS_AUTORUN: 'false',
      PAYLOAD_DB_PUSH: 'false',
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      REDIS_URL: run.redisUrl,
      REDIS_KEY_PREFIX: run.redisPrefix,
      ...env,
    },
  })
  const instance: Instance = { name, url, child, log: [] }
  run.instances.push(instance)
  const keep = (chunk: Buffer) => {
    instance.log.push(...chunk.toString().split('\n').filter(Boolean))
    if (instance.log.length > 200) instance.log.splice(0, instance.log.length - 200)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  // Measured: about 20 s for the first (migrations and seed on PostgreSQL), 5 s for the second; more
  // than 55 s once on a machine busy with a build beside it (INSTANCE_START_MS for a busier one).
  const deadline = Date.now() + (options.startTimeoutMs ?? INSTANCE_START_MS)
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return instance
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Instance ${name} did not start:\n${instance.log.slice(-40).join('\n')}`)
}

/** Process ids under `pid` (Linux /proc). */
export function descendants(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`
  if (!fs.existsSync(file)) return []
  const children = fs.readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  return children.flatMap((child) => [child, ...descendants(child)])
}

/**
 * SIGTERM (scripts/serve.mjs drains within 10 s and ends); SIGKILL to what is left after 15 s.
 * Resolves with the exit code (null when it had to be killed).
 */
export async function stopInstance(instance: Instance): Promise<number | null> {
  const { child } = instance
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return child.exitCode
  const tree = descendants(child.pid)
  const exited = new Promise<boolean>((resolve) => child.once('exit', () => resolve(true)))
  child.kill('SIGTERM')
  const inTime = await Promise.race([exited, new Promise<boolean>((r) => setTimeout(() => r(false), 15_000))])
  for (const pid of inTime ? tree : [child.pid, ...tree]) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  return inTime ? child.exitCode : null
}

/** Resolves once GET /api/health/ready answers 200 (database reachable, no pending migration, not stopping). */
export async function waitReady(instance: Instance, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) break
    try {
      if ((await fetch(`${instance.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) })).ok) return
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`Instance ${instance.name} is not ready:\n${instance.log.slice(-40).join('\n')}`)
}

/** Stops the instances, drops the database, deletes the run's Redis keys and files; never throws. */
export async function cleanUp(run: Run): Promise<string[]> {
  const problems: string[] = []
  await Promise.all(run.instances.map(stopInstance))
  await withPostgres(run.postgresAdminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS "${run.database}" WITH (FORCE)`),
  ).catch((error: unknown) => problems.push(`database ${run.database}: ${(error as Error).message}`))
  await withRedis(run.redisUrl, (client) => deleteKeysWithPrefix(client, run.redisPrefix)).catch((error: unknown) =>
    problems.push(`Redis keys ${run.redisPrefix}*: ${(error as Error).message}`),
  )
  fs.rmSync(run.tmpDir, { recursive: true, force: true })
  return problems
}

/**
 * Payload in this (the test's) process on the run's database, as a script would load it: for
 * queueing jobs through the local API (the jobs collection has no REST access). `env`: more
 * variables (SMTP_URL, say), read once: call this once per test file. Close it with closePayload.
 */
export async function openRunPayload(run: Run, env: Record<string, string> = {}): Promise<Payload> {
  Object.assign(process.env, {
    DATABASE_URL: run.databaseUrl,
    PAYLOAD_SECRET: `instances-${run.id}-secret-0123456789`,
    DATA_DIR: path.join(run.tmpDir, 'data'),
    MEDIA_DIR: path.join(run.tmpDir, 'media'),
    JOBS_AUTORUN: 'false',
    PAYLOAD_DB_PUSH: 'false',
    LOG_LEVEL: 'warn',
    ...env,
  })
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  return getPayload({ config, cron: false })
}

/**
 * Queues a scheduled publish of `storyId`, due now, as the admin's Schedule Publish does, through
 * Payload's local API on the run's database. The instance that runs jobs picks it up on its next tick.
 */
export async function queueScheduledPublish(run: Run, storyId: number): Promise<void> {
  const payload = await openRunPayload(run)
  const { closePayload } = await import('@/cms/close-payload')
  try {
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'stories', value: storyId } },
      waitUntil: new Date(),
    })
  } finally {
    await closePayload(payload)
  }
}

/**
 * A steady load until `stop()`: each loop calls its `next` again and again, pausing `pauseMs`
 * after each answer; every answer is kept in the order it came (the rolling-restart and outages
 * tests: page views and form posts).
 */
export function loadUntilStopped<T>(loops: Array<{ next: () => Promise<T>; pauseMs: number }>) {
  const outcomes: T[] = []
  let stopped = false
  const running = loops.map(async ({ next, pauseMs }) => {
    while (!stopped) {
      outcomes.push(await next())
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  })
  return {
    outcomes,
    async stop(): Promise<T[]> {
      stopped = true
      await Promise.all(running)
      return outcomes
    },
  }
}
