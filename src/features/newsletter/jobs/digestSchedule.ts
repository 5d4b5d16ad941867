/**
 * When the weekly newsletter issue is scheduled. Payload's scheduler reads the cron in the
 * server's own time zone; this hook computes the run in NEWSLETTER_TIMEZONE instead, and an issue
 * left `sending` without progress for DIGEST_STALE_MS is resumed at once.
 */
import { Cron } from 'croner'
import type { PayloadRequest, TaskConfig } from 'payload'

type ScheduleConfig = NonNullable<TaskConfig['schedule']>[number]
type BeforeScheduleFn = NonNullable<NonNullable<ScheduleConfig['hooks']>['beforeSchedule']>

/** An issue `sending` without progress for this long has no run working on it. */
export const DIGEST_STALE_MS = 30 * 60_000

/** The next run of a 5-field cron expression in a time zone, after `from`. */
export function nextDigestRun(cron: string, timezone: string, from: Date): Date | null {
  return new Cron(cron, { timezone, sloppyRanges: true }).nextRun(from)
}

function olderThan(iso: string | null | undefined, limit: number): boolean {
  return !iso || Date.parse(iso) < limit
}

/**
 * True when an issue was left `sending` with no progress for DIGEST_STALE_MS: its job failed for
 * good or stopped, so the next run is scheduled at once rather than next week. (A job whose
 * process died is taken up again by the job runner itself, src/cms/jobs, ADR 0027.)
 */
async function hasStalledIssue(req: PayloadRequest, now: Date): Promise<boolean> {
  const { docs: sending } = await req.payload.find({
    collection: 'newsletter-issues',
    where: { status: { equals: 'sending' } },
    sort: '-updatedAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return Boolean(sending[0]) && olderThan(sending[0]?.updatedAt, now.getTime() - DIGEST_STALE_MS)
}

/** The task's `schedule`: none when the cron is "off" (an empty list keeps the schema the same). */
export function digestSchedule(options: { cron: string; timezone: string; queue: string }): ScheduleConfig[] {
  if (options.cron === 'off') return []
  const beforeSchedule: BeforeScheduleFn = async (args) => {
    const now = new Date()
    const resumeNow = await hasStalledIssue(args.req, now)
    const base = await args.defaultBeforeSchedule(args)
    if (!base.shouldSchedule) return base
    const waitUntil = resumeNow ? now : (nextDigestRun(options.cron, options.timezone, now) ?? undefined)
    return { ...base, shouldSchedule: Boolean(waitUntil), waitUntil }
  }
  return [{ cron: options.cron, queue: options.queue, hooks: { beforeSchedule } }]
}
