/**
 * Throwaway databases for the integration run. Plain Node (no Payload, no src/lib/env.ts), so
 * it can run before the environment is set.
 *   SQLite:     a file in the run's temp directory.
 *   PostgreSQL: CREATE DATABASE vanlife_test_<random>[_<label>] on the local server, dropped at the end.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'

export type TestDbKind = 'sqlite' | 'postgres'

export interface TestRun {
  kind: TestDbKind
  /** Temp directory holding the SQLite files, MEDIA_DIR and DATA_DIR of this run. */
  tmpDir: string
  /** Every database of this run is named with this prefix (PostgreSQL). */
  dbPrefix: string
  /** Maintenance connection used to create and drop databases (PostgreSQL). */
  adminUrl: string
}

export const DEFAULT_POSTGRES_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres'

export function testDbKind(value = process.env.TEST_DB): TestDbKind {
  const kind = value?.trim() || 'sqlite'
  if (kind !== 'sqlite' && kind !== 'postgres') {
    throw new Error(`TEST_DB must be "sqlite" or "postgres", not "${kind}"`)
  }
  return kind
}

export function newTestRun(kind: TestDbKind): TestRun {
  const id = randomBytes(4).toString('hex')
  return {
    kind,
    tmpDir: fs.mkdtempSync(path.join(os.tmpdir(), `vanlife-int-${kind}-`)),
    dbPrefix: `vanlife_test_${id}`,
    adminUrl: process.env.TEST_POSTGRES_URL ?? DEFAULT_POSTGRES_ADMIN_URL,
  }
}

async function withAdminClient<T>(run: TestRun, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: run.adminUrl })
  try {
    await client.connect()
  } catch (error) {
    throw new Error(
      `Cannot reach PostgreSQL at ${run.adminUrl} (${(error as Error).message}). ` +
        'Start it (pg_ctlcluster <version> main start) or run with TEST_DB=sqlite.',
    )
  }
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Creates an empty database and returns its DATABASE_URL. */
export async function createDatabase(run: TestRun, label?: string): Promise<string> {
  if (label !== undefined && !/^[a-z0-9_]{1,20}$/.test(label)) throw new Error(`Bad database label "${label}"`)
  if (run.kind === 'sqlite') {
    const file = path.join(run.tmpDir, `${label ?? 'main'}.db`)
    if (fs.existsSync(file)) throw new Error(`${file} already exists`)
    return `file:${file}`
  }
  const name = label ? `${run.dbPrefix}_${label}` : run.dbPrefix
  await withAdminClient(run, (client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(run.adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops every database this run created and removes its temp directory. */
export async function destroyTestRun(run: TestRun): Promise<string[]> {
  const dropped: string[] = []
  if (run.kind === 'postgres') {
    await withAdminClient(run, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $1 || '\\_%'",
        [run.dbPrefix],
      )
      for (const { datname } of rows) {
        // FORCE (PostgreSQL 13+) closes connections a crashed worker may have left open.
        await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
        dropped.push(datname)
      }
    })
  }
  fs.rmSync(run.tmpDir, { recursive: true, force: true })
  return dropped
}
