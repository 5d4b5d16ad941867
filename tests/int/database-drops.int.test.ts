/**
 * PostgreSQL dropping the app's connections while it idles (issue 22, point 9): each drop is one
 * JSON log line (src/cms/pool-errors.ts), not an uncaught exception (without the pool's 'error'
 * listener, pg throws it out of the idle client: this test process would fail with an unhandled
 * error), and the next query simply works on a new connection. PostgreSQL only (TEST_DB=postgres).
 */
import { Writable } from 'node:stream'

import type { Payload } from 'payload'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getTestPayload } from './helpers/payload'

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false

let payload: Payload
const logLines: string[] = []

/** Ends every other session on the test database, as an administrator (or a failover) would. */
async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    const { rowCount } = await admin.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    )
    return rowCount ?? 0
  } finally {
    await admin.end()
  }
}

describe.runIf(onPostgres)('PostgreSQL drops idle connections', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const { loggerOptions } = await import('@/lib/logger')
    const memory = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(...chunk.toString().split('\n').filter(Boolean))
        done()
      },
    })
    payload.logger = pino({ ...loggerOptions, level: 'info' }, memory)
  })

  afterAll(closeTestPayload)

  it('logs each drop as one JSON line and the next query works', async () => {
    // Several clients in the pool, then idle.
    await Promise.all(Array.from({ length: 4 }, () => payload.find({ collection: 'stories', limit: 1, depth: 0 })))
    expect(await terminateBackends()).toBeGreaterThan(0)
    await new Promise((resolve) => setTimeout(resolve, 500))

    const drops = logLines.filter((line) => line.includes('database_connection_dropped'))
    expect(drops.length).toBeGreaterThan(0)
    for (const line of drops) {
      expect(line).not.toContain('\n')
      expect(JSON.parse(line)).toMatchObject({ level: 40, event: 'database_connection_dropped', code: '57P01' })
    }
    expect(logLines.some((line) => line.includes('uncaughtException'))).toBe(false)

    const after = await payload.find({ collection: 'stories', limit: 1, depth: 0 })
    expect(after.docs).toBeDefined()
  })
})
