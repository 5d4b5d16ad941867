import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { drizzleDb } from '@/cms/drizzle'

import type { SearchDb } from './engine'

interface DrizzleAdapter {
  drizzle?: object
}

/**
 * The database handle the engines write and read with: inside `req`'s transaction, that
 * transaction's drizzle handle (as Payload's own operations use it, src/cms/drizzle.ts), so an
 * index row commits or rolls back with the content it follows; otherwise the adapter's database.
 */
export async function searchDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<SearchDb> {
  return drizzleDb(payload, req)
}

/** The adapter's database outside any transaction (reads). */
export function searchReadDb(payload: Payload): SearchDb {
  const adapter = payload.db as unknown as DrizzleAdapter
  if (!adapter.drizzle) throw new Error('The search index needs an SQL database adapter')
  return adapter.drizzle
}
