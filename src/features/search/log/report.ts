/**
 * The staff's view of the search log (Reports › Searches): over the last SEARCH_LOG_REPORT_DAYS
 * days, the most searched queries and those that found nothing, with their counts. Summed in the
 * database (GROUP BY), so the view reads at most `limit` rows per table.
 */
import 'server-only'

import type { Payload } from 'payload'

import { desc, gt, gte, sql } from '@payloadcms/db-sqlite/drizzle'

import { firstDayKept } from './cleanup-task'
import { SEARCH_LOG_REPORT_DAYS, SEARCH_LOG_TABLE } from './paths'

export type SearchRank = { term: string; count: number }
export type SearchLogReport = { from: string; top: SearchRank[]; nothingFound: SearchRank[] }

type Column = never
type SelectHandle = {
  select(fields: Record<string, unknown>): {
    from(table: unknown): {
      where(condition: unknown): {
        groupBy(column: Column): {
          having(condition: unknown): { orderBy(...order: unknown[]): { limit(n: number): PromiseLike<unknown[]> } }
          orderBy(...order: unknown[]): { limit(n: number): PromiseLike<unknown[]> }
        }
      }
    }
  }
}
type Adapter = { drizzle?: SelectHandle; tables?: Record<string, Record<string, Column> | undefined> }

const toRanks = (rows: unknown[]): SearchRank[] =>
  rows.map((row) => {
    const { term, count } = row as { term: string; count: number | string }
    return { term, count: Number(count) }
  })

export async function searchLogReport(payload: Payload, now = new Date(), limit = 25): Promise<SearchLogReport> {
  const adapter = payload.db as unknown as Adapter
  const table = adapter.tables?.[SEARCH_LOG_TABLE]
  if (!adapter.drizzle || !table) throw new Error(`No SQL table "${SEARCH_LOG_TABLE}"`)
  const from = firstDayKept(now, SEARCH_LOG_REPORT_DAYS)
  const searches = sql<number>`sum(${table.searches})`
  const misses = sql<number>`sum(${table.misses})`
  const recent = gte(table.day, from)
  const [top, nothingFound] = await Promise.all([
    adapter.drizzle
      .select({ term: table.term, count: searches })
      .from(table)
      .where(recent)
      .groupBy(table.term)
      .orderBy(desc(searches), table.term)
      .limit(limit),
    adapter.drizzle
      .select({ term: table.term, count: misses })
      .from(table)
      .where(recent)
      .groupBy(table.term)
      .having(gt(misses, 0))
      .orderBy(desc(misses), table.term)
      .limit(limit),
  ])
  return { from, top: toRanks(top), nothingFound: toRanks(nothingFound) }
}
