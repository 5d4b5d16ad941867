/**
 * POST /api/forms/contact (src/features/contact/server) against the test database: storing
 * once, the team email in the outbox, duplicates, honeypot, hostile bodies, the rate limit, the
 * three newsletter outcomes, reCAPTCHA v3 (siteverify intercepted with MSW) and forwarding to
 * FORM_FORWARD_CONTACT_URL (MSW).
 *
 * env.ts is read once, at import: FORM_FORWARD_CONTACT_URL is set here, before anything loads it
 * (Payload, env and the handler are imported lazily in beforeAll). The captcha keys go through
 * the handler's deps instead of env.
 */
import { randomBytes } from 'node:crypto'

import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { CONTACT_MESSAGES } from '@/features/contact/schemas'
import { FIELD_MESSAGES } from '@/lib/forms/fields'
import { GUARD_MESSAGES } from '@/lib/forms/messages'

import { closeTestPayload, getTestPayload, uniqueEmail, uniqueSuffix } from './helpers/payload'

/** The messages the endpoint answers with: the shared field and guard ones and the contact form's. */
const schemas = { MESSAGES: { ...FIELD_MESSAGES, ...GUARD_MESSAGES, ...CONTACT_MESSAGES } }

const FORWARD_URL = 'https://forms.int.test/contact'
process.env.FORM_FORWARD_CONTACT_URL = FORWARD_URL
const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify'
const SECRET = 'int-test-secret'

const forwarded: unknown[] = []
let forwardStatus = 200
const siteverifyCalls: URLSearchParams[] = []
let siteverify: () => Response = () => HttpResponse.json({ success: true, action: 'submit_contact', score: 0.9 })

const msw = setupServer(
  http.post(FORWARD_URL, async ({ request }) => {
    forwarded.push(await request.json())
    return forwardStatus === 200 ? HttpResponse.json({ ok: true }) : new HttpResponse('down', { status: forwardStatus })
  }),
  http.post(SITEVERIFY_URL, async ({ request }) => {
    siteverifyCalls.push(new URLSearchParams(await request.text()))
    return siteverify()
  }),
)

let payload: Payload
let handler: typeof import('@/features/contact/server')
let guard: typeof import('@/lib/forms/guard')

const TEAM_EMAIL = 'hello-team@int.test'

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' })
  payload = await getTestPayload()
  handler = await import('@/features/contact/server')
  guard = await import('@/lib/forms/guard')
  const { env } = await import('@/lib/env')
  expect(env.FORM_FORWARD_CONTACT_URL).toBe(FORWARD_URL)

  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: true,
  })
  if (!settings.contact?.generalEmail) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        productName: settings.productName || 'Vanlife Voices',
        tagline: settings.tagline || 'Stories from the road',
        description: settings.description || 'Real stories from the road.',
        footerBlurb: settings.footerBlurb || 'Real stories from the road.',
        contact: {
          generalEmail: TEAM_EMAIL,
          privacyEmail: settings.contact?.privacyEmail || 'privacy@int.test',
          storiesEmail: settings.contact?.storiesEmail || 'stories@int.test',
        },
      },
      overrideAccess: true,
    })
  }
})

afterEach(() => {
  forwarded.length = 0
  forwardStatus = 200
  siteverifyCalls.length = 0
  siteverify = () => HttpResponse.json({ success: true, action: 'submit_contact', score: 0.9 })
})

afterAll(async () => {
  msw.close()
  await payload.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
})

/** A fresh client address per call unless given, so tests do not share a rate-limit window. */
function randomIp(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

type PostOptions = {
  ip?: string
  raw?: boolean
  headers?: Record<string, string>
  deps?: Partial<Parameters<typeof handler.handleContact>[1]>
}

function post(body: unknown, options: PostOptions = {}) {
  const text = options.raw ? String(body) : JSON.stringify(body)
  return handler.handleContact(
    new Request('http://localhost/api/forms/contact', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': options.ip ?? randomIp(),
        ...options.headers,
      },
      body: text,
    }),
    { payload, recaptcha: null, ...options.deps },
  )
}

function validMessage(prefix = 'contact', subscribeToNewsletter = false) {
  return {
    name: `Maya ${uniqueSuffix()}`,
    email: uniqueEmail(prefix).toUpperCase(),
    message: 'Hello team,\nI loved the story about Baja. Can I write one too?',
    subscribeToNewsletter,
  }
}

async function storedFor(email: string) {
  return payload.find({
    collection: 'contact-messages',
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
}

async function outboxFor(name: string) {
  return payload.find({
    collection: 'emails',
    where: { subject: { equals: `New message from ${name}` } },
    overrideAccess: true,
  })
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
  const { totalDocs } = await payload.count({
    collection: 'emails',
    where: {
      and: [{ to: { equals: email.toLowerCase() } }, { kind: { equals: 'newsletter-confirm' } }],
    },
    overrideAccess: true,
  })
  return totalDocs
}

describe('POST /api/forms/contact', () => {
  it('stores a valid message once, queues the team email replying to the sender, and forwards it', async () => {
    const message = validMessage()
    const response = await post(message)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })

    const { docs } = await storedFor(message.email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: message.name,
      email: message.email.toLowerCase(),
      message: message.message,
      subscribeToNewsletter: false,
      newsletterOutcome: 'not-requested',
      source: 'contact',
    })
    expect(docs[0].fingerprint).toMatch(/^[0-9a-f]{64}$/)

    const outbox = await outboxFor(message.name)
    expect(outbox.docs).toHaveLength(1)
    const settings = await payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
    })
    expect(outbox.docs[0]).toMatchObject({
      to: settings.contact?.generalEmail,
      kind: 'contact-message',
      status: 'queued',
    })
    expect(outbox.docs[0].text).toContain('I loved the story about Baja')
    expect(JSON.stringify(outbox.docs[0])).toContain(message.email.toLowerCase())

    expect(forwarded).toEqual([
      {
        name: message.name,
        email: message.email.toLowerCase(),
        message: message.message,
        subscribeToNewsletter: false,
      },
    ])
    expect(await subscribersFor(message.email)).toHaveLength(0)
  })

  it('stores the same message sent again within a minute only once', async () => {
    const message = validMessage('dup')
    expect((await post(message)).status).toBe(200)
    const again = await post({
      ...message,
      email: message.email.toLowerCase(),
      name: `  ${message.name} `,
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ ok: true })
    expect((await storedFor(message.email)).totalDocs).toBe(1)
    expect((await outboxFor(message.name)).totalDocs).toBe(1)
  })

  it('answers a tripped honeypot with success and stores nothing', async () => {
    const message = validMessage('bot')
    const response = await post({
      ...message,
      [guard.HONEYPOT_FIELD]: 'https://spam.example',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect((await storedFor(message.email)).totalDocs).toBe(0)
    expect(forwarded).toEqual([])
  })

  it('still succeeds when forwarding fails', async () => {
    forwardStatus = 500
    const message = validMessage('fwd')
    expect((await post(message)).status).toBe(200)
    expect((await storedFor(message.email)).totalDocs).toBe(1)
    expect(forwarded).toHaveLength(1)
  })

  it('rejects hostile bodies with 4xx and the SPEC messages, storing nothing', async () => {
    const { MESSAGES } = schemas
    const before = (
      await payload.count({
        collection: 'contact-messages',
        overrideAccess: true,
      })
    ).totalDocs
    const email = uniqueEmail('hostile')
    const required = {
      name: MESSAGES.nameMin,
      email: MESSAGES.emailInvalid,
      message: MESSAGES.messageMin,
    }

    const cases: [unknown, Record<string, string>][] = [
      [{}, required],
      [{ name: 'A', email: 'not-an-email', message: 'too short' }, required],
      [{ name: 42, email: 7, message: 3.5 }, required],
      [{ name: ['Maya'], email: [email], message: ['Hello there, team!'] }, required],
      [
        { name: { first: 'Maya' }, email, message: { $gt: '' } },
        { name: MESSAGES.nameMin, message: MESSAGES.messageMin },
      ],
      [{ name: 'Maya', email, message: '   \u0000\u200b        ' }, { message: MESSAGES.messageMin }],
    ]
    for (const [body, fieldErrors] of cases) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const json = (await response.json()) as {
        ok: boolean
        error: string
        fieldErrors: Record<string, string>
      }
      expect(json.ok).toBe(false)
      expect(json.error).toBe(MESSAGES.invalidForm)
      expect(json.fieldErrors).toMatchObject(fieldErrors)
    }

    // A malformed opt-in is a "no", never an error; a proto key never pollutes.
    const protoRaw = await post('{"__proto__": {"isAdmin": true}, "name": "Maya", "message": "Hello there!"}', {
      raw: true,
    })
    expect(protoRaw.status).toBe(400)
    expect(((await protoRaw.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      MESSAGES.emailInvalid,
    )
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()

    for (const raw of ['not json', '{"name": "Maya",', '', '[]', '"Maya"', '42', 'null']) {
      const response = await post(raw, { raw: true })
      expect(response.status, raw).toBe(400)
      expect(await response.json()).toMatchObject({
        ok: false,
        error: MESSAGES.invalidBody,
      })
    }

    const long = await post({ name: 'Maya', email, message: 'm'.repeat(5001) })
    expect(long.status).toBe(400)
    expect(((await long.json()) as { fieldErrors: Record<string, string> }).fieldErrors.message).toBe(
      MESSAGES.messageMax,
    )
    const huge = await post({
      name: 'Maya',
      email,
      message: 'x'.repeat(20 * 1024),
    })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({
      ok: false,
      error: MESSAGES.bodyTooLarge,
    })
    const lying = await post(
      { name: 'Maya', email, message: 'Hello there, team!' },
      { headers: { 'content-length': String(1024 * 1024) } },
    )
    expect(lying.status).toBe(413)

    const after = (
      await payload.count({
        collection: 'contact-messages',
        overrideAccess: true,
      })
    ).totalDocs
    expect(after).toBe(before)
    expect(forwarded).toEqual([])
  })

  it('treats a malformed newsletter flag as not ticked', async () => {
    const message = { ...validMessage('flag'), subscribeToNewsletter: 'yes' }
    const response = await post(message)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect((await storedFor(message.email)).docs[0]).toMatchObject({
      subscribeToNewsletter: false,
    })
    expect(await subscribersFor(message.email)).toHaveLength(0)
  })

  it('answers the 6th request from one IP inside the window with 429 and Retry-After', async () => {
    const ip = randomIp()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(validMessage('limit'), { ip })).status, `attempt ${attempt}`).toBe(200)
    }
    const message = validMessage('limit')
    const limited = await post(message, { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({
      ok: false,
      error: guard.rateLimitMessage(retryAfter),
    })
    expect((await storedFor(message.email)).totalDocs).toBe(0)
    expect((await post(validMessage('other'))).status).toBe(200)
  })

  it('answers 503 (never 500) when the message cannot be stored', async () => {
    const broken = {
      ...payload,
      find: () => Promise.reject(new Error('database down')),
    } as unknown as Payload
    const response = await post(validMessage('down'), {
      deps: { payload: broken },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      ok: false,
      error: schemas.MESSAGES.contactFailure,
    })
  })
})

describe('the newsletter box', () => {
  it('subscribes the sender (pending, confirmation queued) and records "subscribed"', async () => {
    const message = validMessage('news', true)
    const response = await post(message)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ok: true,
      newsletter: 'subscribed',
    })

    const [subscriber, ...others] = await subscribersFor(message.email)
    expect(others).toHaveLength(0)
    expect(subscriber).toMatchObject({ status: 'pending', source: 'contact' })
    expect(await confirmEmailsFor(message.email)).toBe(1)
    expect((await storedFor(message.email)).docs[0]).toMatchObject({
      subscribeToNewsletter: true,
      newsletterOutcome: 'subscribed',
    })
    expect(forwarded).toEqual([expect.objectContaining({ subscribeToNewsletter: true })])
  })

  it('still sends the message when the provider throws, and records "failed"', async () => {
    const message = validMessage('newsfail', true)
    const response = await post(message, {
      deps: {
        newsletterProvider: () => ({
          name: 'builtin',
          subscribe: () => Promise.reject(new Error('Subscription failed: 500 boom')),
        }),
      },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true, newsletter: 'failed' })
    expect((await storedFor(message.email)).docs[0]).toMatchObject({
      newsletterOutcome: 'failed',
    })
    expect((await outboxFor(message.name)).totalDocs).toBe(1)
    expect(await subscribersFor(message.email)).toHaveLength(0)
  })

  it('still sends the message when the newsletter is unavailable, and records "unavailable"', async () => {
    const message = validMessage('newsoff', true)
    const response = await post(message, {
      deps: {
        newsletterAvailability: () => ({
          available: false,
          reason: 'not configured',
        }),
      },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      ok: true,
      newsletter: 'unavailable',
    })
    expect((await storedFor(message.email)).docs[0]).toMatchObject({
      newsletterOutcome: 'unavailable',
    })
    expect(await subscribersFor(message.email)).toHaveLength(0)
  })
})

describe('reCAPTCHA v3 (both keys set)', () => {
  const captcha = { recaptcha: { secret: SECRET, minScore: 0.5 } }
  const withToken = (prefix: string, token: unknown) => ({
    ...validMessage(prefix),
    'g-recaptcha-response': token,
  })

  it('accepts a good token, sending the secret and token form-encoded', async () => {
    const message = withToken('cap-ok', 'token-123')
    const ip = randomIp()
    const response = await post(message, { ip, deps: captcha })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(siteverifyCalls).toHaveLength(1)
    expect(Object.fromEntries(siteverifyCalls[0])).toEqual({
      secret: SECRET,
      response: 'token-123',
      remoteip: ip,
    })
    expect((await storedFor(message.email)).totalDocs).toBe(1)
  })

  const rejected: [string, () => Response][] = [
    [
      'a low score',
      () =>
        HttpResponse.json({
          success: true,
          action: 'submit_contact',
          score: 0.1,
        }),
    ],
    ['another action', () => HttpResponse.json({ success: true, action: 'login', score: 0.9 })],
    [
      'success false',
      () =>
        HttpResponse.json({
          success: false,
          'error-codes': ['invalid-input-response'],
        }),
    ],
    ['an unreachable service', () => HttpResponse.error()],
    ['a 500 from Google', () => new HttpResponse('oops', { status: 500 })],
  ]
  it.each(rejected)('rejects %s with 400 and the contact failure, storing nothing', async (_label, answer) => {
    siteverify = answer
    const message = withToken('cap-no', 'token-123')
    const response = await post(message, { deps: captcha })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      error: schemas.MESSAGES.contactFailure,
    })
    expect(siteverifyCalls).toHaveLength(1)
    expect((await storedFor(message.email)).totalDocs).toBe(0)
    expect(forwarded).toEqual([])
  })

  it.each([undefined, '', 42])('rejects a missing token (%j) without calling Google', async (token) => {
    const message = withToken('cap-missing', token)
    const response = await post(message, { deps: captcha })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      ok: false,
      error: schemas.MESSAGES.contactFailure,
    })
    expect(siteverifyCalls).toHaveLength(0)
    expect((await storedFor(message.email)).totalDocs).toBe(0)
  })
})
