import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

import type { Env } from '@/lib/env'

import { MIGRATION_DIRS } from './migration-dirs'
import { withPoolErrorLog } from './pool-errors'
import { serializeSqliteWrites } from './sqlite-writes'

export { MIGRATION_DIRS }

/** How long a SQLite statement waits for another process's write (a script next to the server). */
const SQLITE_BUSY_TIMEOUT_MS = 5_000
/** How long a write waits for the writes before it in this process (ADR 0015). */
const SQLITE_WRITE_WAIT_MS = 15_000

/**
 * SQLite file by default, PostgreSQL when DATABASE_URL is a postgres:// URL.
 * Schema changes reach a database only through committed migrations; `push` is for
 * `npm run dev`'s own database. Writes are atomic on both: one transaction per Payload operation
 * (ADR 0015 for SQLite's). A PostgreSQL connection dropped by the server is one log line
 * (./pool-errors.ts), not an uncaught exception.
 */
export function databaseAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return withPoolErrorLog(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL, max: 10 },
        migrationDir: MIGRATION_DIRS.postgres,
        push: env.PAYLOAD_DB_PUSH,
      }),
    )
  }
  return serializeSqliteWrites(
    sqliteAdapter({
      client: { url: env.DATABASE_URL },
      migrationDir: MIGRATION_DIRS.sqlite,
      push: env.PAYLOAD_DB_PUSH,
      // Any value turns transactions on (off by default for SQLite); drizzle's libsql driver
      // always begins them IMMEDIATE. sqlite-writes.ts runs them on a connection of their own.
      transactionOptions: {},
      // Readers and the one writer do not block each other (the files: vanlife.db-wal, -shm).
      wal: true,
      busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
    }),
    { lockTimeoutMs: SQLITE_WRITE_WAIT_MS, busyTimeoutMs: SQLITE_BUSY_TIMEOUT_MS },
  )
}
