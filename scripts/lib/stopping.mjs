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
