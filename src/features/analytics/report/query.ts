/**
 * The page views report, counted by the database: grouped queries on the page_views table
 * (its created_at index bounds each one to the window), the same on SQLite and PostgreSQL apart
 * from how a timestamp becomes its UTC day. Only counts leave the database: no single view, and
 * nothing about a visitor (there is nothing about a visitor to leave).
 */
import 'server-only'

import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import type { DayPathViews } from './csv'
import { type DailyViews, fillDays, REPORT_DAYS, reportWindow, type ReportWindow } from './days'

/** How many pages and referring sites the report lists. */
export const REPORT_TOP_LIMIT = 10

export interface PathViews {
  path: string
  views: number
}

export interface HostViews {
  /** Host name of another site that linked to one of ours (never a full address). */
  host: string
  views: number
}

export interface PageViewReport {
  /** The days covered, oldest first (YYYY-MM-DD, UTC). */
  days: string[]
  /** Views of each day of `days`, 0 for a day without any. */
  daily: DailyViews[]
  total: number
  /** Most viewed pages first (ties by path, in byte order). */
  topPages: PathViews[]
  /** Sites that sent the most visitors first (ties by host, in byte order). */
  topReferrers: HostViews[]
}

/** What this module uses of Payload's drizzle adapters (@payloadcms/db-sqlite and db-postgres alike). */
interface GroupedQuery extends PromiseLike<Record<string, unknown>[]> {
  where(condition: SQL): GroupedQuery
  groupBy(...expressions: SQL[]): GroupedQuery
  orderBy(...expressions: SQL[]): GroupedQuery
  limit(count: number): GroupedQuery
}

interface DrizzleDatabase {
  name: string
  drizzle: { select(fields: Record<string, SQL>): { from(table: unknown): GroupedQuery } }
  tables: Record<string, Record<string, unknown> | undefined>
}

interface PageViewsTable {
  /** The drizzle table and its columns (createdAt, path, referrerHost). */
  table: Record<string, unknown>
  db: DrizzleDatabase['drizzle']
  /** The UTC day (YYYY-MM-DD) of a view, as SQL of this database. */
  day: SQL
  inWindow: (window: ReportWindow) => SQL
  /** `column` for ORDER BY in byte order (SQLite's default; PostgreSQL's depends on the database's locale). */
  byBytes: (column: unknown) => SQL
}

function pageViewsTable(payload: Payload): PageViewsTable {
  const adapter = payload.db as unknown as Partial<DrizzleDatabase>
  const table = adapter.tables?.page_views
  if (!adapter.drizzle || !table) throw new Error('The page views report needs a SQL database (SQLite or PostgreSQL)')
  const createdAt = table.createdAt
  const postgres = adapter.name === 'postgres'
  const day = postgres
    ? sql`to_char(${createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
    : // SQLite keeps timestamps as ISO 8601 text in UTC (2026-11-22T09:30:00.000Z).
      sql`substr(${createdAt}, 1, 10)`
  return {
    table,
    db: adapter.drizzle,
    day,
    inWindow: ({ fromIso, toIso }) => sql`${createdAt} >= ${fromIso} and ${createdAt} < ${toIso}`,
    byBytes: (column) => (postgres ? sql`${column} collate "C"` : sql`${column}`),
  }
}

const VIEWS = sql`count(*)`
const views = (row: Record<string, unknown>) => Number(row.views)

/** Views per UTC day of the window, one entry per day (0 for days without views). */
export async function viewsPerDay(payload: Payload, window: ReportWindow): Promise<DailyViews[]> {
  const { db, table, day, inWindow } = pageViewsTable(payload)
  const rows = await db.select({ day, views: VIEWS }).from(table).where(inWindow(window)).groupBy(day)
  return fillDays(
    window.days,
    rows.map((row) => ({ date: String(row.day), views: views(row) })),
  )
}

/** The most viewed pages of the window. */
export async function topPages(payload: Payload, window: ReportWindow, limit = REPORT_TOP_LIMIT): Promise<PathViews[]> {
  const { db, table, inWindow, byBytes } = pageViewsTable(payload)
  const path = sql`${table.path}`
  const rows = await db
    .select({ path, views: VIEWS })
    .from(table)
    .where(inWindow(window))
    .groupBy(path)
    .orderBy(sql`count(*) desc`, sql`${byBytes(table.path)} asc`)
    .limit(limit)
  return rows.map((row) => ({ path: String(row.path), views: views(row) }))
}

/** The other sites that sent the most views in the window (by host; views without a referrer are left out). */
export async function topReferrerHosts(
  payload: Payload,
  window: ReportWindow,
  limit = REPORT_TOP_LIMIT,
): Promise<HostViews[]> {
  const { db, table, inWindow, byBytes } = pageViewsTable(payload)
  const host = sql`${table.referrerHost}`
  const rows = await db
    .select({ host, views: VIEWS })
    .from(table)
    .where(sql`${inWindow(window)} and ${table.referrerHost} is not null and ${table.referrerHost} <> ''`)
    .groupBy(host)
    .orderBy(sql`count(*) desc`, sql`${byBytes(table.referrerHost)} asc`)
    .limit(limit)
  return rows.map((row) => ({ host: String(row.host), views: views(row) }))
}

/** Views of each page on each day of the window (days oldest first; in a day, most viewed first). */
export async function viewsPerDayAndPath(payload: Payload, window: ReportWindow): Promise<DayPathViews[]> {
  const { db, table, day, inWindow, byBytes } = pageViewsTable(payload)
  const path = sql`${table.path}`
  const rows = await db
    .select({ day, path, views: VIEWS })
    .from(table)
    .where(inWindow(window))
    .groupBy(day, path)
    .orderBy(sql`${day} asc`, sql`count(*) desc`, sql`${byBytes(table.path)} asc`)
  return rows.map((row) => ({ date: String(row.day), path: String(row.path), views: views(row) }))
}

/** The whole report for the REPORT_DAYS days ending with the day of `now` (UTC). */
export async function pageViewReport(
  payload: Payload,
  options: { now?: Date; days?: number; limit?: number } = {},
): Promise<PageViewReport> {
  const window = reportWindow(options.now ?? new Date(), options.days ?? REPORT_DAYS)
  const [daily, pages, referrers] = await Promise.all([
    viewsPerDay(payload, window),
    topPages(payload, window, options.limit),
    topReferrerHosts(payload, window, options.limit),
  ])
  return {
    days: window.days,
    daily,
    total: daily.reduce((sum, day) => sum + day.views, 0),
    topPages: pages,
    topReferrers: referrers,
  }
}
