/**
 * GET /api/search (src/features/search/server/endpoint.ts) on the test database: hostile and odd
 * input never gets a 5xx or an engine's error, the size limit (414), one value per parameter
 * (400), the rate limit (429), the cache headers, and the search log (a settled search counted
 * once, in batches added up in the database, the staff's 30-day report).
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'

import { closeTestPayload, getTestPayload } from './helpers/payload'

let payload: Payload
let endpoint: typeof import('@/features/search/server/endpoint')
let log: typeof import('@/features/search/log/server')
let report: typeof import('@/features/search/log/report')
let limits: typeof import('@/lib/forms/rate-limit')

beforeAll(async () => {
  payload = await getTestPayload()
  endpoint = await import('@/features/search/server/endpoint')
  log = await import('@/features/search/log/server')
  report = await import('@/features/search/log/report')
  limits = await import('@/lib/forms/rate-limit')
})

afterAll(async () => closeTestPayload())

const generous = () =>
  limits.createMemoryRateLimiter(`search-int-${Math.random()}`, { limit: 10_000, windowMs: 60_000 })

async function ask(
  query: string | URLSearchParams,
  deps: Partial<import('@/features/search/server/endpoint').SearchApiDeps> = {},
) {
  const search = typeof query === 'string' ? query : query.toString()
  const request = new Request(`http://localhost/api/search?${search}`, {
    headers: { 'x-forwarded-for': '203.0.113.9' },
  })
  const response = await endpoint.handleSearchApi(request, {
    payload,
    limiter: generous(),
    record: () => undefined,
    ...deps,
  })
  return { response, body: (await response.json()) as Record<string, unknown> }
}

describe('GET /api/search answers every input', () => {
  const HOSTILE = [
    '',
    'a'.repeat(1000),
    'van\u0000life',
    '\u202eeilooks',
    '"unclosed phrase',
    "* - ^ NEAR(a b) OR AND NOT title: (x) {y} [z] \\ ' ; --",
    'NEAR/2 "a" * ^title:van',
    '\u0001\u0002\u001f\u007f',
    '🚐🚐🚐',
  ]

  it.each(HOSTILE)('%j: 200 with results or none', async (q) => {
    const { response, body } = await ask(new URLSearchParams({ q }))
    expect(response.status).toBe(200)
    expect(Array.isArray(body.hits)).toBe(true)
    expect(typeof body.total).toBe('number')
    expect(JSON.stringify(body)).not.toMatch(/syntax error|fts5|SQLITE_|tsquery/i)
  })

  it('never answers 5xx for generated input (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom(undefined, 'stories', 'articles', 'shop', 'bogus'),
        async (q, kind) => {
          const params = new URLSearchParams({ q })
          if (kind) params.set('kind', kind)
          const { response } = await ask(params)
          expect(response.status).toBe(200)
        },
      ),
      { numRuns: 60 },
    )
  })

  it('answers 200 for generated input just within the size limit (fast-check)', async () => {
    const { SEARCH_API_MAX_QUERY_BYTES } = await import('@/features/search/limits')
    const size = (q: string) => `?${new URLSearchParams({ q }).toString()}`.length
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), async (seed) => {
        // The seed repeated, one character at a time, up to the limit.
        const chars = Array.from(seed)
        let q = ''
        for (let i = 0; size(q + chars[i % chars.length]) <= SEARCH_API_MAX_QUERY_BYTES; i++)
          q += chars[i % chars.length]
        expect(size(q)).toBeGreaterThan(SEARCH_API_MAX_QUERY_BYTES - 12)
        const { response } = await ask(new URLSearchParams({ q }))
        expect(response.status).toBe(200)
      }),
      { numRuns: 25 },
    )
  })

  it('refuses an over-long query string with 414 and a message', async () => {
    const { response, body } = await ask(`q=${'%F0%9F%9A%90'.repeat(400)}`)
    expect(response.status).toBe(414)
    expect(body.error).toBe(endpoint.SEARCH_API_MESSAGES.tooLong)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers the longest legal query (200 four-byte characters, every parameter) without 414', async () => {
    const params = new URLSearchParams({ q: '🚐'.repeat(200), kind: 'stories', type: 'skoolie', page: '50' })
    params.set('log', '1')
    const { response } = await ask(params)
    expect(response.status).toBe(200)
  })

  it('refuses a repeated or unknown parameter with 400', async () => {
    expect((await ask('q=van&q=bus')).response.status).toBe(400)
    expect((await ask('q=van&utm_source=x')).response.status).toBe(400)
  })

  it('answers 429 with Retry-After over the rate limit', async () => {
    const limiter = limits.createMemoryRateLimiter(`search-int-tight-${Math.random()}`, { limit: 2, windowMs: 60_000 })
    expect((await ask('q=van', { limiter })).response.status).toBe(200)
    expect((await ask('q=van', { limiter })).response.status).toBe(200)
    const { response } = await ask('q=van', { limiter })
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('answers 503, never 500, when something fails on the way', async () => {
    const { response } = await ask('q=van&log=1', {
      record: () => {
        throw new Error('boom')
      },
    })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('30')
  })

  it('answers 503, not cached and not counted, when the database fails (the index is missing)', async () => {
    const { sql } = await import('@payloadcms/db-sqlite')
    const table = payload.db.name === 'postgres' ? 'search_documents' : 'search_index'
    const db = payload.db as unknown as {
      drizzle: { run?: (q: unknown) => Promise<unknown>; execute?: (q: unknown) => Promise<unknown> }
    }
    const run = (statement: string) =>
      payload.db.name === 'postgres' ? db.drizzle.execute!(sql.raw(statement)) : db.drizzle.run!(sql.raw(statement))
    const record = vi.fn()
    await run(`ALTER TABLE ${table} RENAME TO ${table}_away`)
    try {
      const { response, body } = await ask('q=van&log=1', { record })
      expect(response.status).toBe(503)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(body.error).toBe(endpoint.SEARCH_API_MESSAGES.unavailable)
      expect(record).not.toHaveBeenCalled()
      const { searchSite } = await import('@/features/search/server/search')
      await expect(searchSite(payload, { q: 'van', page: 1, perPage: 5 })).rejects.toThrow()
    } finally {
      await run(`ALTER TABLE ${table}_away RENAME TO ${table}`)
    }
    expect((await ask('q=van')).response.status).toBe(200)
  })

  it('is briefly public, and private when it counts the search', async () => {
    const plain = await ask('q=Vans')
    expect(plain.response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60')
    expect(plain.body.q).toBe('vans')
    expect(plain.body.href).toBe('/search?q=vans')
    const record = vi.fn()
    const counted = await ask('q=%20Vans%20%20Life&log=1', { record })
    expect(counted.response.headers.get('cache-control')).toBe('private, no-store')
    expect(record).toHaveBeenCalledTimes(1)
    expect(record).toHaveBeenCalledWith(payload, 'vans life', expect.any(Number))
  })
})

describe('the search log', () => {
  it('adds batches up in one row per day and query, and reports the last 30 days', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const term = `int-${Math.random().toString(36).slice(2, 8)}`
    await log.writeSearchCounts(payload, [{ day: today, term, searches: 2, misses: 0 }])
    await log.writeSearchCounts(payload, [
      { day: today, term, searches: 3, misses: 1 },
      { day: '2000-01-01', term, searches: 50, misses: 50 },
    ])
    const rows = await payload.find({ collection: 'search-queries', where: { term: { equals: term } }, sort: 'day' })
    expect(rows.docs.map((row) => [row.day, Number(row.searches), Number(row.misses)])).toEqual([
      ['2000-01-01', 50, 50],
      [today, 5, 1],
    ])
    const summary = await report.searchLogReport(payload, new Date(), 1000)
    expect(summary.top).toContainEqual({ term, count: 5 })
    expect(summary.nothingFound).toContainEqual({ term, count: 1 })
  })

  it('counts recorded searches in memory and writes them on flush', async () => {
    const term = `flush-${Math.random().toString(36).slice(2, 8)}`
    log.recordSearch(payload, term, 0)
    log.recordSearch(payload, term, 4)
    expect((await payload.find({ collection: 'search-queries', where: { term: { equals: term } } })).totalDocs).toBe(0)
    await log.flushSearchLog()
    const rows = await payload.find({ collection: 'search-queries', where: { term: { equals: term } } })
    expect(rows.docs.map((row) => [Number(row.searches), Number(row.misses)])).toEqual([[2, 1]])
  })

  // SQLite has one writer: a flush that met the open transaction on the main connection failed
  // busy after 5 s and left that connection unable to commit (libsql-js issue 228). PostgreSQL
  // writes both rows at once.
  it('a flush while another transaction is open waits for it: both are kept, and later writes commit', async () => {
    const onSqlite = inject('intRun').kind === 'sqlite'
    const { inTransaction } = await import('@/cms/transaction')
    const today = new Date().toISOString().slice(0, 10)
    const term = `wait-${Math.random().toString(36).slice(2, 8)}`
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let opened = () => {}
    const open = new Promise<void>((resolve) => (opened = resolve))
    const other = inTransaction(payload, async (req) => {
      opened()
      await held
      return payload.create({
        collection: 'search-queries',
        data: { day: '2000-01-02', term, searches: 1, misses: 0 },
        overrideAccess: true,
        req,
      })
    })
    await open
    let flushed = false
    const flush = log.writeSearchCounts(payload, [{ day: today, term, searches: 4, misses: 2 }]).then(() => {
      flushed = true
    })
    try {
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(flushed).toBe(!onSqlite)
    } finally {
      release() // never leaves the other transaction holding the write lock for the tests after
    }
    await Promise.all([other, flush])
    // A later write commits and is read back: the main connection's reads are not stale.
    await payload.create({
      collection: 'search-queries',
      data: { day: '2000-01-03', term, searches: 1, misses: 1 },
      overrideAccess: true,
    })
    const rows = await payload.find({ collection: 'search-queries', where: { term: { equals: term } }, sort: 'day' })
    expect(rows.docs.map((row) => [row.day, Number(row.searches), Number(row.misses)])).toEqual([
      ['2000-01-02', 1, 0],
      ['2000-01-03', 1, 1],
      [today, 4, 2],
    ])
  })
})
