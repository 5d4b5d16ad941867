/**
 * Removes search counts older than SEARCH_LOG_KEEP_DAYS, once a day on the default queue (run by
 * the job runner, src/cms/jobs). Registering it adds its slug to PostgreSQL's enum of task slugs
 * (a migration).
 */
import type { TaskConfig } from 'payload'

import type { JobQueue } from '@/cms/jobs/queues'

import { utcDay } from './buffer'
import { SEARCH_LOG_KEEP_DAYS, SEARCH_LOG_SLUG } from './paths'

export const SEARCH_LOG_CLEANUP_TASK = 'searchLogCleanup'

/** The first day kept at `now`. */
export function firstDayKept(now: Date, keepDays = SEARCH_LOG_KEEP_DAYS): string {
  return utcDay(new Date(now.getTime() - (keepDays - 1) * 86_400_000))
}

export const searchLogCleanupTask: TaskConfig<'searchLogCleanup'> = {
  slug: SEARCH_LOG_CLEANUP_TASK,
  label: `Remove search counts older than ${SEARCH_LOG_KEEP_DAYS} days`,
  outputSchema: [{ name: 'before', type: 'text', required: true }],
  retries: 0,
  schedule: [{ cron: '23 4 * * *', queue: 'default' satisfies JobQueue }],
  handler: async ({ req }) => {
    const before = firstDayKept(new Date())
    await req.payload.db.deleteMany({ collection: SEARCH_LOG_SLUG, req, where: { day: { less_than: before } } })
    return { output: { before } }
  },
}
