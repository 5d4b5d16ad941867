/**
 * The job queue's throughput for `npm run bench` (issue 22 point 3, ADR 0027): 1,000 team
 * notifications queued in bulk and one order email queued after them, then the runner's drain
 * (src/cms/jobs) until the queues are empty, as one tick of the production server does. Emails are
 * kept in the outbox (no SMTP), so this measures the queue and the database, not a mail server.
 */
import type { Payload } from 'payload'

import { drainQueues } from '@/cms/jobs/drain'
import type { JobQueue } from '@/cms/jobs/queues'
import { payloadBatch } from '@/cms/jobs/runner'
import { sendEmail } from '@/features/email'

export const JOBS_TARGETS = {
  /** Jobs per minute on one runner (the 2-core bench machine, SQLite); the queue ran 20 before. */
  jobsPerMinute: 1_000,
  /** An urgent job queued behind the bulk backlog is done within this long of the tick's start. */
  urgentLatencyMs: 5_000,
}

export type JobsBench = {
  bulk: number
  ran: number
  seconds: number
  jobsPerMinute: number
  /** From the tick's start to the end of the batch that ran the urgent order email. */
  urgentLatencyMs: number | null
  emptied: boolean
}

export async function measureJobThroughput(payload: Payload, bulk = 1_000): Promise<JobsBench> {
  for (let index = 0; index < bulk; index++) {
    await sendEmail(payload, {
      to: 'team@bench.invalid',
      subject: `New contact message ${index}`,
      kind: 'contact-message',
      html: `<p>Message ${index}</p>`,
      queue: 'bulk',
    })
  }
  await sendEmail(payload, {
    to: 'buyer@bench.invalid',
    subject: 'Your order',
    kind: 'order-confirmation',
    html: '<p>Thanks</p>',
    queue: 'urgent',
  })
  const batch = payloadBatch(payload)
  const started = performance.now()
  let urgentLatencyMs: number | null = null
  const runBatch = async (queue: JobQueue) => {
    const ran = await batch(queue)
    if (queue === 'urgent' && ran > 0) urgentLatencyMs ??= Math.round(performance.now() - started)
    return ran
  }
  const outcome = await drainQueues(runBatch, { until: Date.now() + 15 * 60_000 })
  const seconds = (performance.now() - started) / 1000
  const ran = outcome.ran.urgent + outcome.ran.default + outcome.ran.bulk
  return {
    bulk,
    ran,
    seconds: Math.round(seconds * 10) / 10,
    jobsPerMinute: Math.round((ran / seconds) * 60),
    urgentLatencyMs,
    emptied: outcome.emptied,
  }
}

const judged = (met: boolean) => (met ? 'met' : 'missed')

export function jobsLines(result: JobsBench): string[] {
  return [
    `Job queue (${result.bulk.toLocaleString('en-US')} bulk team notifications, then one urgent order email; one runner, SQLite, outbox)`,
    `  jobs per minute: ${result.jobsPerMinute.toLocaleString('en-US')} (${result.ran} jobs in ${result.seconds} s${result.emptied ? '' : ', queue NOT emptied'}; target ≥ ${JOBS_TARGETS.jobsPerMinute.toLocaleString('en-US')}: ${judged(result.emptied && result.jobsPerMinute >= JOBS_TARGETS.jobsPerMinute)})`,
    `  urgent email behind the backlog done after: ${result.urgentLatencyMs ?? 'n/a'} ms (target ≤ ${JOBS_TARGETS.urgentLatencyMs} ms: ${judged(result.urgentLatencyMs !== null && result.urgentLatencyMs <= JOBS_TARGETS.urgentLatencyMs)})`,
    '',
  ]
}
