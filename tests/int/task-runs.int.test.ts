/**
 * The last run of each scheduled task (src/cms/jobs/last-runs.ts): Payload deletes a completed
 * job, yet the status page still says when the task last ran and how it ended. A real scheduled
 * task (expirePendingOrders) run through the job queue: succeeded, then failed with its error;
 * both kept in `task-runs` and shown by the status page's job facts.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { StatusConfig } from '@/features/ops/status/server/config'

import { closeTestPayload, getTestPayload } from './helpers/payload'

// The task's work fails on demand; otherwise it is the real one.
const { expiry } = vi.hoisted(() => ({ expiry: { fail: false } }))
vi.mock('@/features/shop/server/expiry', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/features/shop/server/expiry')>()
  return {
    ...original,
    expirePendingOrders: async (...args: Parameters<typeof original.expirePendingOrders>) => {
      if (expiry.fail) throw new Error('the payments API is down')
      return original.expirePendingOrders(...args)
    },
  }
})

const TASK = 'expirePendingOrders'
let payload: Payload
let config: StatusConfig
let gatherStatus: typeof import('@/features/ops/status/server/gather').gatherStatus

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ gatherStatus } = await import('@/features/ops/status/server/gather'))
  const { statusConfig } = await import('@/features/ops/status/server/config')
  // Only the database's facts: no outside service is asked.
  config = {
    ...statusConfig(),
    redisUrl: null,
    smtpUrl: null,
    stripe: null,
    kitApiKey: null,
    recaptchaSecret: null,
    eiaApiKey: null,
    ukFeeds: [],
  }
})

afterAll(async () => {
  await payload.delete({ collection: 'task-runs', where: { taskSlug: { equals: TASK } }, overrideAccess: true })
  // The failed job waits for its retry: no other file's queue run may take it.
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: TASK } }, overrideAccess: true })
  await closeTestPayload()
})

async function runOnce(): Promise<string | number> {
  const job = await payload.jobs.queue({ task: TASK, input: {}, queue: 'urgent' })
  await payload.jobs.runByID({ id: job.id, overrideAccess: true })
  return job.id
}

async function lastRunFact() {
  const facts = await gatherStatus(payload, config)
  if (!facts.jobs.ok) throw new Error(facts.jobs.error)
  return facts.jobs.value.scheduled.find((task) => task.taskSlug === TASK)
}

describe('the last run of a scheduled task', () => {
  it('is kept after Payload deletes the completed job, and shown as succeeded', async () => {
    const before = Date.now()
    const id = await runOnce()
    const job = await payload.find({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true })
    expect(job.docs).toEqual([])

    const { docs } = await payload.find({
      collection: 'task-runs',
      where: { taskSlug: { equals: TASK } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ outcome: 'succeeded', error: null })
    expect(Date.parse(docs[0]!.finishedAt)).toBeGreaterThanOrEqual(before - 1_000)

    const task = await lastRunFact()
    expect(task?.lastRun).toEqual({ at: docs[0]!.finishedAt, outcome: 'succeeded' })
  })

  it('says failed, with the error, when the next run throws; one row per task', async () => {
    expiry.fail = true
    try {
      await runOnce()
    } finally {
      expiry.fail = false
    }
    const { docs } = await payload.find({
      collection: 'task-runs',
      where: { taskSlug: { equals: TASK } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ outcome: 'failed', error: 'the payments API is down' })
    expect((await lastRunFact())?.lastRun).toMatchObject({ outcome: 'failed', error: 'the payments API is down' })

    // And the next good run says so again.
    await runOnce()
    expect((await lastRunFact())?.lastRun).toMatchObject({ outcome: 'succeeded' })
  })
})
