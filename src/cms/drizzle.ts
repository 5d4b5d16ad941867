/**
 * The drizzle database under Payload's SQL adapters (SQLite and PostgreSQL alike), for the few
 * writes the Local API cannot make atomically: a conditional update that answers which rows it
 * changed (`UPDATE … WHERE status = 'pending' RETURNING id`), or an arithmetic one
 * (`stock = stock - 2`). Inside a transaction (a `req` from src/cms/transaction.ts) it is that
 * transaction's connection, as Payload's own operations use it. Such writes skip Payload's hooks:
 * the caller revalidates what they change.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { SQL } from '@payloadcms/db-sqlite/drizzle'

/** What a caller uses of a drizzle update builder (same shape on both adapters). */
interface UpdateBuilder {
  set(values: Record<string, unknown>): {
    where(condition: SQL | undefined): PromiseLike<unknown> & {
      returning(fields: Record<string, unknown>): PromiseLike<Record<string, unknown>[]>
    }
  }
}

export interface DrizzleHandle {
  update(table: unknown): UpdateBuilder
}

interface DrizzleAdapter {
  drizzle?: DrizzleHandle
  sessions?: Record<string | number, { db?: DrizzleHandle } | undefined>
  tables?: Record<string, Record<string, unknown> | undefined>
}

/** The database handle for `req`'s transaction, or the adapter's outside any. */
export async function drizzleDb(payload: Payload, req?: Partial<PayloadRequest>): Promise<DrizzleHandle> {
  const adapter = payload.db as unknown as DrizzleAdapter
  if (!adapter.drizzle) throw new Error('No SQL database adapter')
  const transactionId = req?.transactionID ? await req.transactionID : undefined
  return (transactionId !== undefined && adapter.sessions?.[transactionId]?.db) || adapter.drizzle
}

/** The database handle for `req`'s transaction (or outside any), and the drizzle table named `tableName`. */
export async function drizzleTable(
  payload: Payload,
  tableName: string,
  req?: Partial<PayloadRequest>,
): Promise<{ db: DrizzleHandle; table: Record<string, unknown> }> {
  const table = (payload.db as unknown as DrizzleAdapter).tables?.[tableName]
  if (!table) throw new Error(`No SQL table "${tableName}" in this database adapter`)
  return { db: await drizzleDb(payload, req), table }
}
