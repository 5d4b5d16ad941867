/**
 * Logs a Redis outage once when it starts, then at most once a minute while it lasts (with how
 * many failures were not logged), and once when Redis answers again: a busy site without Redis
 * writes a few lines, not one per request. Only the error's message is logged (no URL, no key).
 *
 * Also loaded by Node itself through ./next-cache-handler.ts: no imports.
 */

/** The part of a pino logger this needs. */
export type OutageLog = {
  error(fields: Record<string, unknown>, message: string): void
  info(fields: Record<string, unknown>, message: string): void
}

export type OutageReporter = {
  /** Redis failed (or is not connected); logs when the outage starts and once a minute after. */
  failed(error: unknown): void
  /** Redis answered; logs the recovery and returns true when an outage just ended. */
  succeeded(): boolean
  readonly down: boolean
}

export function createOutageReporter(options: {
  log: OutageLog
  /** Names the log events: redis_<what>_unavailable, redis_<what>_recovered. */
  what: string
  degraded: string
  recovered: string
  repeatMs?: number
  now?: () => number
}): OutageReporter {
  const { log, what, degraded, recovered, repeatMs = 60_000, now = Date.now } = options
  let down = false
  let since = 0
  let lastLogged = 0
  let unlogged = 0

  return {
    get down() {
      return down
    },
    failed(error: unknown) {
      const message = error instanceof Error ? error.message : String(error)
      const at = now()
      if (!down) {
        down = true
        since = at
        lastLogged = at
        unlogged = 0
        log.error({ event: `redis_${what}_unavailable`, error: message }, degraded)
        return
      }
      unlogged += 1
      if (at - lastLogged < repeatMs) return
      log.error(
        { event: `redis_${what}_unavailable`, error: message, failures: unlogged, downForMs: at - since },
        degraded,
      )
      lastLogged = at
      unlogged = 0
    },
    succeeded() {
      if (!down) return false
      down = false
      log.info({ event: `redis_${what}_recovered`, downForMs: now() - since }, recovered)
      return true
    },
  }
}
