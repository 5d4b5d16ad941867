/**
 * The app's part of a drained shutdown (ADR 0028). npm start's server (scripts/serve.mjs) owns
 * the HTTP side; on SIGTERM it calls these, through globalThis because the Payload instance lives
 * inside Next's bundles and the server is plain Node (the same way as the stopping flag,
 * scripts/lib/stopping.mjs):
 *   stopJobs(deadline)  the job queue's crons stop at once (no new run starts); resolves when the
 *                       run in progress ends, or at `deadline` (a job cut there stays `processing`
 *                       and is taken up again later as a stranded job), and the queue's lease is
 *                       given up (ADR 0033);
 *   closeDatabase()     what slices registered with onBeforeClose (./shutdown-hooks.ts) runs, then
 *                       Payload and its connections close (./close-payload.ts).
 * Registered once Payload is up (src/instrumentation.ts). Not 'server-only': instrumentation is
 * outside the react-server build.
 */
import type { Payload } from 'payload'

import { closePayload } from './close-payload'
import { releaseJobRunnerLease } from './jobs/runner'
import { runBeforeClose } from './shutdown-hooks'

/** The same symbol as scripts/lib/stopping.mjs's SHUTDOWN. */
export const SHUTDOWN = Symbol.for('vanlife.shutdown')

export type ShutdownHooks = {
  stopJobs: (deadline: number) => Promise<void>
  closeDatabase: () => Promise<void>
}

/** What stopJobs needs of a cron (croner's Cron, which Payload's autoRun uses). */
export type JobCron = { stop: () => void; isBusy: () => boolean }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stops every cron, then waits until none is busy or `deadline` (epoch ms) passes. True when the
 * runs in progress ended in time.
 */
export async function stopCrons(crons: readonly JobCron[], deadline: number, pollMs = 50): Promise<boolean> {
  for (const cron of crons) cron.stop()
  while (crons.some((cron) => cron.isBusy())) {
    if (Date.now() >= deadline) return false
    await sleep(Math.min(pollMs, Math.max(deadline - Date.now(), 1)))
  }
  return true
}

/** The hooks for `payload` (Payload's own list of its crons: `payload.crons`). */
export function shutdownHooks(payload: Payload): ShutdownHooks {
  return {
    async stopJobs(deadline) {
      // Payload's destroy() stops them too, without waiting: they leave its list here.
      const crons: JobCron[] = payload.crons.splice(0, payload.crons.length)
      const idle = await stopCrons(crons, deadline)
      // A waiting runner (a worker) takes the queue over at once, not when the lease runs out; but
      // not while a batch is still running here: then the lease runs out on its own (30 s).
      if (idle) await releaseJobRunnerLease(payload)
      payload.logger.info(
        { event: idle ? 'jobs_stopped' : 'jobs_cut_at_shutdown' },
        idle ? 'Job queue stopped' : 'Job queue stopped with a job still running (it is taken up again later)',
      )
    },
    // What slices still hold for the database (./shutdown-hooks.ts: the search counts) goes first.
    closeDatabase: async () => {
      await runBeforeClose()
      await closePayload(payload)
    },
  }
}

/** Makes the hooks reachable by npm start's server. */
export function registerShutdown(payload: Payload): void {
  ;(globalThis as { [SHUTDOWN]?: ShutdownHooks })[SHUTDOWN] = shutdownHooks(payload)
}
