/**
 * The search bench's seeding step (run by `bench.ts --search-seed=N` in a process of its own, with
 * the bench database's environment): migrates, creates the staff login and the demo content as
 * `npm start` would, then inserts N published stories of search-corpus.ts straight through the
 * database adapter (no hooks, no versions: the search index is then built by
 * `npm run search:reindex`, which the bench times), in transactions of 500.
 * They are real stories to the site: the bench checks that one renders at /<slug>.
 */
import os from 'node:os'

import type { Payload } from 'payload'

import { corpusStory } from './search-corpus'

const BATCH = 500

export type SearchSeedResult = { stories: number; insertMs: number; firstSlug: string; firstTitle: string }

type CreateArgs = Parameters<Payload['db']['create']>[0]

export async function seedSearchStories(payload: Payload, count: number, seed: number): Promise<SearchSeedResult> {
  const { prepareDatabase } = await import('./bootstrap')
  await payload.db.migrate()
  await prepareDatabase(payload, {
    live: false,
    ADMIN_EMAIL: process.env.ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
  })
  const images = (await payload.find({ collection: 'media', limit: 20, depth: 0, sort: 'id', pagination: false })).docs
  if (!images.length) throw new Error('No media to use for the bench stories')
  const started = performance.now()
  for (let index = 0; index < count; index += BATCH) {
    const transactionID = await payload.db.beginTransaction()
    const req = { transactionID: transactionID ?? undefined } as CreateArgs['req']
    for (let i = index; i < Math.min(index + BATCH, count); i += 1) {
      const { words: _words, ...story } = corpusStory(seed, i)
      await payload.db.create({
        collection: 'stories',
        req,
        returning: false,
        data: { ...story, featuredImage: images[i % images.length]?.id, _status: 'published' },
      })
    }
    if (transactionID) await payload.db.commitTransaction(transactionID)
  }
  const first = corpusStory(seed, 0)
  return {
    stories: count,
    insertMs: Math.round(performance.now() - started),
    firstSlug: first.slug,
    firstTitle: first.title,
  }
}

export type SearchEngineTimes = {
  rounds: number
  /** This process's CPU (user + system) per query: the engine's own work on SQLite; on PostgreSQL the server's is not in it. */
  cpuMsPerQuery: number
  /** The machine's 1-minute load average when done (other work on the same cores slows every figure). */
  loadAverage: number
  meanMs: number
  p50Ms: number
  p99Ms: number
  slowest: { q: string; meanMs: number }
  queries: { q: string; kind: string; meanMs: number; total: number }[]
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
const round2 = (ms: number) => Math.round(ms * 100) / 100

/**
 * The engine alone: each bench query through searchSite() in this process (one warm-up round,
 * then `rounds`), as the endpoint asks it (first page, SEARCH_PER_PAGE results).
 */
export async function timeSearchEngine(payload: Payload, rounds = 5): Promise<SearchEngineTimes> {
  const [{ searchSite }, { SEARCH_PER_PAGE }, { BENCH_QUERIES }] = await Promise.all([
    import('@/features/search/server/search'),
    import('@/features/search/types'),
    import('./search-queries'),
  ])
  const ask = (q: string) => searchSite(payload, { q, page: 1, perPage: SEARCH_PER_PAGE })
  const totals = new Map<string, number>()
  for (const { q } of BENCH_QUERIES) totals.set(q, (await ask(q)).total)
  const all: number[] = []
  const perQuery = new Map<string, number[]>()
  const cpuBefore = process.cpuUsage()
  for (let round = 0; round < rounds; round += 1) {
    for (const { q } of BENCH_QUERIES) {
      const started = performance.now()
      await ask(q)
      const ms = performance.now() - started
      all.push(ms)
      perQuery.set(q, [...(perQuery.get(q) ?? []), ms])
    }
  }
  const cpu = process.cpuUsage(cpuBefore)
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
  const queries = BENCH_QUERIES.map(({ q, kind }) => ({
    q,
    kind,
    meanMs: round2(mean(perQuery.get(q) ?? [])),
    total: totals.get(q) ?? 0,
  }))
  const slowest = [...queries].sort((a, b) => b.meanMs - a.meanMs)[0] ?? { q: '', meanMs: 0 }
  const sorted = [...all].sort((a, b) => a - b)
  return {
    rounds,
    cpuMsPerQuery: round2((cpu.user + cpu.system) / 1000 / Math.max(1, all.length)),
    loadAverage: round2(os.loadavg()[0] ?? 0),
    meanMs: round2(mean(all)),
    p50Ms: round2(percentile(sorted, 50)),
    p99Ms: round2(percentile(sorted, 99)),
    slowest: { q: slowest.q, meanMs: slowest.meanMs },
    queries,
  }
}
