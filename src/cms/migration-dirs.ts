import path from 'node:path'
import { fileURLToPath } from 'node:url'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Where each database's committed migrations live. A module of its own, free of the database
 * adapters, so that npm start's quick check (scripts/lib/nothing-to-prepare.ts) reads the list
 * without loading them.
 */
export const MIGRATION_DIRS = {
  sqlite: path.resolve(dirname, '../migrations/sqlite'),
  postgres: path.resolve(dirname, '../migrations/postgres'),
} as const
