/**
 * Transactions on SQLite (ADR 0015). Payload's SQLite adapter runs without transactions unless it
 * is given `transactionOptions`; given them, it starts each transaction with libsql's
 * `client.transaction()`, which hands the client's connection to the transaction and opens a new
 * one for everything else. Three things then go wrong, each measured:
 *
 * - two writes at once fail: the second BEGIN meets the first's lock and answers SQLITE_BUSY at
 *   once (the new connections have no busy timeout; and a timeout would not help in one process,
 *   the driver is synchronous, so waiting blocks the very event loop that would end the first);
 * - every transaction leaves its connection open (two file descriptors and its page cache) until
 *   garbage collection, which in practice reclaims few: 12,000 transactions left 16,000
 *   descriptors and 1.5 GB open, then SQLITE_CANTOPEN (libsql-client-ts issue 350);
 * - migrations would run inside a transaction, where SQLite ignores the `PRAGMA foreign_keys=OFF`
 *   that drizzle's generated table rebuilds rely on: dropping a rebuilt table would cascade into
 *   the rows that point at it.
 *
 * So `serializeSqliteWrites` wraps the adapter:
 *
 * - every transaction runs on one extra, long-lived connection (`BEGIN IMMEDIATE` … `COMMIT`), and
 *   no connection is ever handed away;
 * - one write at a time in this process: a transaction holds the write lock from its BEGIN to its
 *   COMMIT or ROLLBACK, and a write outside any transaction holds it for its one statement group.
 *   Others wait their turn (first come, first served) instead of failing; reads never wait
 *   (WAL: readers see the last commit, never a transaction in progress);
 * - a write made in a transaction's own async flow without the transaction's `req` (Payload gives
 *   its email adapter none, so a member's verification email is recorded this way) joins that
 *   transaction instead of waiting for it, which would wait for the write: the flow that began a
 *   transaction is followed with an AsyncLocalStorage;
 * - migrations run with foreign keys off on that connection, as drizzle-kit's migrator does, now
 *   each in a transaction of its own.
 *
 * A write that waits longer than `lockTimeoutMs` fails with an error that says why.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { type Client, createClient, type InStatement, type ResultSet, type Transaction } from '@libsql/client'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj, PayloadRequest } from 'payload'

import { createWriteLock } from './write-lock'

/**
 * The adapter's write methods. `upsert` is left out: it calls `updateOne`, which takes the lock.
 * None of these calls another of them.
 */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
] as const satisfies readonly (keyof SQLiteAdapter)[]

const MIGRATE_METHODS = ['migrate', 'migrateDown', 'migrateFresh', 'migrateRefresh', 'migrateReset'] as const

type EndTransaction = SQLiteAdapter['commitTransaction']
type WriteArgs = { req?: Partial<PayloadRequest> }
/** A transaction as the async flow that began it sees it. */
type Slot = { id: number | string | null; open: boolean }

/** `req` as seen by the adapter, in transaction `id` (everything else read through to `req`). */
function withTransaction(req: Partial<PayloadRequest> | undefined, id: number | string): Partial<PayloadRequest> {
  return Object.assign(Object.create(req ?? null) as Partial<PayloadRequest>, { transactionID: id })
}

/** A libsql Transaction on `connection`, which must already be in a transaction (BEGIN IMMEDIATE). */
function transactionOn(connection: Client): Transaction {
  let open = true
  const ensureOpen = () => {
    if (!open) throw new Error('The transaction is closed')
  }
  const rollback = async () => {
    if (!open) return
    open = false
    try {
      await connection.execute('ROLLBACK')
    } catch (error) {
      // SQLite rolls back by itself after some errors (disk full, I/O); nothing is left to undo.
      if (!/no transaction is active/i.test((error as Error).message)) throw error
    }
  }
  return {
    execute(stmt: InStatement): Promise<ResultSet> {
      ensureOpen()
      return connection.execute(stmt)
    },
    async batch(stmts: InStatement[]): Promise<ResultSet[]> {
      const results: ResultSet[] = []
      for (const stmt of stmts) {
        ensureOpen()
        results.push(await connection.execute(stmt))
      }
      return results
    },
    executeMultiple(): Promise<void> {
      // The client's executeMultiple rolls back any open transaction when it ends.
      return Promise.reject(new Error('executeMultiple is not available inside a transaction'))
    },
    async commit() {
      ensureOpen()
      await connection.execute('COMMIT') // throws with the transaction still open: rollback() follows
      open = false
    },
    rollback,
    close() {
      void rollback()
    },
    get closed() {
      return !open
    },
  } as Transaction
}

function isInMemory(url: string): boolean {
  return url.includes(':memory:') || url.includes('mode=memory')
}

export type SerializeOptions = {
  /** How long a write may wait for the one before it (ms). */
  lockTimeoutMs: number
  /** How long a statement waits for another process's lock (PRAGMA busy_timeout, ms). */
  busyTimeoutMs: number
}

/** Wraps Payload's SQLite adapter: see the top of this file. */
export function serializeSqliteWrites(
  adapterObj: DatabaseAdapterObj<SQLiteAdapter>,
  options: SerializeOptions,
): DatabaseAdapterObj<SQLiteAdapter> {
  return {
    ...adapterObj,
    init(args) {
      const adapter = adapterObj.init(args)
      const lock = createWriteLock({
        timeoutMs: options.lockTimeoutMs,
        timeoutMessage: (ms) =>
          `A database write waited ${ms / 1000} s for the one before it to end: a transaction that was never ` +
          'ended, or one that waits for a write started outside its flow (src/cms/sqlite-writes.ts).',
      })
      const holders = new Map<string, { release: () => void; slot: Slot }>()
      /** The transaction of the current async flow, if it began one (see beginTransaction). */
      const flow = new AsyncLocalStorage<Slot>()
      let writer: Client | undefined

      async function inOpenTransaction(req: Partial<PayloadRequest> | undefined): Promise<boolean> {
        const id = req?.transactionID ? await req.transactionID : undefined
        return id !== undefined && id !== null && String(id) in adapter.sessions
      }

      const connect = adapter.connect!.bind(adapter)
      adapter.connect = async (connectArgs) => {
        await connect(connectArgs)
        if (writer) return
        const client = adapter.client
        const url = String(adapter.clientConfig.url)
        writer = isInMemory(url) ? client : createClient(adapter.clientConfig)
        if (writer !== client) {
          await writer.execute(`PRAGMA busy_timeout = ${options.busyTimeoutMs}`)
          if (adapter.wal) await writer.execute(`PRAGMA synchronous = ${adapter.wal.synchronous}`)
          const closeClient = client.close.bind(client)
          const ownWriter = writer
          client.close = () => {
            ownWriter.close()
            closeClient()
          }
        }
        const connection = writer
        // drizzle's transaction() asks the client for one: run it on the writer connection.
        client.transaction = async () => {
          await connection.execute('BEGIN IMMEDIATE')
          return transactionOn(connection)
        }
      }

      const begin = adapter.beginTransaction.bind(adapter)
      adapter.beginTransaction = async (transactionOptions) => {
        // Synchronous up to the first await, so that the slot entered here stays with the code
        // that asked for the transaction (Payload's operation) and everything it goes on to call.
        const ambient = flow.getStore()
        if (ambient?.open) return null // begun inside another transaction's flow: its writes join that one
        const slot: Slot = { id: null, open: false }
        flow.enterWith(slot)
        const release = await lock.acquire()
        try {
          const id = await begin(transactionOptions)
          if (id === null || id === undefined) {
            release()
          } else {
            holders.set(String(id), { release, slot })
            slot.id = id
            slot.open = true
          }
          return id
        } catch (error) {
          release()
          throw error
        }
      }

      const ending =
        (end: EndTransaction): EndTransaction =>
        async (incoming) => {
          const id = await incoming
          try {
            await end(id)
          } finally {
            const holder = holders.get(String(id))
            holders.delete(String(id))
            if (holder) holder.slot.open = false
            holder?.release()
          }
        }
      adapter.commitTransaction = ending(adapter.commitTransaction.bind(adapter))
      adapter.rollbackTransaction = ending(adapter.rollbackTransaction.bind(adapter))

      for (const name of WRITE_METHODS) {
        const write = (adapter[name] as (callArgs: WriteArgs) => Promise<unknown>).bind(adapter)
        ;(adapter as unknown as Record<string, unknown>)[name] = async (callArgs: WriteArgs) => {
          const ambient = flow.getStore()
          if (await inOpenTransaction(callArgs?.req)) return write(callArgs)
          // A write without the transaction's req, made inside that transaction's flow (Payload's
          // own emails: it gives the email adapter no req): it joins the transaction.
          if (ambient?.open && ambient.id !== null) {
            return write({ ...callArgs, req: withTransaction(callArgs?.req, ambient.id) })
          }
          const release = await lock.acquire()
          try {
            return await write(callArgs)
          } finally {
            release()
          }
        }
      }

      async function setForeignKeys(value: 'ON' | 'OFF') {
        const release = await lock.acquire()
        try {
          await writer?.execute(`PRAGMA foreign_keys = ${value}`)
        } finally {
          release()
        }
      }

      for (const name of MIGRATE_METHODS) {
        const run = (adapter[name] as (migrateArgs?: unknown) => Promise<void>).bind(adapter)
        ;(adapter as unknown as Record<string, unknown>)[name] = async (migrateArgs?: unknown) => {
          // Between transactions, so that it holds: SQLite ignores this pragma inside one.
          await setForeignKeys('OFF')
          try {
            await run(migrateArgs)
          } finally {
            await setForeignKeys('ON')
          }
        }
      }

      return adapter
    },
  }
}
