/**
 * Email delivery, embedded default (no SMTP_URL): emails are recorded in the outbox, the job marks
 * them kept; Payload's own emails land there too; a failing transport marks the row failed and
 * re-queues the job with back-off.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, createMember, createStaffUser, getTestPayload, uniqueEmail } from './helpers/payload'

// This file tests the default: make sure no SMTP server is configured (env.ts is read lazily).
delete process.env.SMTP_URL

let payload: Payload
let email: typeof import('@/features/email')
let transport: typeof import('@/integrations/email/transport')

beforeAll(async () => {
  payload = await getTestPayload()
  email = await import('@/features/email')
  transport = await import('@/integrations/email/transport')
})

afterEach(() => {
  transport?.setTransportForTests(undefined)
})

afterAll(async () => {
  await closeTestPayload()
})

async function outboxRow(id: number) {
  return payload.findByID({ collection: 'emails', id, overrideAccess: true })
}

async function pendingJobs(emailId: number) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { completedAt: { exists: false } }] },
    overrideAccess: true,
    limit: 100,
  })
  return docs.filter((job) => (job.input as { emailId?: number } | null)?.emailId === emailId)
}

describe('email outbox (no SMTP_URL)', () => {
  it('records a queued email, and the job keeps it in the outbox', async () => {
    const to = uniqueEmail('team')
    const { id } = await email.sendEmail(payload, {
      to,
      subject: 'New story submission',
      kind: 'team-notification',
      react: createElement(email.TeamNotificationEmail, {
        ...email.emailBrand(),
        title: 'New story submission',
        fields: [
          { label: 'Name', value: 'Robin' },
          { label: 'Story', value: 'Three winters in a Sprinter' },
        ],
      }),
    })

    const queued = await outboxRow(id)
    expect(queued.status).toBe('queued')
    expect(queued.to).toBe(to)
    expect(queued.kind).toBe('team-notification')
    expect(queued.html).toContain('Three winters in a Sprinter')
    expect(queued.html).toContain('#fbf6ee')
    expect(queued.text).toContain('Three winters in a Sprinter')
    expect(queued.text).not.toContain('<')
    expect(queued.from).toContain('hello@vanlifevoices.com')
    expect(await pendingJobs(id)).toHaveLength(1)

    await payload.jobs.run({ queue: 'default' })

    const kept = await outboxRow(id)
    expect(kept.status).toBe('kept')
    expect(kept.html).toContain('Robin')
    expect(kept.text).toContain('Robin')
    expect(await pendingJobs(id)).toHaveLength(0)
  })

  it("keeps Payload's own emails in the outbox", async () => {
    const to = uniqueEmail('member')
    await payload.sendEmail({
      to,
      subject: 'Verify your email',
      html: '<p>Click <a href="https://x.test">here</a></p>',
    })
    const { docs } = await payload.find({ collection: 'emails', where: { to: { equals: to } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('kept')
    expect(docs[0].subject).toBe('Verify your email')
    expect(docs[0].kind).toBe('payload')
    expect(docs[0].html).toContain('https://x.test')

    // A new member's verification email, sent by Payload inside its create operation.
    const memberEmail = uniqueEmail('signup')
    await payload.create({
      collection: 'members',
      data: { email: memberEmail, password: 'test-password-123', firstName: 'Sam' },
      overrideAccess: true,
    })
    const verification = await payload.find({
      collection: 'emails',
      where: { to: { equals: memberEmail } },
      overrideAccess: true,
    })
    expect(verification.docs).toHaveLength(1)
    expect(verification.docs[0].status).toBe('kept')
    // Our confirmation email (ADR 0020), linking to our confirm page with the member's token.
    expect(verification.docs[0].subject).toMatch(/^Confirm your .+ account$/)
    const member = await payload.find({
      collection: 'members',
      where: { email: { equals: memberEmail } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    expect(verification.docs[0].html).toContain(`/auth/confirm?token=${member.docs[0]._verificationToken}`)
  })

  it('is readable by staff only', async () => {
    await expect(payload.find({ collection: 'emails', overrideAccess: false })).rejects.toThrow(/not allowed/)
    const member = await createMember(payload)
    await expect(payload.find({ collection: 'emails', overrideAccess: false, user: member })).rejects.toThrow(
      /not allowed/,
    )
    const editor = await createStaffUser(payload, 'editor')
    const { totalDocs } = await payload.count({ collection: 'emails', overrideAccess: false, user: editor })
    expect(totalDocs).toBeGreaterThan(0)
    await expect(
      payload.create({
        collection: 'emails',
        data: { to: 'x@y.z', subject: 'x', status: 'sent' },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toThrow(/not allowed/)
  })

  it('records a failed send and queues a retry later', async () => {
    transport.setTransportForTests({
      sendMail: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
      },
    })
    const { id } = await email.sendEmail(payload, {
      to: uniqueEmail('fail'),
      subject: 'Will fail',
      kind: 'test',
      html: '<p>Hello <b>there</b></p>',
    })
    expect((await outboxRow(id)).text).toBe('Hello there')

    const before = Date.now()
    await payload.jobs.run({ queue: 'default' })

    const failed = await outboxRow(id)
    expect(failed.status).toBe('failed')
    expect(failed.attempts).toBe(1)
    expect(failed.error).toContain('ECONNREFUSED')
    expect(new Date(failed.nextAttemptAt ?? 0).getTime()).toBeGreaterThanOrEqual(before + 60_000 - 1000)

    const retries = await pendingJobs(id)
    expect(retries).toHaveLength(1)
    expect(new Date(retries[0].waitUntil ?? 0).getTime()).toBeGreaterThan(Date.now() + 30_000)

    // Not due yet: running the jobs again does not retry it.
    await payload.jobs.run({ queue: 'default' })
    expect((await outboxRow(id)).attempts).toBe(1)

    // Once due, the retry goes through the (now working) transport.
    const sent: string[] = []
    transport.setTransportForTests({
      sendMail: async (message) => {
        sent.push(message.subject)
        return {}
      },
    })
    await payload.update({
      collection: 'payload-jobs',
      id: retries[0].id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ queue: 'default' })
    const delivered = await outboxRow(id)
    expect(delivered.status).toBe('sent')
    expect(delivered.attempts).toBe(2)
    expect(delivered.sentAt).toBeTruthy()
    expect(delivered.error).toBeFalsy()
    expect(sent).toEqual(['Will fail'])
  })

  it('leaves the row failed, with no retry, after the last attempt', async () => {
    transport.setTransportForTests({
      sendMail: async () => {
        throw new Error('550 mailbox unavailable')
      },
    })
    const { id } = await email.sendEmail(payload, {
      to: uniqueEmail('last'),
      subject: 'Last try',
      kind: 'test',
      html: '<p>x</p>',
    })
    // As if five attempts had already failed.
    await payload.update({ collection: 'emails', id, data: { attempts: 5 }, overrideAccess: true })
    await payload.jobs.run({ queue: 'default' })
    const row = await outboxRow(id)
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(6)
    expect(row.error).toContain('550')
    expect(row.nextAttemptAt).toBeFalsy()
    expect(await pendingJobs(id)).toHaveLength(0)
  })
})
