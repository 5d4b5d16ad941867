import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '@/lib/env'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export const MIGRATION_DIRS = {
  sqlite: path.resolve(dirname, '../migrations/sqlite'),
  postgres: path.resolve(dirname, '../migrations/postgres'),
} as const

/**
 * SQLite file by default, PostgreSQL when DATABASE_URL is a postgres:// URL.
 * Schema changes reach a database only through committed migrations; `push` is for
 * `npm run dev`'s own database.
 */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL, max: 10 },
      migrationDir: MIGRATION_DIRS.postgres,
      push: env.PAYLOAD_DB_PUSH,
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    migrationDir: MIGRATION_DIRS.sqlite,
    push: env.PAYLOAD_DB_PUSH,
  })
}
