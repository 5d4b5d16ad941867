/**
 * The queue keeps up (issue 22 point 3, ADR 0027): a runner tick (runJobsTick, what the production
 * server runs on JOBS_CRON) works until the queues are empty, not 20 jobs, and runs urgent work
 * (an order expiry, an order confirmation) and the default queue's (a scheduled publish) before a
 * backlog of 1,000 team notifications (bulk).
 *
 * Its own database (getFreshTestPayload): a tick runs every queue, other files' jobs included.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStory } from './helpers/content'
import { closeTestPayload, createStaffUser, getFreshTestPayload, uniqueEmail } from './helpers/payload'

let payload: Payload
let jobs: typeof import('@/cms/jobs')
let email: typeof import('@/features/email')

const NOTICES = 1000
/** One tick of the runner here: short, so that the bulk backlog cannot be through before it ends. */
const SHORT_TICK_MS = 1_500

beforeAll(async () => {
  payload = await getFreshTestPayload('jobs_queue')
  jobs = await import('@/cms/jobs')
  email = await import('@/features/email')
})

afterAll(async () => {
  await closeTestPayload()
})

type JobRow = { id: number | string; taskSlug?: string | null; queue?: string | null }

async function waitingJobs(): Promise<JobRow[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { completedAt: { exists: false } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs as JobRow[]
}

async function emailsByStatus(kind: string): Promise<Record<string, number>> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { kind: { equals: kind } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { status: true },
    overrideAccess: true,
  })
  const counts: Record<string, number> = {}
  for (const doc of docs) counts[doc.status ?? 'none'] = (counts[doc.status ?? 'none'] ?? 0) + 1
  return counts
}

describe('1,000 queued team notifications', () => {
  it('do not delay an order expiry, an order email or a scheduled publish beyond the next tick', async () => {
    // The backlog: a burst of contact messages, each telling the team (bulk, oldest first).
    for (let index = 0; index < NOTICES; index++) {
      await email.sendEmail(payload, {
        to: 'team@int.test',
        subject: `New contact message ${index}`,
        kind: 'contact-message',
        html: `<p>Message ${index}</p>`,
        queue: 'bulk',
      })
    }
    // Then, due now: a scheduled publish, the order expiry, and an order confirmation.
    const editor = await createStaffUser(payload, 'editor')
    const draft = await createStory(payload, { status: 'draft' })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: {
        type: 'publish',
        doc: { relationTo: 'stories', value: draft.id },
        user: { relationTo: 'users', value: editor.id },
      },
      waitUntil: new Date(Date.now() - 1000),
    })
    await payload.jobs.queue({ task: 'expirePendingOrders', queue: 'urgent', meta: { scheduled: true }, input: {} })
    const buyer = uniqueEmail('buyer')
    await email.sendEmail(payload, {
      to: buyer,
      subject: 'Your order',
      kind: 'order-confirmation',
      html: '<p>Thanks</p>',
      queue: 'urgent',
    })

    const outcome = await jobs.runJobsTick(payload, { until: Date.now() + SHORT_TICK_MS, schedule: false })

    expect(outcome.ran.urgent).toBe(2)
    expect(outcome.ran.default).toBe(1)
    const left = await waitingJobs()
    expect(left.filter((job) => job.queue !== 'bulk')).toEqual([])
    const story = await payload.findByID({ collection: 'stories', id: draft.id, overrideAccess: true })
    expect(story._status).toBe('published')
    expect(await emailsByStatus('order-confirmation')).toEqual({ kept: 1 })
    // The notifications wait their turn: those not reached in this short tick are still queued.
    expect(outcome.ran.bulk).toBeLessThan(NOTICES)
    expect(left).toHaveLength(NOTICES - outcome.ran.bulk)
  }, 300_000)

  it('are all delivered by one tick: it works until the queues are empty, not 20 jobs', async () => {
    const waiting = (await waitingJobs()).length
    expect(waiting).toBeGreaterThan(20)
    const started = performance.now()

    const outcome = await jobs.runJobsTick(payload, { until: Date.now() + 10 * 60_000, schedule: false })

    const minutes = (performance.now() - started) / 60_000
    expect(outcome.emptied).toBe(true)
    expect(outcome.ran.bulk).toBe(waiting)
    expect(await waitingJobs()).toEqual([])
    expect(await emailsByStatus('contact-message')).toEqual({ kept: NOTICES })
    process.stdout.write(`[jobs-queue] ${waiting} jobs in one tick: ${Math.round(waiting / minutes)} jobs/minute\n`)
  }, 600_000)
})
