/**
 * PostgreSQL's side of a backup: pg_dump (custom format) inside a REPEATABLE READ transaction
 * whose snapshot it shares (`--snapshot`), so the dump, the row counts and the migration list
 * all see the same instant while the site keeps writing; and the restore with pg_restore, in
 * one transaction. The password travels in PGPASSWORD, never on a command line.
 */
import 'server-only'

import pg from 'pg'

import type { DatabaseSnapshot } from './database'
import { runCommand } from './command'

/** The URL without its password, and the environment that carries the password to pg_dump/pg_restore. */
export function commandTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (password) env.PGPASSWORD = password
  return { dbname: url.toString(), env }
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => {}) // a dropped connection surfaces in the query that meets it
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end().catch(() => {})
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

async function describe(client: pg.Client): Promise<DatabaseSnapshot> {
  const names = await client.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const tables: Record<string, number> = {}
  for (const { tablename } of names.rows) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${quoteIdentifier(tablename)}`)
    tables[tablename] = Number(rows[0]?.n ?? 0)
  }
  const migrations =
    'payload_migrations' in tables
      ? (
          await client.query<{ name: string }>("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")
        ).rows.map((row) => row.name)
      : []
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version')
  return { version: rows[0]?.server_version ?? 'unknown', migrations, tables }
}

/** Dumps the database to `outFile` (pg_dump's custom format) and describes the same snapshot. */
export function snapshotPostgres(databaseUrl: string, outFile: string): Promise<DatabaseSnapshot> {
  return withClient(databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    try {
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      const snapshot = await describe(client)
      const { dbname, env } = commandTarget(databaseUrl)
      await runCommand(
        'pg_dump',
        [
          '--format=custom',
          `--snapshot=${rows[0]!.id}`,
          '--no-owner',
          '--no-privileges',
          `--file=${outFile}`,
          `--dbname=${dbname}`,
        ],
        { env, label: 'pg_dump' },
      )
      return snapshot
    } finally {
      await client.query('COMMIT').catch(() => {})
    }
  })
}

/** How many tables the target's public schema holds (0: empty). */
export function postgresTableCount(databaseUrl: string): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'",
    )
    return Number(rows[0]?.n ?? 0)
  })
}

/**
 * Restores the dump with pg_restore in one transaction (all or nothing). `replace` first empties
 * the public schema (drops every table, type and function in it).
 */
export async function restorePostgres(
  dumpFile: string,
  databaseUrl: string,
  { replace }: { replace: boolean },
): Promise<DatabaseSnapshot> {
  if (replace) {
    await withClient(databaseUrl, (client) =>
      client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public'),
    )
  }
  const { dbname, env } = commandTarget(databaseUrl)
  await runCommand(
    'pg_restore',
    [
      '--no-owner',
      '--no-privileges',
      // COMMENT ON EXTENSION needs the extension's owner: the site's own tables have no comments.
      '--no-comments',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${dbname}`,
      dumpFile,
    ],
    { env, label: 'pg_restore' },
  )
  return withClient(databaseUrl, describe)
}
