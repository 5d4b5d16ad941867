/**
 * When the weekly newsletter issue is scheduled. Payload's scheduler reads the cron in the
 * server's own time zone; this hook computes the run in NEWSLETTER_TIMEZONE instead, and
 * recovers from a crash: a digest job left `processing` by a dead process (no progress on its
 * issue for DIGEST_STALE_MS) is marked failed, and an issue left `sending` is resumed at once.
 */
import { Cron } from 'croner'
import type { PayloadRequest, TaskConfig } from 'payload'

import { logger } from '@/lib/logger'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>

/** A running digest job whose issue has made no progress for this long is presumed dead. */
export const DIGEST_STALE_MS = 30 * 60_000

/** The next run of a 5-field cron expression in a time zone, after `from`. */
export function nextDigestRun(cron: string, timezone: string, from: Date): Date | null {
  return new Cron(cron, { timezone, sloppyRanges: true }).nextRun(from)
}

function olderThan(iso: string | null | undefined, limit: number): boolean {
  return !iso || Date.parse(iso) < limit
}

/** Marks digest jobs left processing by a dead process as failed; true when an issue awaits resuming. */
async function recoverAbandoned(req: PayloadRequest, taskSlug: string, now: Date): Promise<boolean> {
  const { payload } = req
  const { docs: sending } = await payload.find({
    collection: 'newsletter-issues',
    where: { status: { equals: 'sending' } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const staleBefore = now.getTime() - DIGEST_STALE_MS
  if (sending[0] && !olderThan(sending[0].updatedAt, staleBefore)) return false
  const { docs: processing } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: taskSlug } },
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { updatedAt: { less_than: new Date(staleBefore).toISOString() } },
      ],
    },
    limit: 10,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const job of processing) {
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: {
        processing: false,
        hasError: true,
        error: { message: 'Abandoned: no progress, the process stopped.' },
      },
      overrideAccess: true,
      req,
    })
    logger.warn({ event: 'newsletter_job_abandoned', jobId: job.id }, 'digest job abandoned by a stopped process')
  }
  return sending.length > 0
}

/** The task's `schedule`: none when the cron is "off" (an empty list keeps the schema the same). */
export function digestSchedule(options: {
  cron: string
  timezone: string
  taskSlug: string
  queue: string
}): ScheduleConfig[] {
  if (options.cron === 'off') return []
  const beforeSchedule: BeforeScheduleFn = async (args) => {
    const now = new Date()
    const resumeNow = await recoverAbandoned(args.req, options.taskSlug, now)
    const base = await args.defaultBeforeSchedule(args)
    if (!base.shouldSchedule) return base
    const waitUntil = resumeNow ? now : (nextDigestRun(options.cron, options.timezone, now) ?? undefined)
    return { ...base, shouldSchedule: Boolean(waitUntil), waitUntil }
  }
  return [{ cron: options.cron, queue: options.queue, hooks: { beforeSchedule } }]
}
