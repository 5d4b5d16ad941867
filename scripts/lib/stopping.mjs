/**
 * The process is stopping (npm start's server got SIGTERM or SIGINT): from that moment GET
 * /api/health/ready answers 503, so a load balancer sends no new requests here while the ones in
 * flight finish. A flag on globalThis: the app's route (src/features/ops/health/readiness.ts)
 * runs in this same process, inside Next's bundles.
 */
export const STOPPING = Symbol.for('vanlife.stopping')

export function markStopping() {
  globalThis[STOPPING] = true
}

/**
 * What the app registers for the shutdown (src/cms/shutdown.ts, once Payload is up): stopJobs
 * and closeDatabase. Absent while Payload has not started.
 */
export const SHUTDOWN = Symbol.for('vanlife.shutdown')

/** @returns {{ stopJobs: (deadline: number) => Promise<void>, closeDatabase: () => Promise<void> } | undefined} */
export function appShutdownHooks() {
  return globalThis[SHUTDOWN]
}
