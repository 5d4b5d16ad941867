/**
 * One runner at a time (issue 24 point 3, ADR 0033). Payload 3's claim of a job selects, then
 * updates, with no lock between, so two runners can run one job twice; the queue's lease
 * (src/cms/jobs/lease.ts) lets only one of them run the queue. Here, on SQLite and PostgreSQL:
 * of two runners asking for the lease at the same moment exactly one gets it, and two runners
 * working one queue of 50 emails (the first stopping half-way, the second taking over) run each
 * job exactly once (the task's runs are counted, and a real SMTP server counts the emails).
 *
 * Its own database (getFreshTestPayload): a tick runs every queue, other files' jobs included.
 */
import type { Payload, TaskConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getFreshTestPayload, uniqueEmail } from './helpers/payload'
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp'

let smtp: TestSmtpServer
let payload: Payload
let jobs: typeof import('@/cms/jobs')
let lease: typeof import('@/cms/jobs/lease')
let holder: typeof import('@/cms/jobs/lease-holder')
let email: typeof import('@/features/email')

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  process.env.SMTP_URL = smtp.url
  payload = await getFreshTestPayload('jobs_lease')
  jobs = await import('@/cms/jobs')
  lease = await import('@/cms/jobs/lease')
  holder = await import('@/cms/jobs/lease-holder')
  email = await import('@/features/email')
})

afterAll(async () => {
  await closeTestPayload()
  await smtp?.close()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the job queue lease', () => {
  it('goes to exactly one of two runners asking at once, and to the other only once free', async () => {
    const a = lease.databaseLeaseStore(payload)
    const b = lease.databaseLeaseStore(payload)
    for (let round = 0; round < 10; round++) {
      const now = new Date()
      const until = new Date(now.getTime() + 30_000)
      const [tookA, tookB] = await Promise.all([a.take('runner-a', now, until), b.take('runner-b', now, until)])
      expect([tookA, tookB].filter(Boolean)).toHaveLength(1)
      const winner = tookA ? 'runner-a' : 'runner-b'
      const loser = tookA ? 'runner-b' : 'runner-a'
      // The loser cannot take it while it holds; the winner renews it.
      expect(await (tookA ? b : a).take(loser, new Date(), until)).toBe(false)
      expect(await (tookA ? a : b).take(winner, new Date(), until)).toBe(true)
      expect((await lease.readQueueLease(payload))?.holder).toBe(winner)
      await (tookA ? a : b).release(winner, new Date())
      await sleep(5)
    }
  })

  it('keeps Payload’s run endpoint from running jobs beside a runner that holds the queue', async () => {
    const store = lease.databaseLeaseStore(payload)
    const req = (role: string) => ({ req: { payload, user: { collection: 'users', role } } }) as never
    const now = new Date()
    expect(await store.take('runner-held', now, new Date(now.getTime() + 30_000))).toBe(true)
    expect(await jobs.mayRunJobsByHand(req('admin'))).toBe(false)
    await store.release('runner-held', new Date())
    expect(await jobs.mayRunJobsByHand(req('admin'))).toBe(true)
    expect(await jobs.mayRunJobsByHand(req('editor'))).toBe(false)
  })

  it('runs each of 50 jobs exactly once with two runners on one queue, the second taking over', async () => {
    const task = payload.config.jobs.tasks?.find((each: TaskConfig) => each.slug === 'sendEmail')
    if (!task || typeof task.handler !== 'function') throw new Error('no sendEmail task')
    const original = task.handler
    const runs = new Map<string | number, number>()
    task.handler = (async (args: Parameters<typeof original>[0]) => {
      runs.set(args.job.id, (runs.get(args.job.id) ?? 0) + 1)
      return original(args)
    }) as typeof task.handler

    const addresses = Array.from({ length: 50 }, () => uniqueEmail('lease'))
    for (const to of addresses) {
      await email.sendEmail(payload, { to, subject: 'Once', kind: 'lease-test', html: '<p>Once</p>' })
    }

    const ranBy = { a: 0, b: 0 }
    /** A runner as startJobRunner composes it: renew the lease, tick while holding it. */
    async function runner(name: 'a' | 'b', stopAfter: number): Promise<void> {
      const own = new holder.LeaseHolder(`runner-${name}`, lease.databaseLeaseStore(payload))
      const deadline = Date.now() + 50_000
      while (Date.now() < deadline && runs.size < 50) {
        await own.renew()
        if (own.held()) {
          const outcome = await jobs.runJobsTick(payload, {
            until: Date.now() + 30_000,
            schedule: false,
            batch: 5,
            // Stops (between batches) once `stopAfter` jobs of the queue have run.
            stopped: () => !own.held() || runs.size >= stopAfter,
          })
          ranBy[name] += outcome.ran.default
          if (runs.size >= stopAfter) {
            await own.release() // a stop: the other runner takes over at its next try
            return
          }
        }
        await sleep(25)
      }
    }
    try {
      // Both at once, A a moment first: A holds the lease, works 20 jobs and stops; B, trying all
      // along, takes over and does the rest. (Without the lease both would claim from the start.)
      await Promise.all([runner('a', 20), sleep(100).then(() => runner('b', Number.POSITIVE_INFINITY))])
    } finally {
      task.handler = original
    }

    expect(runs.size).toBe(50)
    expect([...runs.values()].every((count) => count === 1)).toBe(true)
    expect(ranBy.a).toBeGreaterThanOrEqual(20)
    expect(ranBy.b).toBeGreaterThan(0)
    expect(ranBy.a + ranBy.b).toBe(50)
    const delivered = smtp.received.filter((mail) => mail.subject === 'Once')
    expect(delivered).toHaveLength(50)
    expect(new Set(delivered.map((mail) => mail.messageId)).size).toBe(50)
  })
})
