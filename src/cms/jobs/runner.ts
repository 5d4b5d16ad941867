/**
 * The job runner (ADR 0027), for whichever process runs the queue (`npm run worker`, or the web
 * process where it runs jobs: ADR 0033). Each tick of its cron: stranded jobs go back to their
 * queue (./stranded.ts), due scheduled tasks are queued (Payload's handleSchedules), then the
 * queues are drained most urgent first until empty or until shortly before the next tick
 * (./drain.ts). Only the runner holding the queue's lease ticks (./lease-holder.ts, ./lease.ts):
 * a second runner waits, and takes over when the first stops or dies.
 * Its crons are in Payload's own list (`payload.crons`), so payload.destroy() stops them: the batch
 * running then finishes (`cron.isBusy()` says when) and no other starts.
 */
import 'server-only'

import { Cron } from 'croner'
import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { drainQueues, type DrainOutcome } from './drain'
import { databaseLeaseStore, runnerName } from './lease'
import { LEASE_RENEW_MS, LeaseHolder } from './lease-holder'
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

/** The lease of the runner last started in each Payload instance (released at its stop). */
const leases = new WeakMap<Payload, LeaseHolder>()

/** Each lease's release, once begun (the shutdown's and the watch's release meet there). */
const releases = new WeakMap<LeaseHolder, Promise<void>>()

/** Gives `lease` up, once; resolves when it is. */
function release(payload: Payload, lease: LeaseHolder): Promise<void> {
  let releasing = releases.get(lease)
  if (!releasing) {
    if (leases.get(payload) === lease) leases.delete(payload)
    releasing = lease
      .release()
      .catch((error: unknown) =>
        logger.warn({ event: 'jobs_lease_release_failed', err: error }, 'could not release the job queue'),
      )
    releases.set(lease, releasing)
  }
  return releasing
}

/** Gives the queue's lease up (a stop), so a waiting runner takes over at once. */
export async function releaseJobRunnerLease(payload: Payload): Promise<void> {
  const lease = leases.get(payload)
  if (lease) await release(payload, lease)
}

/** Takes or renews the lease, logging when it changes hands. */
async function renewLease(lease: LeaseHolder): Promise<void> {
  try {
    const change = await lease.renew()
    if (change === 'taken') {
      logger.info({ event: 'jobs_lease_taken', runner: lease.holder }, 'this process runs the job queue')
    } else if (change === 'lost') {
      logger.warn({ event: 'jobs_lease_lost', runner: lease.holder }, 'another process runs the job queue now')
    }
  } catch (error) {
    logger.warn({ event: 'jobs_lease_failed', runner: lease.holder, err: error }, 'could not renew the job queue lease')
  }
}

/** How often the lease's watch looks whether the runner's cron was stopped. */
const WATCH_MS = 1_000

/**
 * Renews the lease every LEASE_RENEW_MS for as long as the runner's cron runs; once it is stopped
 * (payload.destroy(), the drained stop, a test) and its batch has ended, gives the lease up.
 */
function watchLease(payload: Payload, lease: LeaseHolder, cron: Cron): void {
  let busy = false
  let renewedAt = Date.now()
  const timer = setInterval(() => {
    if (busy) return
    if (cron.isStopped()) {
      if (cron.isBusy()) return
      clearInterval(timer)
      void release(payload, lease)
      return
    }
    if (Date.now() - renewedAt < LEASE_RENEW_MS) return
    busy = true
    renewedAt = Date.now()
    void renewLease(lease).finally(() => (busy = false))
  }, WATCH_MS)
  timer.unref()
}

/**
 * Runs the queue in this process on `cron` (JOBS_CRON) while it holds the queue's lease: the lease
 * is taken or renewed every LEASE_RENEW_MS until the cron is stopped, then given up (watchLease); on taking it, stranded jobs are
 * taken up (a failure to is logged, not thrown: the ticks try again), then every tick as above,
 * and its time is recorded for the status page. A tick still running when the next is due lets
 * that one pass (protect). `role` names the process in the lease ('worker', 'web').
 */
export async function startJobRunner(
  payload: Payload,
  options: { cron: string; schedule: boolean; role?: string },
): Promise<Cron> {
  const store = databaseLeaseStore(payload)
  const lease = new LeaseHolder(runnerName(options.role ?? 'web'), store)
  leases.set(payload, lease)
  await renewLease(lease)
  if (lease.held()) {
    await recoverStrandedJobs(payload).catch((error: unknown) =>
      logger.error({ event: 'jobs_recovery_failed', err: error }, 'could not take up stranded jobs at start'),
    )
  } else {
    logger.info(
      { event: 'jobs_lease_waiting', runner: lease.holder },
      'another process runs the job queue: this one waits to take over',
    )
  }
  const cron: Cron = new Cron(
    options.cron,
    {
      protect: true,
      sloppyRanges: true,
      catch: (error) => logger.error({ event: 'jobs_tick_failed', err: error }, 'job runner tick failed'),
    },
    async () => {
      if (!lease.held()) return
      const next = cron.msToNext() ?? MIN_DRAIN_MS + TICK_MARGIN_MS
      await runJobsTick(payload, {
        until: Date.now() + Math.max(MIN_DRAIN_MS, next - TICK_MARGIN_MS),
        schedule: options.schedule,
        // payload.destroy() stops the cron: the batch running finishes, no other starts. So does
        // the lease running short (not renewed in time): another runner may take it over.
        stopped: () => cron.isStopped() || !lease.held(),
      })
      await store
        .recordTick(lease.holder, new Date())
        .catch((error: unknown) =>
          logger.warn({ event: 'jobs_tick_record_failed', err: error }, 'could not record the tick'),
        )
    },
  )
  payload.crons.push(cron)
  watchLease(payload, lease, cron)
  return cron
}
