import type { TaskConfig } from 'payload'

import { env } from '@/lib/env'

import { runDigest } from '../digest/run'
import { digestSchedule } from './digestSchedule'

export const NEWSLETTER_DIGEST_TASK = 'newsletterDigest'

/**
 * The weekly newsletter issue (src/features/newsletter/digest/run.ts), scheduled by
 * NEWSLETTER_DIGEST_CRON in NEWSLETTER_TIMEZONE and run by the default queue's autoRun. A run
 * that fails mid-send is retried and resumes from the issue's cursor.
 */
export const newsletterDigestTask: TaskConfig<'newsletterDigest'> = {
  slug: NEWSLETTER_DIGEST_TASK,
  label: 'Send the weekly newsletter issue',
  outputSchema: [
    { name: 'outcome', type: 'text' },
    { name: 'issueId', type: 'number' },
    { name: 'recipientCount', type: 'number' },
  ],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  schedule: digestSchedule({
    cron: env.NEWSLETTER_DIGEST_CRON,
    timezone: env.NEWSLETTER_TIMEZONE,
    queue: 'default',
  }),
  handler: async ({ req }) => {
    const result = await runDigest({ payload: req.payload })
    return {
      output: {
        outcome: result.outcome,
        issueId: result.outcome === 'sent' ? result.issueId : undefined,
        recipientCount: result.outcome === 'sent' ? result.recipientCount : undefined,
      },
    }
  },
}
