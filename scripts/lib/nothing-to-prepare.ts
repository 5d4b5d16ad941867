/**
 * npm start's quick check (scripts/start.ts): whether the preparation provably has nothing to do
 * on this database, read straight from it with its driver, without loading Payload's config (the
 * config and its adapters cost seconds of a restart; ADR 0029). Nothing to do means all of:
 *
 * - every committed migration (a file in the adapter's migration folder) is recorded as applied in
 *   payload_migrations, and no `dev` row says the schema was pushed (Payload's migrate would stop
 *   and ask);
 * - a staff login exists (a row in users);
 * - the database holds content (a story or a media file), so nothing is seeded and nothing logged;
 * - the search index is not empty while published content exists (a site upgraded to search with
 *   `npm run migrate` first: the preparation's ensureSearchIndex fills it).
 *
 * Any doubt (no database file yet, a table missing, a query failing) answers false: the full
 * preparation then runs, which decides as before.
 */
import fs from 'node:fs'
import path from 'node:path'

import { MIGRATION_DIRS } from '../../src/cms/migration-dirs'
import type { Env } from '../../src/lib/env'

type Reader = { rows(sql: string): Promise<Record<string, unknown>[]>; close(): Promise<void> }

/** The committed migrations' names: the migration files (one .ts each, besides index.ts). */
export function committedMigrations(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => path.basename(file, '.ts'))
}

/** The SQLite file a `file:` URL names (without its query). */
export function sqliteFile(url: string): string {
  return url.slice('file:'.length).split('?')[0]!
}

async function openReader(config: Pick<Env, 'databaseKind' | 'DATABASE_URL'>): Promise<Reader | null> {
  if (config.databaseKind === 'postgres') {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: config.DATABASE_URL })
    await client.connect()
    return { rows: async (sql) => (await client.query(sql)).rows, close: () => client.end() }
  }
  // Opening a file that is not there would create it: the full preparation decides about a new one.
  if (!fs.existsSync(sqliteFile(config.DATABASE_URL))) return null
  const { createClient } = await import('@libsql/client')
  const client = createClient({ url: config.DATABASE_URL })
  return {
    rows: async (sql) => (await client.execute(sql)).rows as unknown as Record<string, unknown>[],
    close: async () => client.close(),
  }
}

/** True only when, read from `rows`, the preparation has nothing to do (see the top of the file). */
export function preparedAlready(facts: {
  committed: readonly string[]
  applied: readonly string[]
  staff: boolean
  content: boolean
  /** The search index has a row, or there is nothing published to find. */
  searchIndexed: boolean
}): boolean {
  if (facts.applied.includes('dev')) return false
  const applied = new Set(facts.applied)
  return facts.committed.every((name) => applied.has(name)) && facts.staff && facts.content && facts.searchIndexed
}

/** The search engines' index tables (src/migrations/{sqlite,postgres}/…_search_index.ts). */
const SEARCH_INDEX_TABLE = { sqlite: 'search_index', postgres: 'search_documents' } as const

/** See the top of the file. */
export async function nothingToPrepare(config: Pick<Env, 'databaseKind' | 'DATABASE_URL'>): Promise<boolean> {
  let reader: Reader | null = null
  try {
    reader = await openReader(config)
    if (!reader) return false
    const applied = await reader.rows('SELECT name FROM payload_migrations')
    const [staff] = await reader.rows('SELECT EXISTS (SELECT 1 FROM users) AS found')
    const [content] = await reader.rows(
      'SELECT (EXISTS (SELECT 1 FROM stories) OR EXISTS (SELECT 1 FROM media)) AS found',
    )
    const [searchIndexed] = await reader.rows(
      `SELECT (EXISTS (SELECT 1 FROM ${SEARCH_INDEX_TABLE[config.databaseKind]}) OR NOT (
        EXISTS (SELECT 1 FROM stories WHERE _status = 'published')
        OR EXISTS (SELECT 1 FROM articles WHERE _status = 'published')
        OR EXISTS (SELECT 1 FROM products))) AS found`,
    )
    return preparedAlready({
      committed: committedMigrations(MIGRATION_DIRS[config.databaseKind]),
      applied: applied.map((row) => String(row.name)),
      staff: Boolean(Number(staff?.found)),
      content: Boolean(Number(content?.found)),
      searchIndexed: Boolean(Number(searchIndexed?.found)),
    })
  } catch {
    return false
  } finally {
    await reader?.close().catch(() => undefined)
  }
}
