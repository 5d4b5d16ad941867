/**
 * Counting searches (issue 25 point 6) without a write per request: recordSearch adds to an
 * in-process buffer (./buffer.ts); every FLUSH_MS, and when the process stops (src/cms/shutdown.ts
 * beforeClose), the counts are added to their rows in one statement each
 * (INSERT … ON CONFLICT (day, term) DO UPDATE SET searches = searches + …), so any number of
 * instances add up. A failed flush keeps its counts for the next one.
 */
import 'server-only'

import type { Payload } from 'payload'

import { sql } from '@payloadcms/db-sqlite/drizzle'

import { drizzleDb } from '@/cms/drizzle'
import { onBeforeClose } from '@/cms/shutdown-hooks'
import { inTransaction } from '@/cms/transaction'
import { logger } from '@/lib/logger'

import { type SearchCount, SearchLogBuffer } from './buffer'
import { SEARCH_LOG_TABLE } from './paths'

const FLUSH_MS = 30_000

type Column = unknown
type UpsertHandle = {
  insert(table: unknown): {
    values(rows: Record<string, unknown>[]): {
      onConflictDoUpdate(config: { target: Column[]; set: Record<string, unknown> }): PromiseLike<unknown>
    }
  }
}
type Adapter = { tables?: Record<string, Record<string, Column> | undefined> }

/**
 * Adds `counts` to their rows (one upsert per row; the same on SQLite and PostgreSQL), in a
 * transaction of its own: all of them or none, so a failed flush keeps exactly what it did not
 * write. On SQLite that is also what makes the writes wait their turn behind the others
 * (src/cms/sqlite-writes.ts): a write on the main connection that met a transaction in progress
 * would fail busy and leave that connection inside an unfinished statement, its later writes never
 * committed and its reads stale until the garbage collector finalises it (libsql-js issue 228).
 * The rows are written in (day, term) order, so two instances flushing the same rows at once on
 * PostgreSQL wait for each other instead of deadlocking.
 */
export async function writeSearchCounts(payload: Payload, counts: readonly SearchCount[]): Promise<void> {
  const table = (payload.db as unknown as Adapter).tables?.[SEARCH_LOG_TABLE]
  if (!table) throw new Error(`No SQL table "${SEARCH_LOG_TABLE}"`)
  await inTransaction(payload, async (req) => {
    const db = (await drizzleDb(payload, req)) as unknown as UpsertHandle
    const ordered = [...counts].sort((a, b) => a.day.localeCompare(b.day) || a.term.localeCompare(b.term))
    for (const count of ordered) {
      await db
        .insert(table)
        .values([{ day: count.day, term: count.term, searches: count.searches, misses: count.misses }])
        .onConflictDoUpdate({
          target: [table.day, table.term],
          set: {
            searches: sql`${table.searches} + ${count.searches}`,
            misses: sql`${table.misses} + ${count.misses}`,
          },
        })
    }
  })
}

type LogState = { buffer: SearchLogBuffer; payload: Payload | null; timer: NodeJS.Timeout | null; flushing: boolean }

// One buffer per process, on globalThis: Next may load this module in more than one bundle.
const STATE = Symbol.for('vanlife.search-log')
function state(): LogState {
  const holder = globalThis as { [STATE]?: LogState }
  return (holder[STATE] ??= { buffer: new SearchLogBuffer(), payload: null, timer: null, flushing: false })
}

/** Writes what the buffer holds. Never throws (a failure is logged and the counts kept). */
export async function flushSearchLog(): Promise<void> {
  const current = state()
  if (!current.payload || current.flushing || current.buffer.size === 0) return
  current.flushing = true
  const dropped = current.buffer.dropped
  const counts = current.buffer.drain()
  try {
    await writeSearchCounts(current.payload, counts)
    if (dropped > 0)
      logger.warn({ event: 'search_log_full', dropped }, 'Search log buffer was full; searches not counted')
  } catch (error) {
    current.buffer.restore(counts)
    logger.error(
      { event: 'search_log_flush_failed', err: error },
      'Could not write the search counts; kept for the next flush',
    )
  } finally {
    current.flushing = false
  }
}

/** Counts one search of `term` (normalised) that found `total` results. Cheap: no I/O. */
export function recordSearch(payload: Payload, term: string, total: number): void {
  const current = state()
  current.payload = payload
  current.buffer.add(term, total)
  if (!current.timer) {
    current.timer = setInterval(() => void flushSearchLog(), FLUSH_MS)
    current.timer.unref()
    onBeforeClose('search-log', flushSearchLog)
  }
}
