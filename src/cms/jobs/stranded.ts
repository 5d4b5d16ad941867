/**
 * Taking up stranded jobs (ADR 0027): a job still `processing` whose runner stopped marking it
 * alive (./liveness.ts) goes back to its queue, or fails for good the second time
 * (./stranded-update.ts). The runner does this when it starts and at every tick (./runner.ts).
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { runningJobIds, strandedBefore } from './liveness'
import { type StrandedJob, strandedJobUpdate, strandedRuns } from './stranded-update'

/** At most this many stranded jobs are taken up per call (the next tick takes the rest). */
const STRANDED_BATCH = 100

export type StrandedOutcome = { requeued: number; failed: number }

/** Returns stranded jobs to their queue (or fails those stranded twice); counts each. */
export async function recoverStrandedJobs(payload: Payload, now = new Date()): Promise<StrandedOutcome> {
  const own = runningJobIds()
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: strandedBefore(now) } },
        ...(own.length ? [{ id: { not_in: own } }] : []),
      ],
    },
    sort: 'updatedAt',
    limit: STRANDED_BATCH,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const outcome: StrandedOutcome = { requeued: 0, failed: 0 }
  for (const job of docs as unknown as StrandedJob[]) {
    const failed = strandedRuns(job) > 0
    await payload.db.updateJobs({ id: job.id, data: strandedJobUpdate(job, now), req: {}, returning: false })
    if (failed) outcome.failed++
    else outcome.requeued++
    logger.warn(
      { event: failed ? 'job_stranded_failed' : 'job_stranded_requeued', jobId: job.id, taskSlug: job.taskSlug },
      failed ? 'job stranded twice by a stopped runner: failed' : 'job stranded by a stopped runner: queued again',
    )
  }
  return outcome
}
