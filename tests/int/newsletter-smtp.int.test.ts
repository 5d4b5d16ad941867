/**
 * The built-in newsletter's double opt-in over real SMTP: a local SMTP server (smtp-server on
 * 127.0.0.1, random port) receives the confirmation email queued by POST /api/newsletter/subscribe
 * once the job queue runs; the test parses it (mailparser), checks the RFC 8058 headers, presses
 * the confirm button of the email's link and sees the subscriber confirmed, then follows the one-click
 * unsubscribe link of the same email and sees it unsubscribed.
 *
 * SMTP_URL is set for this file's own process before Payload and src/lib/env.ts are imported;
 * the Kit settings are cleared so the built-in provider serves.
 */
import { randomBytes } from 'node:crypto'
import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getTestPayload, uniqueEmail } from './helpers/payload'
import { startTestSmtpServer, type TestSmtpServer } from './helpers/smtp'

delete process.env.CONVERTKIT_API_KEY
delete process.env.CONVERTKIT_FORM_ID

let smtp: TestSmtpServer
let payload: Payload
let server: typeof import('@/features/newsletter/server')
let builtin: typeof import('@/features/newsletter/builtin')
let links: typeof import('@/features/newsletter/links')
let provider: typeof import('@/features/newsletter/provider')
let siteUrl: string

beforeAll(async () => {
  smtp = await startTestSmtpServer()
  process.env.SMTP_URL = smtp.url
  process.env.EMAIL_FROM = 'Vanlife Voices Test <test@vanlifevoices.com>'

  payload = await getTestPayload()
  server = await import('@/features/newsletter/server')
  builtin = await import('@/features/newsletter/builtin')
  links = await import('@/features/newsletter/links')
  provider = await import('@/features/newsletter/provider')
  const { env } = await import('@/lib/env')
  expect(env.SMTP_URL).toBe(process.env.SMTP_URL)
  siteUrl = env.siteUrl
})

afterAll(async () => {
  if (payload) await payload.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
  await smtp?.close()
})

function randomIp(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

function recipients(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : []
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''))
}

/** A header as sent, unfolded (RFC 5322 folding removed), from the raw header lines. */
function rawHeader(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === name.toLowerCase())?.line
  return line?.replace(/\r?\n(?=[ \t])/g, '').replace(/^[^:]+:\s*/, '')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** The first link to `path` (with its token) in a text. */
function linkIn(text: string | false | undefined, path: string): string | undefined {
  if (!text) return undefined
  return new RegExp(`${escapeRegExp(siteUrl + path)}\\?token=[A-Za-z0-9_.-]+`).exec(text)?.[0]
}

async function subscriberFor(email: string) {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  expect(docs).toHaveLength(1)
  return docs[0]
}

describe('newsletter double opt-in over SMTP', () => {
  it('delivers the confirmation email, whose links confirm and then unsubscribe the address', async () => {
    expect(provider.newsletterAvailability()).toEqual({
      available: true,
      provider: 'builtin',
    })
    const email = uniqueEmail('smtp-news')

    const response = await server.handleSubscribe(
      new Request('http://localhost/api/newsletter/subscribe', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
        },
        body: JSON.stringify({
          name: 'Rae',
          email: email.toUpperCase(),
          source: 'dialog',
        }),
      }),
      { payload },
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect((await subscriberFor(email)).status).toBe('pending')
    // Queued, never sent inline.
    expect(smtp.received.filter((mail) => recipients(mail).includes(email))).toHaveLength(0)

    await payload.jobs.run({ allQueues: true, limit: 1000 })

    const mails = smtp.received.filter((mail) => recipients(mail).includes(email))
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toBe('Confirm your subscription to Vanlife Voices')
    expect(mail.from?.value[0]?.address).toBe('test@vanlifevoices.com')
    expect(mail.text).toContain('Hi Rae,')

    // RFC 2369 / RFC 8058 one-click unsubscribe headers.
    const listUnsubscribe = rawHeader(mail, 'List-Unsubscribe')
    const oneClick = new RegExp(
      `^<(${escapeRegExp(`${siteUrl}/api/newsletter/unsubscribe`)}\\?token=[A-Za-z0-9_.-]+)>`,
    ).exec(listUnsubscribe ?? '')?.[1]
    expect(oneClick, listUnsubscribe).toBeDefined()
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    // The confirm link, in the plain-text part and the HTML part alike.
    const confirmLink = linkIn(mail.text, '/newsletter/confirm')
    expect(confirmLink).toBeDefined()
    expect(linkIn(mail.html, '/newsletter/confirm')).toBe(confirmLink)
    const unsubscribePageLink = linkIn(mail.text, '/newsletter/unsubscribe')
    expect(unsubscribePageLink).toBeDefined()

    // The confirm link's page only asks; its button posts to the link's own URL, which src/proxy.ts
    // hands to the confirm handler (the request it gets, query included).
    const pressConfirm = () =>
      server.handleConfirm(
        new Request(`${siteUrl}/api/newsletter/confirm${new URL(confirmLink ?? '').search}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
          body: '',
        }),
        { payload },
      )
    expect((await subscriberFor(email)).status).toBe('pending')
    const pressed = await pressConfirm()
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe(`/newsletter/confirm/done`)
    const confirmed = await subscriberFor(email)
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      firstName: 'Rae',
      source: 'dialog',
    })
    expect(confirmed.confirmedAt).toBeTruthy()
    expect((await pressConfirm()).headers.get('location')).toBe(`/newsletter/confirm/already`)

    // The body's unsubscribe page link carries an unsubscribe token for the same subscriber.
    const pageToken = new URL(unsubscribePageLink ?? '').searchParams.get('token')
    expect(links.verifyNewsletterToken(pageToken, 'unsubscribe')).toMatchObject({
      ok: true,
      subscriberId: confirmed.id,
    })

    // The mail client's one-click unsubscribe (RFC 8058 POST to the List-Unsubscribe URL).
    const unsubscribed = await server.handleUnsubscribe(
      new Request(oneClick ?? '', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
      { payload },
    )
    expect(unsubscribed.status).toBe(200)
    expect(await unsubscribed.json()).toEqual({ ok: true })
    const gone = await subscriberFor(email)
    expect(gone.status).toBe('unsubscribed')
    expect(gone.unsubscribedAt).toBeTruthy()
    // The page's button with the body's link, afterwards: already unsubscribed.
    const pageButton = await server.handleUnsubscribe(
      new Request(`${siteUrl}/api/newsletter/unsubscribe?token=${pageToken}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'from=page',
      }),
      { payload },
    )
    expect(pageButton.status).toBe(303)
    expect(pageButton.headers.get('location')).toBe(`/newsletter/unsubscribe/already`)

    // The outbox row records the delivery.
    const { docs } = await payload.find({
      collection: 'emails',
      where: {
        and: [{ to: { equals: email } }, { kind: { equals: builtin.CONFIRM_EMAIL_KIND } }],
      },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('sent')
  })
})
