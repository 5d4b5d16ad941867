/**
 * Answers for load balancers. Liveness: the process runs (no database). Readiness: this instance
 * may take requests: not stopping, the database answers, and no migration of this version is
 * pending. Small JSON, nothing an outsider should not see. Pure apart from the stopping flag.
 */
import { withTimeout } from '../status/timeout'

/** Set by npm start's server on SIGTERM/SIGINT (scripts/lib/stopping.mjs): the same symbol. */
const STOPPING = Symbol.for('vanlife.stopping')

export function processIsStopping(): boolean {
  return (globalThis as { [STOPPING]?: boolean })[STOPPING] === true
}

export type ReadinessReason = 'stopping' | 'database' | 'migrations'
export type Readiness =
  | { httpStatus: 200; body: { status: 'ready' } }
  | { httpStatus: 503; body: { status: 'unavailable'; reason: ReadinessReason } }

const unavailable = (reason: ReadinessReason): Readiness => ({
  httpStatus: 503,
  body: { status: 'unavailable', reason },
})

/** `pendingMigrations` answers how many committed migrations the database has not applied (it reads the database). */
export async function checkReadiness(input: {
  stopping: () => boolean
  pendingMigrations: () => Promise<number>
  timeoutMs?: number
}): Promise<Readiness> {
  if (input.stopping()) return unavailable('stopping')
  let pending: number
  try {
    pending = await withTimeout(input.pendingMigrations, input.timeoutMs ?? 3000, 'the database')
  } catch {
    return unavailable('database')
  }
  if (input.stopping()) return unavailable('stopping')
  return pending > 0 ? unavailable('migrations') : { httpStatus: 200, body: { status: 'ready' } }
}

export const NO_STORE = { 'Cache-Control': 'no-store' } as const
