/**
 * Jobs survive a crash of their runner (issue 22 point 2, ADR 0027). A runner killed with kill -9
 * mid-tick leaves its jobs as Payload claimed them: `processing`, and no process touching their
 * `updatedAt` any more (src/cms/jobs/liveness.ts). The rows are written here exactly so; then the
 * next runner tick (runJobsTick, what the production server runs on JOBS_CRON) takes them up again:
 * every email is delivered exactly once (a real SMTP server counts them), and a stranded scheduled
 * job does not stop its task from being scheduled and run on time.
 *
 * Its own database (getFreshTestPayload): a tick runs every queue, other files' jobs included.
 */
import type { ParsedMail } from 'mailparser'
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getFreshTestPayload, uniqueEmail } from './helpers/payload'
import { TEST_SHIPPING } from './helpers/shop'
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp'

let smtp: TestSmtpServer
let payload: Payload
let jobs: typeof import('@/cms/jobs')
let email: typeof import('@/features/email')
let outbox: typeof import('@/features/email/outbox')

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  process.env.SMTP_URL = smtp.url
  payload = await getFreshTestPayload('jobs_recovery')
  jobs = await import('@/cms/jobs')
  email = await import('@/features/email')
  outbox = await import('@/features/email/outbox')
})

afterAll(async () => {
  await closeTestPayload()
  await smtp?.close()
})

const MINUTE = 60_000

/** A runner tick as the production server runs it, with a minute to drain. */
const tick = (options: { schedule?: boolean } = {}) =>
  jobs.runJobsTick(payload, { until: Date.now() + MINUTE, schedule: options.schedule ?? false })

/** Leaves the matching jobs as a runner killed while running them does: processing, last touched `ago` ms before now. */
async function strand(where: Where, ago = 10 * MINUTE): Promise<void> {
  await payload.db.updateJobs({
    where,
    data: { processing: true, updatedAt: new Date(Date.now() - ago).toISOString() },
    req: {},
    returning: false,
  })
}

function deliveriesTo(address: string): ParsedMail[] {
  return smtp.received.filter((mail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((group) =>
      group.value.some((entry) => entry.address === address),
    ),
  )
}

async function jobsOfEmails(emailIds: number[]): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.emailId': { in: emailIds } }] },
    overrideAccess: true,
  })
  return totalDocs
}

async function jobOfEmail(emailId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { 'input.emailId': { equals: emailId } }] },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]!
}

describe('a runner killed mid-tick', () => {
  it('leaves 20 email jobs processing: the next tick delivers every email exactly once', async () => {
    const queues = ['urgent', 'default', 'bulk'] as const
    const sent: { id: number; to: string }[] = []
    for (let index = 0; index < 20; index++) {
      const to = uniqueEmail(`crash-${index}`)
      const { id } = await email.sendEmail(payload, {
        to,
        subject: `Crash test ${index}`,
        kind: 'crash-test',
        html: `<p>Email ${index}</p>`,
        queue: queues[index % 3],
      })
      sent.push({ id, to })
    }
    // The killed runner had already sent five of them (each marked sent, its job not yet completed).
    for (const { id } of sent.slice(0, 5)) await outbox.deliverEmail(payload, id)
    await strand({ taskSlug: { equals: 'sendEmail' } })
    expect(smtp.received).toHaveLength(5)

    const outcome = await tick()

    expect(outcome.stranded).toEqual({ requeued: 20, failed: 0 })
    expect(outcome.emptied).toBe(true)
    for (const { id, to } of sent) {
      expect(deliveriesTo(to), to).toHaveLength(1)
      // One Message-ID per outbox row: were it ever sent twice, mail clients would show it once.
      expect(deliveriesTo(to)[0]?.messageId).toMatch(new RegExp(`^<outbox\\.${id}\\.`))
      const row = await payload.findByID({ collection: 'emails', id, overrideAccess: true })
      expect(row.status).toBe('sent')
    }
    // Completed jobs are deleted (Payload's deleteJobOnComplete): none is left, failed or waiting.
    expect(await jobsOfEmails(sent.map(({ id }) => id))).toBe(0)

    // Taken up once: later ticks deliver nothing more.
    await tick()
    expect(smtp.received).toHaveLength(20)
  })

  it('leaves alone a processing job whose runner is alive (touched within the last minutes)', async () => {
    const to = uniqueEmail('alive')
    const { id } = await email.sendEmail(payload, { to, subject: 'Alive', kind: 'crash-test', html: '<p>Alive</p>' })
    const job = await jobOfEmail(id)
    await strand({ id: { equals: job.id } }, MINUTE)

    const outcome = await tick()

    expect(outcome.stranded).toEqual({ requeued: 0, failed: 0 })
    expect(deliveriesTo(to)).toHaveLength(0)
    expect((await jobOfEmail(id)).processing).toBe(true)
    await payload.db.deleteOne({ collection: 'payload-jobs', where: { id: { equals: job.id } }, req: {} })
  })

  it('runs a stranded job at most once more: stranded again, it fails for good', async () => {
    const to = uniqueEmail('twice')
    const { id } = await email.sendEmail(payload, { to, subject: 'Twice', kind: 'crash-test', html: '<p>Twice</p>' })
    const job = await jobOfEmail(id)
    await strand({ id: { equals: job.id } })
    expect(await jobs.recoverStrandedJobs(payload)).toEqual({ requeued: 1, failed: 0 })
    // Its second run is caught by a crash too.
    await strand({ id: { equals: job.id } })

    const outcome = await tick()

    expect(outcome.stranded).toEqual({ requeued: 0, failed: 1 })
    const failed = await jobOfEmail(id)
    expect(failed.processing).toBe(false)
    expect(failed.hasError).toBe(true)
    expect(failed.totalTried).toBe(2)
    expect(failed.error).toMatchObject({ name: 'StrandedJob' })
    expect(deliveriesTo(to)).toHaveLength(0)
  })
})

describe('the runner of a restarted server', () => {
  it('takes up stranded jobs when it starts, then runs the queue on its cron', async () => {
    const strandedTo = uniqueEmail('at-start')
    const { id } = await email.sendEmail(payload, {
      to: strandedTo,
      subject: 'At start',
      kind: 'crash-test',
      html: '<p>1</p>',
    })
    await strand({ id: { equals: (await jobOfEmail(id)).id } })

    // A cron that never comes due while the test runs: only the start's own recovery acts.
    const idle = await jobs.startJobRunner(payload, { cron: '0 0 1 1 *', schedule: false })
    try {
      expect((await jobOfEmail(id)).processing).toBe(false)
      expect(payload.crons).toContain(idle)
    } finally {
      idle.stop()
      payload.crons.splice(payload.crons.indexOf(idle), 1)
    }

    // Every second: the next tick delivers it.
    const ticking = await jobs.startJobRunner(payload, { cron: '* * * * * *', schedule: false })
    try {
      await expect.poll(() => deliveriesTo(strandedTo).length, { timeout: 20_000, interval: 250 }).toBe(1)
    } finally {
      ticking.stop()
      payload.crons.splice(payload.crons.indexOf(ticking), 1)
    }
  })
})

describe('a stranded scheduled job', () => {
  const EXPIRY = 'expirePendingOrders'
  const jobExists = async (id: number | string) =>
    (await payload.count({ collection: 'payload-jobs', where: { id: { equals: id } } })).totalDocs === 1
  const orderStatus = async (id: string) =>
    (await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).status

  /** A pending order whose payment time ended an hour ago (past the expiry's grace). */
  async function createOverdueOrder(): Promise<string> {
    const { newOrderId, orderNumberOf } = await import('@/features/shop/logic/order-number')
    const id = newOrderId()
    await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        id,
        orderNumber: orderNumberOf(id),
        status: 'pending',
        email: uniqueEmail('buyer'),
        expiresAt: new Date(Date.now() - 60 * MINUTE).toISOString(),
        customer: TEST_SHIPPING,
        items: [{ productName: 'Road Trip Tee', quantity: 1, unitPrice: 2500, size: 'M', totalPrice: 2500 }],
        subtotal: 2500,
        shipping: 0,
        tax: 200,
        total: 2700,
      },
    })
    return id
  }
  const expiryJobs = async () =>
    (
      await payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: EXPIRY } },
        sort: 'createdAt',
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  it('does not block the next run of its task: the next expiry is scheduled on time and runs', async () => {
    const overdue = await createOverdueOrder()
    // An order expiry started by the schedule, then its runner was killed.
    const stranded = await payload.jobs.queue({ task: EXPIRY, queue: 'urgent', meta: { scheduled: true }, input: {} })
    await strand({ id: { equals: stranded.id } })

    // Scheduling alone (before the stranded job is taken up) already queues the next run.
    const { queued } = await payload.jobs.handleSchedules({ allQueues: true })
    expect(queued.map((queueable) => queueable.taskConfig?.slug)).toContain(EXPIRY)
    const [, next] = await expiryJobs()
    expect(next).toBeDefined()
    // Due at the task's next */5 mark: within five minutes.
    const due = new Date(next!.waitUntil!).getTime()
    expect(due).toBeGreaterThan(Date.now() - 1000)
    expect(due).toBeLessThanOrEqual(Date.now() + 5 * MINUTE)
    expect(new Date(due).getUTCMinutes() % 5).toBe(0)

    // The tick takes the stranded one up again: it runs once more, and expires the overdue order.
    const outcome = await tick({ schedule: true })
    expect(outcome.stranded.requeued).toBe(1)
    expect(await jobExists(stranded.id)).toBe(false) // completed (and deleted)
    expect(await orderStatus(overdue)).toBe('expired')

    // … and when the next one's time comes, it runs.
    await payload.db.updateJobs({
      id: next!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      req: {},
      returning: false,
    })
    const overdueLater = await createOverdueOrder()
    await tick({ schedule: true })
    expect(await jobExists(next!.id)).toBe(false)
    expect(await orderStatus(overdueLater)).toBe('expired')
    const { totalDocs: failed } = await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: EXPIRY } }, { hasError: { equals: true } }] },
    })
    expect(failed).toBe(0)
  })
})
