import 'server-only'

import type { Payload } from 'payload'

import type { SearchEngine } from './engine'
import { postgresEngine } from './postgres/engine'
import { sqliteEngine } from './sqlite/engine'

/** The engine for the database in use: PostgreSQL's for `postgres`, FTS5 for SQLite. */
export function searchEngine(payload: Payload): SearchEngine {
  return payload.db.name === 'postgres' ? postgresEngine : sqliteEngine
}
