/**
 * The job runner (ADR 0027), for whichever process runs the queue (the production server today,
 * `npm run worker` later). Each tick of its cron: stranded jobs go back to their queue
 * (./stranded.ts), due scheduled tasks are queued (Payload's handleSchedules), then the queues are
 * drained most urgent first until empty or until shortly before the next tick (./drain.ts).
 * Its cron is in Payload's own list (`payload.crons`), so payload.destroy() stops it: the batch
 * running then finishes (`cron.isBusy()` says when) and no other starts.
 */
import 'server-only'

import { Cron } from 'croner'
import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { drainQueues, type DrainOutcome } from './drain'
import type { JobQueue } from './queues'
import { recoverStrandedJobs, type StrandedOutcome } from './stranded'

/** Jobs taken per batch (run in parallel by Payload); the urgent queue is looked at between batches. */
export const JOB_BATCH = 10
/** A tick stops draining this long before the next one is due, so every tick starts on time. */
const TICK_MARGIN_MS = 5_000
/** The shortest drain of a tick, however close the next one is. */
const MIN_DRAIN_MS = 5_000

export type TickOutcome = DrainOutcome & { stranded: StrandedOutcome; ms: number }

/** Runs one batch of a queue through Payload; resolves with how many jobs ran. */
export function payloadBatch(payload: Payload, batch = JOB_BATCH) {
  return async (queue: JobQueue): Promise<number> => {
    const result = await payload.jobs.run({ queue, limit: batch, silent: { info: true } })
    return Object.keys(result.jobStatus ?? {}).length
  }
}

/** One tick: take up stranded jobs, queue what the schedules say is due, then drain until `until`. */
export async function runJobsTick(
  payload: Payload,
  options: { until: number; schedule?: boolean; batch?: number; stopped?: () => boolean },
): Promise<TickOutcome> {
  const started = Date.now()
  const stranded = await recoverStrandedJobs(payload)
  if ((options.schedule ?? true) && payload.config.jobs.scheduling) {
    await payload.jobs.handleSchedules({ allQueues: true })
  }
  const drained = await drainQueues(payloadBatch(payload, options.batch), {
    until: options.until,
    stopped: options.stopped,
  })
  const outcome = { ...drained, stranded, ms: Date.now() - started }
  const total = drained.ran.urgent + drained.ran.default + drained.ran.bulk
  if (total > 0 || stranded.requeued + stranded.failed > 0 || !drained.emptied) {
    logger.info(
      { event: 'jobs_tick', ...outcome },
      drained.emptied ? 'job queue emptied' : 'job queue not emptied in this tick',
    )
  }
  return outcome
}

/**
 * Runs the queue in this process on `cron` (JOBS_CRON): first it takes up stranded jobs (a failure
 * to is logged, not thrown: the ticks try again), then every tick as above. A tick still running
 * when the next is due lets that one pass (protect).
 */
export async function startJobRunner(payload: Payload, options: { cron: string; schedule: boolean }): Promise<Cron> {
  await recoverStrandedJobs(payload).catch((error: unknown) =>
    logger.error({ event: 'jobs_recovery_failed', err: error }, 'could not take up stranded jobs at start'),
  )
  const cron: Cron = new Cron(
    options.cron,
    {
      protect: true,
      sloppyRanges: true,
      catch: (error) => logger.error({ event: 'jobs_tick_failed', err: error }, 'job runner tick failed'),
    },
    async () => {
      const next = cron.msToNext() ?? MIN_DRAIN_MS + TICK_MARGIN_MS
      await runJobsTick(payload, {
        until: Date.now() + Math.max(MIN_DRAIN_MS, next - TICK_MARGIN_MS),
        schedule: options.schedule,
        // payload.destroy() stops the cron: the batch running finishes, no other starts.
        stopped: () => cron.isStopped(),
      })
    },
  )
  payload.crons.push(cron)
  return cron
}
