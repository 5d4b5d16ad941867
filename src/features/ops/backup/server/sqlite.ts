/**
 * SQLite's side of a backup: an online snapshot with VACUUM INTO (a consistent copy made in one
 * read transaction; in WAL mode the site keeps reading and writing meanwhile), and its restore,
 * which puts the snapshot in place of the database file.
 */
import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { createClient, type Client } from '@libsql/client'

import type { DatabaseSnapshot } from './database'

/** The file a `file:` DATABASE_URL names. */
export function sqliteFile(databaseUrl: string): string {
  const withoutQuery = databaseUrl.replace(/\?.*$/, '')
  return path.resolve(
    withoutQuery.startsWith('file://') ? fileURLToPath(withoutQuery) : withoutQuery.slice('file:'.length),
  )
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`
const quoteString = (value: string) => `'${value.replace(/'/g, "''")}'`

async function withClient<T>(file: string, fn: (client: Client) => Promise<T>): Promise<T> {
  const client = createClient({ url: `file:${file}` })
  try {
    return await fn(client)
  } finally {
    client.close()
  }
}

async function tableNames(client: Client): Promise<string[]> {
  const { rows } = await client.execute(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
  )
  return rows.map((row) => String(row.name))
}

/** Rows per table, the applied migrations and SQLite's version, read from one database file. */
export function describeSqlite(file: string): Promise<DatabaseSnapshot> {
  return withClient(file, async (client) => {
    const tables: Record<string, number> = {}
    for (const name of await tableNames(client)) {
      const { rows } = await client.execute(`SELECT count(*) AS n FROM ${quoteIdentifier(name)}`)
      tables[name] = Number(rows[0]?.n ?? 0)
    }
    const migrations =
      'payload_migrations' in tables
        ? (await client.execute("SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id")).rows.map(
            (row) => String(row.name),
          )
        : []
    const { rows } = await client.execute('SELECT sqlite_version() AS v')
    return { version: String(rows[0]?.v ?? 'unknown'), migrations, tables }
  })
}

/** Writes a consistent copy of the database to `outFile` (which must not exist) and describes it. */
export async function snapshotSqlite(databaseUrl: string, outFile: string): Promise<DatabaseSnapshot> {
  await withClient(sqliteFile(databaseUrl), (client) => client.execute(`VACUUM INTO ${quoteString(outFile)}`))
  return describeSqlite(outFile)
}

/** How many tables the target holds (0: empty or missing). */
export async function sqliteTableCount(databaseUrl: string): Promise<number> {
  const file = sqliteFile(databaseUrl)
  const exists = await fs.stat(file).then(
    (stat) => stat.size > 0,
    () => false,
  )
  if (!exists) return 0
  return withClient(file, async (client) => (await tableNames(client)).length)
}

/**
 * Puts the snapshot in place of the database file: copied next to it, then renamed over it, so
 * the target is either the old file or the whole snapshot. The old file's WAL and shared-memory
 * files go first (they belong to the old database). The site must be stopped.
 */
export async function restoreSqlite(snapshotFile: string, databaseUrl: string): Promise<DatabaseSnapshot> {
  const target = sqliteFile(databaseUrl)
  await fs.mkdir(path.dirname(target), { recursive: true })
  const incoming = `${target}.restoring`
  await fs.copyFile(snapshotFile, incoming)
  for (const suffix of ['-wal', '-shm', '-journal']) await fs.rm(`${target}${suffix}`, { force: true })
  await fs.rename(incoming, target)
  return describeSqlite(target)
}
