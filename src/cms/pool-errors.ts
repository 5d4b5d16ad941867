/**
 * PostgreSQL may drop a connection at any time (a restart, pg_terminate_backend, an idle timeout
 * on a proxy). pg's Pool then emits 'error' for each idle client it loses, and an EventEmitter
 * with no 'error' listener throws: the process logs an uncaughtException dump of ~90 lines that
 * is not JSON. The pool already replaces a lost client on the next query; this listener makes each
 * drop one JSON log line (Payload's logger: src/lib/logger.ts) and nothing more.
 */
import type { DatabaseAdapterObj, Payload } from 'payload'

/** Marks a pool already listened to (connect runs again on a hot reload). */
const WATCHED = Symbol('pool errors logged')

type PoolLike = {
  on: (event: 'error', listener: (error: Error) => void) => unknown
  [WATCHED]?: true
}

/** Logs each dropped connection of `pool` as one warning (with pg's error code, e.g. 57P01). */
export function logDroppedConnections(pool: PoolLike, logger: () => Payload['logger']): void {
  if (pool[WATCHED]) return
  pool[WATCHED] = true
  pool.on('error', (error) => {
    const code = (error as Error & { code?: unknown }).code
    logger().warn(
      { event: 'database_connection_dropped', code: typeof code === 'string' ? code : undefined, err: error },
      'A database connection was dropped; the pool opens a new one when needed',
    )
  })
}

/** The PostgreSQL adapter, its pool listened to (logDroppedConnections) once it is connected. */
export function withPoolErrorLog(adapterObj: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapterObj,
    init(args) {
      const adapter = adapterObj.init(args)
      const connect = adapter.connect?.bind(adapter)
      if (!connect) return adapter
      adapter.connect = async (connectArgs) => {
        await connect(connectArgs)
        const pool = (adapter as { pool?: PoolLike }).pool
        if (pool) logDroppedConnections(pool, () => adapter.payload.logger)
      }
      return adapter
    },
  }
}
