/**
 * Email delivery through SMTP: a real local SMTP server (smtp-server on 127.0.0.1, random port)
 * receives what the sendEmail job sends, and Payload's own emails.
 *
 * SMTP_URL is set for this file's own process before Payload and src/lib/env.ts are imported
 * (they are imported lazily, by getTestPayload() and the dynamic imports below).
 */
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getTestPayload, uniqueEmail } from './helpers/payload'
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp'

let smtp: TestSmtpServer
let payload: Payload
let email: typeof import('@/features/email')

beforeAll(async () => {
  smtp = await startTestSmtpServer({ rejectPrefix: 'reject-' })
  process.env.SMTP_URL = smtp.url
  process.env.EMAIL_FROM = 'Vanlife Voices Test <test@vanlifevoices.com>'

  payload = await getTestPayload()
  email = await import('@/features/email')
  const { env } = await import('@/lib/env')
  expect(env.SMTP_URL).toBe(process.env.SMTP_URL)
})

afterAll(async () => {
  await closeTestPayload()
  await smtp?.close()
})

function addresses(value: ParsedMail['to'] | ParsedMail['from']): string[] {
  if (!value) return []
  return (Array.isArray(value) ? value : [value]).flatMap((group) => group.value.map((entry) => entry.address ?? ''))
}

describe('email over SMTP', () => {
  it('delivers a queued email through the SMTP server when the job runs', async () => {
    const to = uniqueEmail('team')
    const { id } = await email.sendEmail(payload, {
      to,
      subject: 'New contact message',
      kind: 'team-notification',
      replyTo: 'visitor@example.com',
      react: createElement(email.TeamNotificationEmail, {
        ...email.emailBrand(),
        title: 'New contact message',
        fields: [{ label: 'Message', value: 'Where do you park in Lisbon?' }],
      }),
    })
    expect(smtp.received).toHaveLength(0)
    expect((await payload.findByID({ collection: 'emails', id, overrideAccess: true })).status).toBe('queued')

    await payload.jobs.run({ queue: 'default' })

    const mail = smtp.received.find((item) => addresses(item.to).includes(to))
    expect(mail).toBeDefined()
    expect(mail?.subject).toBe('New contact message')
    expect(addresses(mail?.from)).toEqual(['test@vanlifevoices.com'])
    expect(mail?.from?.value[0]?.name).toBe('Vanlife Voices Test')
    expect(addresses(mail?.replyTo)).toEqual(['visitor@example.com'])
    expect(mail?.html).toContain('Where do you park in Lisbon?')
    expect(mail?.html).toContain('Vanlife Voices')
    expect(mail?.text).toContain('Where do you park in Lisbon?')
    expect(mail?.text).not.toContain('<td')

    const row = await payload.findByID({ collection: 'emails', id, overrideAccess: true })
    expect(row.status).toBe('sent')
    expect(row.attempts).toBe(1)
    expect(row.sentAt).toBeTruthy()
  })

  it("sends Payload's own emails through the same SMTP server", async () => {
    const to = uniqueEmail('member')
    await payload.sendEmail({ to, subject: 'Reset your password', html: '<p>Reset link</p>', text: 'Reset link' })
    const mail = smtp.received.find((item) => addresses(item.to).includes(to))
    expect(mail?.subject).toBe('Reset your password')
    expect(addresses(mail?.from)).toEqual(['test@vanlifevoices.com'])
    expect(mail?.html).toContain('Reset link')
    expect(mail?.text?.trim()).toBe('Reset link')

    const { docs } = await payload.find({ collection: 'emails', where: { to: { equals: to } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('sent')
    expect(docs[0].kind).toBe('payload')
  })

  it('records a refused Payload email as failed and retries it with the job, without throwing', async () => {
    const to = uniqueEmail('reject-member')
    await payload.sendEmail({ to, subject: 'Verify your email', html: '<p>Verify</p>' })
    const { docs } = await payload.find({ collection: 'emails', where: { to: { equals: to } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('failed')
    expect(docs[0].attempts).toBe(1)
    expect(docs[0].error).toContain('550')
    expect(docs[0].nextAttemptAt).toBeTruthy()
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendEmail' } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    expect(jobs.docs.some((job) => (job.input as { emailId?: number }).emailId === docs[0].id)).toBe(true)
  })

  it('records a refused queued email as failed with the SMTP error', async () => {
    const { id } = await email.sendEmail(payload, {
      to: uniqueEmail('reject-team'),
      subject: 'Refused',
      kind: 'test',
      html: '<p>x</p>',
    })
    await payload.jobs.run({ queue: 'default' })
    const row = await payload.findByID({ collection: 'emails', id, overrideAccess: true })
    expect(row.status).toBe('failed')
    expect(row.attempts).toBe(1)
    expect(row.error).toContain('550')
  })
})
