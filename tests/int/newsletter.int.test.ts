/**
 * The built-in newsletter (src/features/newsletter) against the test database: POST
 * /api/newsletter/subscribe (double opt-in, one row per address, the confirm email in the outbox
 * with RFC 8058 headers), the confirm page's POST and its outcomes, one-click unsubscribe and the
 * unsubscribe page's POST, re-subscribing, honeypot, hostile bodies and the rate limits.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SUBSCRIBE_MESSAGES } from '@/features/newsletter/schemas'
import { FIELD_MESSAGES } from '@/lib/forms/fields'
import type { RateLimiter } from '@/lib/forms/guard'
import { GUARD_MESSAGES } from '@/lib/forms/messages'

import { closeTestPayload, getTestPayload, uniqueEmail } from './helpers/payload'

/** The messages the endpoint answers with: the shared field and guard ones and the subscribe forms'. */
const schemas = { MESSAGES: { ...FIELD_MESSAGES, ...GUARD_MESSAGES, ...SUBSCRIBE_MESSAGES } }

let payload: Payload
let server: typeof import('@/features/newsletter/server')
let builtin: typeof import('@/features/newsletter/builtin')
let links: typeof import('@/features/newsletter/links')
let guard: typeof import('@/lib/forms/guard')
let siteUrl: string

beforeAll(async () => {
  payload = await getTestPayload()
  server = await import('@/features/newsletter/server')
  builtin = await import('@/features/newsletter/builtin')
  links = await import('@/features/newsletter/links')
  guard = await import('@/lib/forms/guard')
  siteUrl = (await import('@/lib/env')).env.siteUrl
})

afterAll(async () => {
  // Deliver (keep) the confirm emails queued here: files share the database, and later files run
  // the default queue expecting only their own jobs within one run's limit.
  await payload.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
})

function randomIp(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

function subscribe(
  body: unknown,
  options: { ip?: string; raw?: boolean; headers?: Record<string, string>; now?: () => number } = {},
) {
  return server.handleSubscribe(
    new Request('http://localhost/api/newsletter/subscribe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers },
      body: options.raw ? String(body) : JSON.stringify(body),
    }),
    { payload, now: options.now },
  )
}

function oneClick(token: string) {
  return server.handleUnsubscribe(
    new Request(`http://localhost/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    }),
    { payload },
  )
}

async function subscribersFor(email: string) {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
  return docs
}

async function confirmEmailsFor(email: string) {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { and: [{ to: { equals: email.toLowerCase() } }, { kind: { equals: 'newsletter-confirm' } }] },
    sort: 'createdAt',
    overrideAccess: true,
  })
  return docs
}

function tokenFrom(html: string | null | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/\//g, '\\/')}\\?token=([A-Za-z0-9_.-]+)`).exec(html ?? '')
  if (!match) throw new Error(`no ${path} link in the email`)
  return match[1]
}

const confirm = (token: string, now?: () => number) => builtin.confirmSubscription({ payload, now }, token)

/** The test Payload, except that every write fails (as when the database goes away mid-request). */
function brokenPayload(): Payload {
  const fail = () => Promise.reject(new Error('database down'))
  return new Proxy(payload, {
    get: (target, key, receiver) =>
      key === 'update' || key === 'create' ? fail : (Reflect.get(target, key, receiver) as unknown),
  })
}

/** A body that never ends (1 KB chunks), counting what was pulled from it. */
function endlessBody() {
  let pulled = 0
  const chunk = new TextEncoder().encode(`x=${'y'.repeat(1022)}`)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { body, bytesPulled: () => pulled }
}

describe('newsletter subscribe → confirm → unsubscribe', () => {
  it('stores one pending subscriber and queues one confirm email with List-Unsubscribe headers', async () => {
    const email = uniqueEmail('news')
    const response = await subscribe({ name: 'Maya', email: email.toUpperCase(), source: 'dialog' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })

    const [subscriber, ...others] = await subscribersFor(email)
    expect(others).toHaveLength(0)
    expect(subscriber).toMatchObject({ email, firstName: 'Maya', status: 'pending', source: 'dialog' })
    expect(subscriber.lastConfirmationSentAt).toBeTruthy()
    expect(subscriber.confirmedAt ?? null).toBeNull()

    const emails = await confirmEmailsFor(email)
    expect(emails).toHaveLength(1)
    expect(['queued', 'kept', 'sent']).toContain(emails[0].status)
    expect(emails[0].subject).toBe('Confirm your subscription to Vanlife Voices')
    const headers = emails[0].headers as Record<string, string>
    expect(headers['List-Unsubscribe']).toMatch(
      new RegExp(`^<${siteUrl.replace(/[.:/]/g, '\\$&')}/api/newsletter/unsubscribe\\?token=[A-Za-z0-9_.-]+>`),
    )
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(emails[0].html).toContain(`${siteUrl}/newsletter/confirm?token=`)
    expect(emails[0].html).toContain(`${siteUrl}/newsletter/unsubscribe?token=`)
  })

  it('does not duplicate an address subscribing again with different case, and rate-limits resends', async () => {
    const email = uniqueEmail('case')
    expect((await subscribe({ email })).status).toBe(200)
    const again = await subscribe({ email: `  ${email.toUpperCase()} `, source: 'inline' })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ ok: true })
    expect(await subscribersFor(email)).toHaveLength(1)
    // Resent at most once per 10 minutes.
    expect(await confirmEmailsFor(email)).toHaveLength(1)
    const later = Date.now() + builtin.CONFIRMATION_RESEND_MS + 1000
    expect((await subscribe({ email }, { now: () => later })).status).toBe(200)
    expect(await confirmEmailsFor(email)).toHaveLength(2)
    expect(await subscribersFor(email)).toHaveLength(1)
  })

  it('confirms through the link once, then answers already confirmed; confirmed addresses get no email', async () => {
    const email = uniqueEmail('confirm')
    await subscribe({ email })
    const [mail] = await confirmEmailsFor(email)
    const token = tokenFrom(mail.html, '/newsletter/confirm')

    expect(await confirm(token)).toBe('confirmed')
    const [subscriber] = await subscribersFor(email)
    expect(subscriber.status).toBe('confirmed')
    expect(subscriber.confirmedAt).toBeTruthy()

    expect(await confirm(token)).toBe('already-confirmed')
    const [still] = await subscribersFor(email)
    expect(still.confirmedAt).toBe(subscriber.confirmedAt)

    const response = await subscribe({ name: 'Someone', email: email.toUpperCase() })
    expect(await response.json()).toEqual({ ok: true })
    expect(await confirmEmailsFor(email)).toHaveLength(1)
    const [unchanged] = await subscribersFor(email)
    expect(unchanged).toMatchObject({ status: 'confirmed', updatedAt: still.updatedAt })
  })

  it('answers expired for an old link and invalid for tampered ones', async () => {
    const email = uniqueEmail('expired')
    await subscribe({ email })
    const [subscriber] = await subscribersFor(email)
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000
    expect(await confirm(links.newsletterToken(subscriber.id, 'confirm', eightDaysAgo))).toBe('expired')

    const [mail] = await confirmEmailsFor(email)
    const token = tokenFrom(mail.html, '/newsletter/confirm')
    // A clock 7 days on also expires the real link.
    expect(await confirm(token, () => Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000)).toBe('expired')

    const [body, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ sub: subscriber.id, p: 'confirm', exp: null })).toString('base64url')
    for (const bad of [
      `${forged}.${signature}`,
      `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      'garbage',
      '',
    ]) {
      expect(await confirm(bad), bad).toBe('invalid')
    }
    // An unsubscribe token is not a confirm token.
    expect(await confirm(links.newsletterToken(subscriber.id, 'unsubscribe'))).toBe('invalid')
    // A well-signed token for an unknown subscriber.
    expect(await confirm(links.newsletterToken(2_000_000_000, 'confirm'))).toBe('invalid')
    expect((await subscribersFor(email))[0].status).toBe('pending')
  })

  it('unsubscribes with a one-click POST, and a new opt-in is needed to come back', async () => {
    const email = uniqueEmail('unsub')
    await subscribe({ email })
    const [first] = await confirmEmailsFor(email)
    const firstConfirm = tokenFrom(first.html, '/newsletter/confirm')
    expect(await confirm(firstConfirm)).toBe('confirmed')

    const unsubscribeToken = tokenFrom(first.html, '/newsletter/unsubscribe')
    const response = await oneClick(unsubscribeToken)
    expect(response.status).toBe(200)
    const [gone] = await subscribersFor(email)
    expect(gone.status).toBe('unsubscribed')
    expect(gone.unsubscribedAt).toBeTruthy()
    expect((await oneClick(unsubscribeToken)).status).toBe(200)
    expect((await oneClick('tampered.token')).status).toBe(400)

    // Subscribing again: pending and a new confirmation email; not confirmed until the new link.
    expect(await (await subscribe({ email: email.toUpperCase() })).json()).toEqual({ ok: true })
    const [back] = await subscribersFor(email)
    expect(back.status).toBe('pending')
    const mails = await confirmEmailsFor(email)
    expect(mails).toHaveLength(2)
    expect(await subscribersFor(email)).toHaveLength(1)
    expect((await subscribersFor(email))[0].status).toBe('pending')

    const secondConfirm = tokenFrom(mails[1].html, '/newsletter/confirm')
    expect(await confirm(secondConfirm)).toBe('confirmed')
    expect((await subscribersFor(email))[0].status).toBe('confirmed')
  })

  it("answers the unsubscribe page's button with a 303 to the result page of each outcome", async () => {
    const email = uniqueEmail('page')
    await subscribe({ email })
    const [subscriber] = await subscribersFor(email)
    const token = new URL(links.unsubscribeUrl(subscriber.id)).searchParams.get('token') ?? ''
    // The page's form posts to /newsletter/unsubscribe?token=…; src/proxy.ts hands it over as is.
    const press = (query: string, body = 'from=page') =>
      server.handleUnsubscribe(
        new Request(`http://localhost/api/newsletter/unsubscribe${query}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
        { payload },
      )
    const location = (response: Response) => {
      expect(response.status).toBe(303)
      expect(response.headers.get('cache-control')).toBe('no-store')
      return response.headers.get('location')
    }

    expect(location(await press(`?token=${token}`))).toBe(`/newsletter/unsubscribe/done`)
    const [gone] = await subscribersFor(email)
    expect(gone.status).toBe('unsubscribed')
    expect(location(await press(`?token=${token}`))).toBe(`/newsletter/unsubscribe/already`)
    // The token in the form body instead of the query works too.
    expect(location(await press('', `from=page&token=${token}`))).toBe(`/newsletter/unsubscribe/already`)
    for (const query of ['', '?token=', '?token=nope', `?token=${token.slice(0, -2)}`]) {
      expect(location(await press(query)), query).toBe(`/newsletter/unsubscribe/invalid`)
    }
    // A confirm token is not an unsubscribe token.
    const confirmToken = links.newsletterToken(subscriber.id, 'confirm')
    expect(location(await press(`?token=${confirmToken}`))).toBe(`/newsletter/unsubscribe/invalid`)
    expect((await subscribersFor(email))[0].unsubscribedAt).toBe(gone.unsubscribedAt)
  })

  it('answers a failing unsubscribe with the error page (page) or 503 (one-click), never a 500', async () => {
    const email = uniqueEmail('unsub-broken')
    await subscribe({ email })
    const [subscriber] = await subscribersFor(email)
    const token = links.newsletterToken(subscriber.id, 'unsubscribe')
    const broken = brokenPayload()
    const post = (body: string) =>
      server.handleUnsubscribe(
        new Request(`http://localhost/api/newsletter/unsubscribe?token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        }),
        { payload: broken },
      )
    const page = await post('from=page')
    expect(page.status).toBe(303)
    expect(page.headers.get('location')).toBe(`/newsletter/unsubscribe/error`)
    const oneClickAnswer = await post('List-Unsubscribe=One-Click')
    expect(oneClickAnswer.status).toBe(503)
    expect(oneClickAnswer.headers.get('retry-after')).toBe('60')
    expect((await subscribersFor(email))[0].status).toBe('pending')
  })

  it('refuses an unsubscribe body over the limit with 413, before reading it all, changing nothing', async () => {
    const email = uniqueEmail('unsub-huge')
    await subscribe({ email })
    const [subscriber] = await subscribersFor(email)
    const url = `http://localhost/api/newsletter/unsubscribe?token=${links.newsletterToken(subscriber.id, 'unsubscribe')}`
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    const huge = await server.handleUnsubscribe(
      new Request(url, { method: 'POST', headers, body: `List-Unsubscribe=One-Click&x=${'y'.repeat(20 * 1024)}` }),
      { payload },
    )
    expect(huge.status).toBe(413)
    const streamed = endlessBody()
    const chunked = await server.handleUnsubscribe(
      new Request(url, { method: 'POST', headers, body: streamed.body, duplex: 'half' } as RequestInit),
      { payload },
    )
    expect(chunked.status).toBe(413)
    expect(streamed.bytesPulled()).toBeLessThan(64 * 1024)
    expect((await subscribersFor(email))[0].status).toBe('pending')
  })
})

describe("POST /newsletter/confirm (the confirm page's button)", () => {
  /** The button posts to the link's own URL (/newsletter/confirm?token=…); src/proxy.ts hands it over as is. */
  function press(
    query: string,
    options: { ip?: string; body?: string; payload?: Payload; now?: () => number; limiter?: RateLimiter } = {},
  ) {
    return server.handleConfirm(
      new Request(`http://localhost/api/newsletter/confirm${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': options.ip ?? randomIp() },
        body: options.body ?? '',
      }),
      { payload: options.payload ?? payload, now: options.now, limiter: options.limiter },
    )
  }

  function resultOf(response: Response): string {
    expect(response.status).toBe(303)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const location = response.headers.get('location') ?? ''
    // Relative: the browser stays on the host it posted to (SITE_URL may name another).
    expect(location.startsWith('/newsletter/confirm/'), location).toBe(true)
    return location.slice('/newsletter/confirm/'.length)
  }

  async function pendingSubscriber(prefix: string) {
    const email = uniqueEmail(prefix)
    await subscribe({ email })
    const [mail] = await confirmEmailsFor(email)
    const [subscriber] = await subscribersFor(email)
    return { email, subscriber, token: tokenFrom(mail.html, '/newsletter/confirm') }
  }

  it('exports only POST: a GET or HEAD of the handler changes nothing (405)', async () => {
    const route = await import('@/app/api/newsletter/confirm/route')
    expect(Object.keys(route)).toEqual(['POST'])
  })

  it('confirms on the POST, then answers already; the subscriber stays pending until then', async () => {
    const { email, token } = await pendingSubscriber('press')
    // Nothing but the POST confirms: the link's page reads no token (see the e2e tests).
    expect((await subscribersFor(email))[0].status).toBe('pending')

    expect(resultOf(await press(`?token=${token}`))).toBe('done')
    const [confirmed] = await subscribersFor(email)
    expect(confirmed.status).toBe('confirmed')
    expect(confirmed.confirmedAt).toBeTruthy()

    expect(resultOf(await press(`?token=${token}`))).toBe('already')
    expect((await subscribersFor(email))[0].confirmedAt).toBe(confirmed.confirmedAt)
  })

  it('sends a browser at another address than SITE_URL (127.0.0.1) back to a relative Location on that host', async () => {
    const { email, subscriber, token } = await pendingSubscriber('press-other-host')
    const other = 'http://127.0.0.1:3999'
    expect(new URL(siteUrl).host).not.toBe('127.0.0.1:3999')
    // What Chromium sends for a form post from a page opened at 127.0.0.1.
    const browserHeaders = {
      'content-type': 'application/x-www-form-urlencoded',
      host: '127.0.0.1:3999',
      origin: other,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': randomIp(),
    }
    const confirmed = await server.handleConfirm(
      new Request(`${other}/api/newsletter/confirm?token=${token}`, {
        method: 'POST',
        headers: browserHeaders,
        body: '',
      }),
      { payload },
    )
    expect(confirmed.status).toBe(303)
    // Path and query only: resolved against 127.0.0.1, so the CSP's form-action 'self' allows it.
    expect(confirmed.headers.get('location')).toBe('/newsletter/confirm/done')
    expect(new URL(confirmed.headers.get('location') ?? '', other).origin).toBe(other)
    expect((await subscribersFor(email))[0].status).toBe('confirmed')

    const unsubscribed = await server.handleUnsubscribe(
      new Request(`${other}/api/newsletter/unsubscribe?token=${links.newsletterToken(subscriber.id, 'unsubscribe')}`, {
        method: 'POST',
        headers: browserHeaders,
        body: 'from=page',
      }),
      { payload },
    )
    expect(unsubscribed.status).toBe(303)
    expect(unsubscribed.headers.get('location')).toBe('/newsletter/unsubscribe/done')
  })

  it('takes the token from the form body when the query has none', async () => {
    const { email, token } = await pendingSubscriber('press-body')
    expect(resultOf(await press('', { body: `token=${token}` }))).toBe('done')
    expect((await subscribersFor(email))[0].status).toBe('confirmed')
  })

  it('answers expired for an old link and for an address that unsubscribed after it was sent', async () => {
    const { email, subscriber, token } = await pendingSubscriber('press-expired')
    const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000
    expect(resultOf(await press(`?token=${links.newsletterToken(subscriber.id, 'confirm', eightDaysAgo)}`))).toBe(
      'expired',
    )
    expect(resultOf(await press(`?token=${token}`, { now: () => Date.now() + 8 * 24 * 60 * 60 * 1000 }))).toBe(
      'expired',
    )
    expect((await subscribersFor(email))[0].status).toBe('pending')

    expect((await oneClick(links.newsletterToken(subscriber.id, 'unsubscribe'))).status).toBe(200)
    expect(resultOf(await press(`?token=${token}`))).toBe('expired')
    expect((await subscribersFor(email))[0].status).toBe('unsubscribed')
  })

  it('answers a missing, empty, changed or foreign token with the invalid page, never a 5xx', async () => {
    const { email, subscriber, token } = await pendingSubscriber('press-invalid')
    const [body, signature] = token.split('.')
    const queries = [
      '',
      '?token=',
      '?token=garbage',
      // A different last character (a fixed one would be no change when the signature ends with it).
      `?token=${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `?token=${encodeURIComponent('x'.repeat(4000))}`,
      `?token=${links.newsletterToken(subscriber.id, 'unsubscribe')}`,
      `?token=${links.newsletterToken(2_000_000_000, 'confirm')}`,
      '?token[]=1&token[]=2',
    ]
    for (const query of queries) expect(resultOf(await press(query)), query.slice(0, 40)).toBe('invalid')
    expect((await subscribersFor(email))[0].status).toBe('pending')
  })

  it('answers the error page (logged, never a 5xx) when the database fails', async () => {
    const { email, token } = await pendingSubscriber('press-broken')
    expect(resultOf(await press(`?token=${token}`, { payload: brokenPayload() }))).toBe('error')
    expect((await subscribersFor(email))[0].status).toBe('pending')
  })

  it('rate-limits the button per client address: the error page, nothing confirmed', async () => {
    const { email, token } = await pendingSubscriber('press-limit')
    const ip = randomIp()
    const limiter = guard.createMemoryRateLimiter('confirm', { limit: 2, windowMs: 60_000 })
    expect(resultOf(await press('?token=garbage', { ip, limiter }))).toBe('invalid')
    expect(resultOf(await press('?token=garbage', { ip, limiter }))).toBe('invalid')
    expect(resultOf(await press(`?token=${token}`, { ip, limiter }))).toBe('error')
    expect((await subscribersFor(email))[0].status).toBe('pending')
    // Another address is not limited.
    expect(resultOf(await press(`?token=${token}`, { limiter }))).toBe('done')
  })

  it('refuses a body over the limit with 413 before reading it all, confirming nothing', async () => {
    const { email, token } = await pendingSubscriber('press-huge')
    const big = await press(`?token=${token}`, { body: `x=${'y'.repeat(20 * 1024)}` })
    expect(big.status).toBe(413)
    const streamed = endlessBody()
    const chunked = await server.handleConfirm(
      new Request(`http://localhost/api/newsletter/confirm?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': randomIp() },
        body: streamed.body,
        duplex: 'half',
      } as RequestInit),
      { payload },
    )
    expect(chunked.status).toBe(413)
    expect(streamed.bytesPulled()).toBeLessThan(64 * 1024)
    expect((await subscribersFor(email))[0].status).toBe('pending')
  })
})

describe('POST /api/newsletter/subscribe guards', () => {
  it('answers a tripped honeypot with success and stores nothing', async () => {
    const email = uniqueEmail('bot')
    const response = await subscribe({ email, [guard.HONEYPOT_FIELD]: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(await subscribersFor(email)).toHaveLength(0)
    expect(await confirmEmailsFor(email)).toHaveLength(0)
  })

  it('rejects hostile bodies with 400/413 and the SPEC messages, storing nothing', async () => {
    const { MESSAGES } = schemas
    const before = (await payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs
    const email = uniqueEmail('hostile')

    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: MESSAGES.emailRequired }],
      [{ email: '' }, { email: MESSAGES.emailRequired }],
      [{ email: 'not-an-email' }, { email: MESSAGES.emailInvalid }],
      [{ email: 7 }, { email: MESSAGES.emailInvalid }],
      [{ email: [email] }, { email: MESSAGES.emailInvalid }],
      [{ email: { $ne: null } }, { email: MESSAGES.emailInvalid }],
      [{ name: '', email }, { name: MESSAGES.nameRequired }],
      [{ name: 'Maya' }, { email: MESSAGES.emailRequired }],
      [
        { name: { first: 'Maya' }, email: 'x' },
        { name: MESSAGES.nameRequired, email: MESSAGES.emailInvalid },
      ],
    ]
    for (const [body, fieldErrors] of cases) {
      const response = await subscribe(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const json = (await response.json()) as { ok: boolean; error: string; fieldErrors: Record<string, string> }
      expect(json.ok).toBe(false)
      expect(json.error).toBe(MESSAGES.invalidForm)
      expect(json.fieldErrors).toMatchObject(fieldErrors)
    }

    for (const raw of ['not json', '{"email": ', '', '[]', '"x@y.z"', '42', 'null']) {
      const response = await subscribe(raw, { raw: true })
      expect(response.status, raw).toBe(400)
      expect(await response.json()).toMatchObject({ ok: false, error: MESSAGES.invalidBody })
    }
    const proto = await subscribe('{"__proto__": {"email": "polluted@int.test"}}', { raw: true })
    expect(proto.status).toBe(400)

    const huge = await subscribe({ email, name: 'x'.repeat(20 * 1024) })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ ok: false, error: MESSAGES.bodyTooLarge })
    const lying = await subscribe({ email }, { headers: { 'content-length': String(1024 * 1024) } })
    expect(lying.status).toBe(413)

    const after = (await payload.count({ collection: 'subscribers', overrideAccess: true })).totalDocs
    expect(after).toBe(before)
    expect(await subscribersFor(email)).toHaveLength(0)
  })

  it('answers the 6th request from one IP inside the window with 429', async () => {
    const ip = randomIp()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await subscribe({ email: uniqueEmail('limit') }, { ip })).status, `attempt ${attempt}`).toBe(200)
    }
    const email = uniqueEmail('limit')
    const limited = await subscribe({ email }, { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ ok: false, error: guard.rateLimitMessage(retryAfter) })
    expect(await subscribersFor(email)).toHaveLength(0)
  })

  it('answers 503 (never 500) when the provider fails', async () => {
    const response = await server.handleSubscribe(
      new Request('http://localhost/api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: JSON.stringify({ email: uniqueEmail('broken') }),
      }),
      {
        payload,
        provider: {
          name: 'broken',
          subscribe: () => Promise.reject(new Error('down')),
        },
      },
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, error: schemas.MESSAGES.subscribeFailureDialog })
  })
})
