/**
 * Scheduling that a stranded job cannot block (ADR 0027). Payload schedules a task's next run only
 * when no job of that task is waiting or `processing` in its queue (defaultBeforeSchedule), so one
 * job stranded `processing` by a dead runner stopped that task for good. Here a stranded job
 * (./liveness.ts) does not count: the next run is scheduled on time, and the stranded one is taken
 * up again besides (./stranded.ts); every task is idempotent, so running both is safe.
 */
import type { PayloadRequest, TaskConfig, Where } from 'payload'

import { strandedBefore } from './liveness'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeSchedule = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>
type BeforeScheduleArgs = Parameters<BeforeSchedule>[0]

/** The scheduled jobs of a task in a queue that are waiting, or running with a live runner. */
export function pendingScheduledJobs(queue: string, taskSlug: string, now: Date): Where {
  return {
    and: [
      { queue: { equals: queue } },
      { taskSlug: { equals: taskSlug } },
      { completedAt: { exists: false } },
      { hasError: { not_equals: true } },
      { 'meta.scheduled': { equals: true } },
      { or: [{ processing: { equals: false } }, { updatedAt: { greater_than_equal: strandedBefore(now) } }] },
    ],
  }
}

async function countPending(req: PayloadRequest, queue: string, taskSlug: string): Promise<number> {
  const { totalDocs } = await req.payload.db.count({
    collection: 'payload-jobs',
    req,
    where: pendingScheduledJobs(queue, taskSlug, new Date()),
  })
  return totalDocs
}

/** Payload's defaultBeforeSchedule, with stranded jobs left out of its count. */
const scheduleUnlessPending: BeforeSchedule = async ({ queueable, req }) => {
  const taskSlug = queueable.taskConfig?.slug
  if (!taskSlug) throw new Error('Only tasks are scheduled here, not workflows')
  const pending = await countPending(req, queueable.scheduleConfig.queue, taskSlug)
  return { input: {}, shouldSchedule: pending === 0, waitUntil: queueable.waitUntil }
}

function withStrandedIgnored(schedule: ScheduleConfig): ScheduleConfig {
  const own = schedule.hooks?.beforeSchedule
  const beforeSchedule: BeforeSchedule = own
    ? (args: BeforeScheduleArgs) => own({ ...args, defaultBeforeSchedule: scheduleUnlessPending })
    : scheduleUnlessPending
  return { ...schedule, hooks: { ...schedule.hooks, beforeSchedule } }
}

/** Every task's schedules ignore stranded jobs (a task's own beforeSchedule gets this as its default). */
export function withStrandedJobsIgnoredBySchedules(tasks: TaskConfig[]): void {
  for (const task of tasks) {
    if (task.schedule?.length) task.schedule = task.schedule.map(withStrandedIgnored)
  }
}
