import type { Payload } from 'payload'

type PgPoolLike = {
  end: () => Promise<void>
  ended?: boolean
  on: (event: 'error', listener: (error: Error) => void) => unknown
  /** pg's list of every client of the pool, idle or checked out. */
  _clients?: { release?: (destroy?: boolean) => void }[]
}

/**
 * Stops Payload and closes its database connections. payload.destroy() leaves them open, and
 * the PostgreSQL adapter keeps one pool client checked out for good (its connect check), so
 * pool.end() alone would wait forever: that client is released (destroyed) first.
 */
export async function closePayload(payload: Payload): Promise<void> {
  const db = payload.db as unknown as { pool?: PgPoolLike; client?: { close?: () => void } }
  await payload.destroy()
  if (db.pool) {
    const pool = db.pool
    pool.on('error', () => {}) // a connection dropped while closing is not a test failure
    if (pool.ended) return
    for (const client of pool._clients ?? []) {
      try {
        client.release?.(true)
      } catch {
        // already idle: pool.end() closes it
      }
    }
    await Promise.race([pool.end(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
  } else {
    db.client?.close?.()
  }
}
