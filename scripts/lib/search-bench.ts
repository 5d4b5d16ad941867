/**
 * Search speed (issue 25 point 4), a part of npm run bench (`npm run bench -- --search-only` runs
 * just this; `--search-only=sqlite` or `=postgres` one database). On SQLite and on PostgreSQL, each
 * on a fresh database of its own (data/bench-search-sqlite; vanlife_bench_sb_<random>, created and
 * dropped here, on BENCH_POSTGRES_URL's server or TEST_POSTGRES_URL's or postgres@127.0.0.1:5432):
 *   1. the demo content plus 10,000 stories of search-corpus.ts (about 600 words each), inserted
 *      through the database adapter (`bench.ts --search-seed`, timed, no target);
 *   2. `npm run search:reindex` builds the index: its time from spawn to exit (target ≤ 30 s);
 *   3. the engine alone (`bench.ts --search-engine`, search-seed.ts): each of the 50 queries of
 *      search-queries.ts through searchSite() in-process, so a missed target can be told apart as
 *      engine time or what the server adds;
 *   4. `npm start` on it: one generated story must render at /<slug>, then
 *      - GET /api/search?q=… at 10 connections for 10 s cycling the 50 queries, each request from
 *        its own X-Forwarded-For address (the server trusts loopback as a proxy, as for the other
 *        parts), so the endpoint's per-address rate limit is measured as it runs, never reached;
 *      - GET /api/search?q= (an empty query: the same pipeline and rate limit, no engine), no target:
 *        what the server costs without the engine, to tell a miss's causes apart;
 *      - /search?q=… the same way over the 50 normalised addresses, each asked for twice first so
 *        that the load meets the route cache.
 *      Target for both: at least 500 req/s with p99 at most 20 ms, and no answer other than 2xx.
 */
import { randomBytes, randomInt } from 'node:crypto'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import autocannon from 'autocannon'
import pg from 'pg'

import { atLeast, atMost, type BenchRow } from './bench-table'
import { type LoadSummary, summariseLoad } from './load'
import { BENCH_QUERIES, type BenchQuery } from './search-queries'
import type { SearchEngineTimes, SearchSeedResult } from './search-seed'
import { TASK_RUNNER } from './task-runner.mjs'

export const SEARCH_DATABASES = ['sqlite', 'postgres'] as const
export type SearchDatabase = (typeof SEARCH_DATABASES)[number]

export const SEARCH_TARGETS = { requestsPerSecond: 500, p99Ms: 20, reindexMs: 30_000 } as const
export const SEARCH_BENCH = { stories: 10_000, seed: 25, connections: 10, duration: 10 } as const
export const SEARCH_SEED_FLAG = '--search-seed'
export const SEARCH_ENGINE_FLAG = '--search-engine'

/** What bench.ts lends this part: its server, started with extra environment, and its log. */
export type SearchBenchHost = {
  origin: string
  outDir: string
  log: (message: string) => void
  /** The environment of a server or task on the database under dataDir, with `extra` on top. */
  env: (dataDir: string, extra: Record<string, string>) => NodeJS.ProcessEnv
  start: (dataDir: string, logName: string, extra: Record<string, string>) => void
  stop: () => Promise<void>
  /** The server's exit code once it has exited, else null. */
  exited: () => number | null
}

export type SearchQueryAnswer = BenchQuery & { status: number; total: number | null }
export type SearchPageLoad = LoadSummary & { cacheHits: number; addresses: number }

export type SearchBenchResult = {
  database: SearchDatabase
  /** The machine's 1-minute load average before the server's loads (other work on the same cores slows them). */
  loadAverage?: number
  seed?: SearchSeedResult & { wallMs: number }
  reindex?: { wallMs: number; output: string }
  engine?: SearchEngineTimes
  storyRenders?: boolean
  answers?: SearchQueryAnswer[]
  api?: LoadSummary
  /** GET /api/search?q= (empty: the pipeline, rate limit included, without the engine), for the profile. */
  apiEmpty?: LoadSummary
  pages?: SearchPageLoad
  error?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function postgresAdminUrl(): string {
  return (
    process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  )
}

async function withAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresAdminUrl() })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Runs a command to its end; resolves with its output and wall time, rejects on a non-zero exit. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  logFile: string,
): Promise<{ wallMs: number; output: string }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => {
      fs.writeFileSync(logFile, output)
      const wallMs = Math.round(performance.now() - started)
      if (code === 0) resolve({ wallMs, output })
      else reject(new Error(`${command} ${args.join(' ')} exited with code ${code} (see ${logFile})`))
    })
  })
}

/** A distinct private address per request (10.x.y.z from a counter), never the same limit twice. */
function addressFor(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

const apiPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`

async function waitForServer(host: SearchBenchHost, logName: string): Promise<void> {
  const deadline = performance.now() + 240_000
  for (;;) {
    const code = host.exited()
    if (code !== null) throw new Error(`The server exited with code ${code} (see ${host.outDir}/${logName})`)
    if (performance.now() > deadline) throw new Error('The search bench server did not answer / within 240 s')
    try {
      const response = await fetch(`${host.origin}/`, { signal: AbortSignal.timeout(5_000) })
      await response.arrayBuffer()
      if (response.status === 200) return
    } catch {
      // not up yet
    }
    await sleep(250)
  }
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The generated story's page answers 200 with its title: the site reads the inserted rows as stories. */
async function storyRenders(origin: string, seed: SearchSeedResult): Promise<boolean> {
  const response = await fetch(`${origin}/${seed.firstSlug}`)
  const html = await response.text()
  return response.status === 200 && (html.includes(escapeHtml(seed.firstTitle)) || html.includes(seed.firstTitle))
}

/** Each query once through the endpoint (the warm-up): its status and how many it found. */
async function askEachQuery(origin: string): Promise<SearchQueryAnswer[]> {
  const answers: SearchQueryAnswer[] = []
  let n = randomInt(1, 0xf00000)
  for (const query of BENCH_QUERIES) {
    const response = await fetch(`${origin}${apiPath(query.q)}`, { headers: { 'x-forwarded-for': addressFor(n++) } })
    const text = await response.text()
    let total: number | null = null
    try {
      const body = JSON.parse(text) as { total?: unknown; hits?: unknown }
      total = typeof body.total === 'number' ? body.total : Array.isArray(body.hits) ? body.hits.length : null
    } catch {
      // not JSON: total stays unknown
    }
    answers.push({ ...query, status: response.status, total })
  }
  return answers
}

/** autocannon over `paths` in turn (a shared counter), each request from its own address when `spread`. */
async function loadCycling(origin: string, paths: string[], spread: boolean): Promise<LoadSummary> {
  let sent = randomInt(1, 0xf00000)
  const request = {
    method: 'GET' as const,
    setupRequest: (req: autocannon.Request) => {
      sent += 1
      return {
        ...req,
        path: paths[sent % paths.length],
        ...(spread ? { headers: { ...req.headers, 'x-forwarded-for': addressFor(sent) } } : {}),
      }
    },
  }
  const options = { url: origin, requests: [request] }
  await autocannon({ ...options, connections: 2, duration: 2 })
  const result = await autocannon({
    ...options,
    connections: SEARCH_BENCH.connections,
    duration: SEARCH_BENCH.duration,
  })
  return summariseLoad(result)
}

/**
 * The 50 /search addresses in normal form (a visitor's address that is not is redirected to it),
 * each asked for twice so that the second answer, and the load, come from the route cache.
 */
async function warmPages(origin: string): Promise<{ paths: string[]; cacheHits: number }> {
  const paths: string[] = []
  let cacheHits = 0
  for (const { q } of BENCH_QUERIES) {
    let pathname = `/search?q=${encodeURIComponent(q)}`
    for (let hop = 0; hop < 3; hop += 1) {
      const response = await fetch(`${origin}${pathname}`, { redirect: 'manual' })
      await response.arrayBuffer()
      const location = response.headers.get('location')
      if (response.status < 300 || response.status >= 400 || !location) break
      const next = new URL(location, origin)
      pathname = next.pathname + next.search
    }
    const again = await fetch(`${origin}${pathname}`)
    await again.arrayBuffer()
    if (/hit/i.test(again.headers.get('x-nextjs-cache') ?? '')) cacheHits += 1
    paths.push(pathname)
  }
  return { paths, cacheHits }
}

/** The database's environment for the server and the tasks: PostgreSQL's is created here. */
async function prepareDatabase(database: SearchDatabase): Promise<{ extra: Record<string, string>; name?: string }> {
  if (database === 'sqlite') return { extra: {} }
  const name = `vanlife_bench_sb_${randomBytes(4).toString('hex')}`
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(postgresAdminUrl())
  url.pathname = `/${name}`
  return { extra: { DATABASE_URL: url.toString() }, name }
}

async function dropDatabase(name: string): Promise<void> {
  await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}

/** Steps 1-4 of the top of this file on one database; never throws (an error is in the result). */
export async function measureSearch(host: SearchBenchHost, database: SearchDatabase): Promise<SearchBenchResult> {
  const result: SearchBenchResult = { database }
  const dataDir = `data/bench-search-${database}`
  const logName = `server-search-${database}.log`
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  let prepared: { extra: Record<string, string>; name?: string } | undefined
  try {
    prepared = await prepareDatabase(database)
    const env = host.env(dataDir, prepared.extra)
    const stories = SEARCH_BENCH.stories.toLocaleString('en-US')
    host.log(`search on ${database}: the demo content and ${stories} generated stories`)
    const seeded = await run(
      process.execPath,
      [...TASK_RUNNER, 'scripts/bench.ts', `${SEARCH_SEED_FLAG}=${SEARCH_BENCH.stories}`],
      env,
      path.join(host.outDir, `search-seed-${database}.log`),
    )
    const seedFile = path.join(host.outDir, `search-seed-${database}.json`)
    result.seed = { ...(JSON.parse(fs.readFileSync(seedFile, 'utf8')) as SearchSeedResult), wallMs: seeded.wallMs }
    host.log(`search on ${database}: npm run search:reindex`)
    result.reindex = await run(
      'npm',
      ['run', 'search:reindex'],
      env,
      path.join(host.outDir, `search-reindex-${database}.log`),
    )
    host.log(`search on ${database}: index built in ${result.reindex.wallMs} ms; the engine alone`)
    await run(
      process.execPath,
      [...TASK_RUNNER, 'scripts/bench.ts', SEARCH_ENGINE_FLAG],
      env,
      path.join(host.outDir, `search-engine-${database}.log`),
    )
    result.engine = JSON.parse(
      fs.readFileSync(path.join(host.outDir, `search-engine-${database}.json`), 'utf8'),
    ) as SearchEngineTimes
    host.start(dataDir, logName, prepared.extra)
    await waitForServer(host, logName)
    result.storyRenders = await storyRenders(host.origin, result.seed)
    result.answers = await askEachQuery(host.origin)
    result.loadAverage = Math.round((os.loadavg()[0] ?? 0) * 100) / 100
    const found = result.answers.find((answer) => answer.kind === 'in every post')
    if (found?.total !== undefined && found.total !== null && found.total < SEARCH_BENCH.stories)
      host.log(`search on ${database}: "${found.q}" found ${found.total}, fewer than the ${stories} stories`)
    host.log(
      `search on ${database}: GET /api/search, ${SEARCH_BENCH.connections} connections, ${SEARCH_BENCH.duration} s`,
    )
    result.api = await loadCycling(
      host.origin,
      BENCH_QUERIES.map(({ q }) => apiPath(q)),
      true,
    )
    host.log(`search on ${database}: GET /api/search?q= (the pipeline without the engine)`)
    result.apiEmpty = await loadCycling(host.origin, ['/api/search?q='], true)
    const warmed = await warmPages(host.origin)
    host.log(
      `search on ${database}: /search pages (${warmed.cacheHits} of ${warmed.paths.length} cache hits when warmed)`,
    )
    result.pages = {
      ...(await loadCycling(host.origin, warmed.paths, false)),
      cacheHits: warmed.cacheHits,
      addresses: warmed.paths.length,
    }
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error)
    host.log(`search on ${database}: failed, ${result.error}`)
  } finally {
    await host.stop()
    if (prepared?.name) await dropDatabase(prepared.name).catch(() => undefined)
  }
  return result
}

const failedOf = (load: LoadSummary) => load.non2xx + load.errors + load.timeouts

/** The rows of the bench's table for one database. */
export function searchRows(result: SearchBenchResult): BenchRow[] {
  const part = `Search, ${result.database === 'sqlite' ? 'SQLite' : 'PostgreSQL'} (${SEARCH_BENCH.stories.toLocaleString('en-US')} stories)`
  const note = result.error
  const rows: BenchRow[] = []
  const add = (figure: string, value: number | null, unit: string, target: BenchRow['target'], extra?: string) =>
    rows.push({ part, figure, value, unit, target, ...((extra ?? note) ? { note: extra ?? note } : {}) })
  add(
    'index built (npm run search:reindex)',
    result.reindex ? result.reindex.wallMs / 1000 : null,
    's',
    atMost(SEARCH_TARGETS.reindexMs / 1000),
  )
  for (const [label, load] of [
    ['GET /api/search', result.api],
    ['/search pages (route cache)', result.pages],
  ] as const) {
    const failed = load ? failedOf(load) : 0
    add(
      `${label} req/s`,
      load && !failed ? load.requestsPerSecond : null,
      'req/s',
      atLeast(SEARCH_TARGETS.requestsPerSecond),
      failed ? `${failed} answers not 2xx or failed` : undefined,
    )
    add(`${label} p99`, load ? load.latencyP99Ms : null, 'ms', atMost(SEARCH_TARGETS.p99Ms))
  }
  add(
    'generated story renders at /<slug>',
    result.storyRenders === undefined ? null : result.storyRenders ? 1 : 0,
    '',
    atLeast(1),
  )
  return rows
}

/** The part's own lines, printed before the table. */
export function searchLines(results: SearchBenchResult[]): string[] {
  const lines = [
    `Search (issue 25 point 4): ${SEARCH_BENCH.stories.toLocaleString('en-US')} generated stories on the demo content, ${BENCH_QUERIES.length} queries, ${SEARCH_BENCH.connections} connections, ${SEARCH_BENCH.duration} s; target ≥ ${SEARCH_TARGETS.requestsPerSecond} req/s, p99 ≤ ${SEARCH_TARGETS.p99Ms} ms, index ≤ ${SEARCH_TARGETS.reindexMs / 1000} s`,
  ]
  for (const r of results) {
    lines.push(
      `  ${r.database}${r.loadAverage === undefined ? '' : ` (load average ${r.loadAverage} on ${os.cpus().length} cores before the loads)`}${r.error ? `: failed (${r.error})` : ''}`,
    )
    if (r.seed)
      lines.push(
        `    inserted ${r.seed.stories} stories in ${r.seed.insertMs} ms (the whole seeding step ${r.seed.wallMs} ms)`,
      )
    if (r.reindex)
      lines.push(
        `    npm run search:reindex: ${r.reindex.wallMs} ms from spawn to exit; it said: ${lastLine(r.reindex.output)}`,
      )
    if (r.engine)
      lines.push(
        `    engine alone (searchSite in-process, ${r.engine.rounds} rounds of ${r.engine.queries.length} queries): mean ${r.engine.meanMs} ms, p50 ${r.engine.p50Ms} ms, p99 ${r.engine.p99Ms} ms, slowest ${r.engine.slowest.q} (${r.engine.slowest.meanMs} ms); CPU of the process ${r.engine.cpuMsPerQuery} ms per query; load average ${r.engine.loadAverage} on ${os.cpus().length} cores`,
      )
    if (r.storyRenders !== undefined)
      lines.push(`    a generated story renders at /<slug>: ${r.storyRenders ? 'yes' : 'NO'}`)
    if (r.answers) {
      const byKind = new Map<string, string[]>()
      for (const a of r.answers)
        byKind.set(a.kind, [
          ...(byKind.get(a.kind) ?? []),
          `${a.q} ${a.status === 200 ? (a.total ?? '?') : `HTTP ${a.status}`}`,
        ])
      for (const [kind, list] of byKind) lines.push(`    found, ${kind}: ${list.join(', ')}`)
    }
    for (const [label, load] of [
      ['GET /api/search', r.api],
      ['… ?q= (no engine)', r.apiEmpty],
      ['/search pages', r.pages],
    ] as const) {
      if (!load) continue
      lines.push(
        `    ${label.padEnd(18)} ${String(load.requestsPerSecond).padStart(8)} req/s  p50 ${load.latencyP50Ms} ms  p99 ${load.latencyP99Ms} ms  ${load.requests} requests  ${Object.entries(
          load.statusCodes,
        )
          .map(([code, count]) => `${code}:${count}`)
          .join(
            ' ',
          )}  ${load.errors} errors  ${load.timeouts} timeouts${'cacheHits' in load ? `  (${load.cacheHits}/${load.addresses} cache hits when warmed)` : ''}`,
      )
    }
  }
  return [...lines, '']
}

function lastLine(output: string): string {
  const lines = output.trim().split('\n').filter(Boolean)
  return lines[lines.length - 1]?.trim() ?? ''
}

/** `--search-only` (both), `--search-only=sqlite` or `--search-only=postgres`; null without the flag. */
export function searchOnlyDatabases(argv: string[]): SearchDatabase[] | null {
  const arg = argv.find((each) => each === '--search-only' || each.startsWith('--search-only='))
  if (!arg) return null
  const value = arg.split('=')[1]
  if (!value) return [...SEARCH_DATABASES]
  const chosen = value
    .split(',')
    .filter((each): each is SearchDatabase => (SEARCH_DATABASES as readonly string[]).includes(each))
  if (!chosen.length) throw new Error(`--search-only=${value}: say sqlite, postgres or both (sqlite,postgres)`)
  return chosen
}
