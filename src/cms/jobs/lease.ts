/**
 * The job queue's lease in the database (ADR 0033): the `job-runners` row named `queue`
 * (./collection.ts), taken and renewed by one conditional UPDATE … RETURNING through drizzle
 * (src/cms/drizzle.ts), the same on SQLite and PostgreSQL: the row changes only when the lease is
 * free, expired or already the caller's, so of two runners asking at once exactly one gets it.
 * Each write is a transaction of its own (src/cms/transaction.ts), which on SQLite takes this
 * process's write lock (ADR 0015). No Redis needed. ./lease-holder.ts decides when to ask.
 */
import 'server-only'

import { hostname } from 'node:os'
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { and, eq, isNull, lt, or, sql } from '@payloadcms/db-sqlite/drizzle'

import { type DrizzleHandle, drizzleTable } from '@/cms/drizzle'
import { inTransaction } from '@/cms/transaction'

import { JOB_RUNNERS_SLUG } from './collection'
import type { LeaseStore } from './lease-holder'

/** The one lease: the whole queue (every queue, the schedules and stranded jobs). */
export const QUEUE_LEASE = 'queue'

const TABLE = 'job_runners'

/** A name for this process's runner, as the status page shows it: host, process id and a tag. */
export function runnerName(role: string): string {
  return `${role}@${hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`
}

/** The lease's row, if it was ever created. */
async function findLeaseRow(payload: Payload) {
  const { docs } = await payload.find({
    collection: JOB_RUNNERS_SLUG,
    where: { name: { equals: QUEUE_LEASE } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}

/** Creates the lease's row once (a concurrent creation by another runner is as good). */
async function ensureLeaseRow(payload: Payload): Promise<void> {
  if (await findLeaseRow(payload)) return
  await payload
    .create({ collection: JOB_RUNNERS_SLUG, data: { name: QUEUE_LEASE }, overrideAccess: true })
    .catch(async (error: unknown) => {
      // Another runner created it first (the name is unique): fine, as long as it is there now.
      if (!(await findLeaseRow(payload))) throw error
    })
}

type Table = Awaited<ReturnType<typeof drizzleTable>>['table']

/** One write to the lease's table, in a transaction of its own. */
function leaseWrite<T>(
  payload: Payload,
  write: (db: DrizzleHandle, table: Table, column: (name: string) => never) => PromiseLike<T>,
): Promise<T> {
  return inTransaction(payload, async (req) => {
    const { db, table } = await drizzleTable(payload, TABLE, req)
    return write(db, table, (name) => table[name] as never)
  })
}

/** The lease's store in `payload`'s database. */
export function databaseLeaseStore(
  payload: Payload,
): LeaseStore & { recordTick(holder: string, at: Date): Promise<void> } {
  let rowReady = false
  return {
    async take(holder, now, until) {
      if (!rowReady) {
        await ensureLeaseRow(payload)
        rowReady = true
      }
      const nowIso = now.toISOString()
      const rows = await leaseWrite(payload, (db, table, column) =>
        db
          .update(table)
          .set({
            holder,
            // Kept on a renewal, set when the lease changes hands.
            acquiredAt: sql`case when ${column('holder')} = ${holder} then ${column('acquiredAt')} else ${nowIso} end`,
            expiresAt: until.toISOString(),
            updatedAt: nowIso,
          })
          .where(
            and(
              eq(column('name'), QUEUE_LEASE),
              or(isNull(column('holder')), eq(column('holder'), holder), lt(column('expiresAt'), nowIso)),
            ),
          )
          .returning({ id: table.id }),
      )
      return rows.length > 0
    },
    async release(holder, now) {
      await leaseWrite(payload, (db, table, column) =>
        db
          .update(table)
          .set({ expiresAt: now.toISOString(), updatedAt: now.toISOString() })
          .where(and(eq(column('name'), QUEUE_LEASE), eq(column('holder'), holder))),
      )
    },
    async recordTick(holder, at) {
      await leaseWrite(payload, (db, table, column) =>
        db
          .update(table)
          .set({ lastTickAt: at.toISOString() })
          .where(and(eq(column('name'), QUEUE_LEASE), eq(column('holder'), holder))),
      )
    },
  }
}

/** The lease as the status page shows it. */
export type QueueLease = {
  holder: string | null
  acquiredAt: string | null
  expiresAt: string | null
  lastTickAt: string | null
}

/** Reads the queue's lease (null: no runner ever ran on this database). */
export async function readQueueLease(payload: Payload): Promise<QueueLease | null> {
  const row = (await findLeaseRow(payload)) as Partial<QueueLease> | undefined
  if (!row) return null
  return {
    holder: row.holder ?? null,
    acquiredAt: row.acquiredAt ?? null,
    expiresAt: row.expiresAt ?? null,
    lastTickAt: row.lastTickAt ?? null,
  }
}
