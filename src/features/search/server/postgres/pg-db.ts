import 'server-only'

import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

import type { SearchDb } from '../engine'

/** What the PostgreSQL engine uses of a drizzle database or transaction (node-postgres). */
export interface PgDb {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>
}

export function pgDb(db: SearchDb): PgDb {
  return db as PgDb
}

/** One bound parameter, arrays included (drizzle's sql`` would spread an array into a list). */
export function param(value: unknown): SQL {
  return sql`${sql.param(value)}`
}
