/**
 * The job queue's reliability (ADR 0027): jobs survive a crash of their runner, and the queue keeps
 * up, most urgent work first; one runner at a time runs it, by a lease in the database (ADR 0033:
 * `npm run worker`, or the web process). src/payload.config.ts assembles it with `withJobRecovery`,
 * `jobRunnerAutoRun` and the lease's collection `JobRunners`; slices choose their queue (./queues.ts).
 */
import type { Payload, SanitizedConfig } from 'payload'

import { withRunRecords } from './last-runs'
import { withHeartbeats } from './liveness'
import { startJobRunner } from './runner'
import { withStrandedJobsIgnoredBySchedules } from './schedules'

export { TASK_RUNS_SLUG, TaskRuns } from './last-runs'
export { DEFAULT_JOB_QUEUE, JOB_QUEUES, type JobQueue } from './queues'
export { JobRunners } from './collection'
export { readQueueLease, type QueueLease } from './lease'
export { mayRunJobsByHand } from './run-access'
export { releaseJobRunnerLease, runJobsTick, startJobRunner } from './runner'
export { recoverStrandedJobs } from './stranded'

/**
 * The config with every task (Payload's own schedulePublish too, so apply it last) marking its
 * jobs alive while they run, every scheduled task recording its last run, and every schedule
 * ignoring stranded jobs.
 */
export async function withJobRecovery(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const tasks = sanitized.jobs.tasks ?? []
  withHeartbeats(tasks)
  // Scheduled tasks keep their last run for the status page (Payload deletes completed jobs).
  withRunRecords(tasks)
  withStrandedJobsIgnoredBySchedules(tasks)
  return sanitized
}

/**
 * `jobs.autoRun`: Payload calls it where it starts its job crons: getPayload with `cron: true`,
 * which src/payload-client.ts passes where the web process runs jobs, but which Payload's own REST
 * and admin routes (@payloadcms/next's initReq, login, refresh) always pass. So it starts this
 * runner (in place of Payload's per-queue crons, one batch of `limit` jobs per tick) only when
 * `run` says this process runs jobs (env.jobsRunInProcess); elsewhere the first admin or REST
 * request would start a runner beside the worker (ADR 0033).
 */
export function jobRunnerAutoRun(options: { cron: string; schedule: boolean; run: boolean }) {
  return async (payload: Payload): Promise<[]> => {
    if (options.run) await startJobRunner(payload, { cron: options.cron, schedule: options.schedule, role: 'web' })
    return []
  }
}
