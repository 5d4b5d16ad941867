/**
 * The Kit/ConvertKit newsletter provider (src/features/newsletter/convertkit.ts and kit.ts over
 * src/integrations/convertkit) against the test database, with Kit played by MSW: the exact
 * request, the local record (once per normalised email, kept even when Kit fails), the three
 * errors of SPEC §7/§8 verbatim, and the subscribe endpoint's SPEC failure answer.
 *
 * env.ts is read once, at import: this file sets CONVERTKIT_FORM_ID without CONVERTKIT_API_KEY
 * (a half-configured Kit, so the newsletter must be unavailable); the providers under test are
 * built explicitly with their own key and form.
 */
import { randomBytes } from 'node:crypto'

import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { closeTestPayload, getTestPayload, uniqueEmail } from './helpers/payload'

process.env.CONVERTKIT_FORM_ID = '1234567'
delete process.env.CONVERTKIT_API_KEY

const KIT_KEY = 'kit-test-api-key'
const FORM_ID = '4242'

type KitRequest = {
  url: URL
  contentType: string | null
  body: Record<string, unknown>
}
const kitRequests: KitRequest[] = []
let kitAnswer: () => Response = () => HttpResponse.json({ subscription: { id: 1, state: 'inactive' } })

const msw = setupServer(
  http.post('https://api.convertkit.com/v3/forms/:formId/subscribe', async ({ request }) => {
    kitRequests.push({
      url: new URL(request.url),
      contentType: request.headers.get('content-type'),
      body: (await request.json()) as Record<string, unknown>,
    })
    return kitAnswer()
  }),
)

let payload: Payload
let convertkit: typeof import('@/features/newsletter/convertkit')
let kitCall: typeof import('@/features/newsletter/kit')
let provider: typeof import('@/features/newsletter/provider')
let server: typeof import('@/features/newsletter/server')
let schemas: typeof import('@/features/newsletter/schemas')

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'error' })
  payload = await getTestPayload()
  convertkit = await import('@/features/newsletter/convertkit')
  kitCall = await import('@/features/newsletter/kit')
  provider = await import('@/features/newsletter/provider')
  server = await import('@/features/newsletter/server')
  schemas = await import('@/features/newsletter/schemas')
})

afterEach(() => {
  kitRequests.length = 0
  kitAnswer = () => HttpResponse.json({ subscription: { id: 1, state: 'inactive' } })
})

afterAll(async () => {
  msw.close()
  await closeTestPayload()
})

function kit(options: { apiKey?: string; formId?: string } = {}) {
  return convertkit.createConvertKitProvider({
    payload,
    apiKey: options.apiKey ?? KIT_KEY,
    formId: options.formId ?? FORM_ID,
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

async function emailsTo(email: string) {
  const { totalDocs } = await payload.find({
    collection: 'emails',
    where: { to: { equals: email.toLowerCase() } },
    overrideAccess: true,
    limit: 0,
  })
  return totalDocs
}

function randomIp(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

function post(body: unknown) {
  return new Request('http://localhost/api/newsletter/subscribe', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': randomIp(),
    },
    body: JSON.stringify(body),
  })
}

describe('Kit/ConvertKit provider', () => {
  it('posts email, api_key and first_name as JSON to the form, and records the address locally', async () => {
    const email = uniqueEmail('kit')
    const outcome = await kit().subscribe({
      email: email.toUpperCase(),
      firstName: ' Maya ',
      source: 'dialog',
    })
    expect(outcome).toEqual({ status: 'sent-to-provider' })

    expect(kitRequests).toHaveLength(1)
    const [request] = kitRequests
    expect(request.url.origin).toBe('https://api.convertkit.com')
    expect(request.url.pathname).toBe(`/v3/forms/${FORM_ID}/subscribe`)
    expect(request.contentType).toBe('application/json')
    expect(request.body).toEqual({
      email,
      api_key: KIT_KEY,
      first_name: 'Maya',
    })

    const rows = await subscribersFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email,
      firstName: 'Maya',
      status: 'pending',
      source: 'dialog',
    })
    expect(rows[0].lastConfirmationSentAt ?? null).toBeNull()
    // Kit runs its own opt-in: no local confirmation email.
    expect(await emailsTo(email)).toBe(0)
  })

  it('sends first_name only when the name is known', async () => {
    const email = uniqueEmail('kit-noname')
    await kit().subscribe({ email, source: 'inline' })
    expect(kitRequests[0].body).toEqual({ email, api_key: KIT_KEY })
    expect(Object.hasOwn(kitRequests[0].body, 'first_name')).toBe(false)

    // A name given later fills in the stored row and is sent from then on.
    await kit().subscribe({ email, firstName: 'Jo', source: 'dialog' })
    expect(kitRequests[1].body).toEqual({
      email,
      api_key: KIT_KEY,
      first_name: 'Jo',
    })
    const rows = await subscribersFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      firstName: 'Jo',
      source: 'inline',
      status: 'pending',
    })
  })

  it('records the address once per normalised email, even when Kit answers 500', async () => {
    const email = uniqueEmail('kit-down')
    kitAnswer = () => new HttpResponse('Internal Server Error', { status: 500 })
    for (const variant of [email, `  ${email.toUpperCase()} `, `${email}.`]) {
      await expect(kit().subscribe({ email: variant, source: 'inline' })).rejects.toThrow(
        new Error('Subscription failed: 500 Internal Server Error'),
      )
    }
    expect(kitRequests).toHaveLength(3)
    expect(kitRequests.every((request) => request.body.email === email)).toBe(true)
    const rows = await subscribersFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email,
      status: 'pending',
      source: 'inline',
    })

    kitAnswer = () => HttpResponse.json({ subscription: {} })
    await expect(kit().subscribe({ email, source: 'dialog' })).resolves.toEqual({ status: 'sent-to-provider' })
    expect(await subscribersFor(email)).toHaveLength(1)
  })

  it('leaves an existing row as it is (a confirmed address stays confirmed)', async () => {
    const email = uniqueEmail('kit-known')
    await payload.create({
      collection: 'subscribers',
      data: { email, status: 'confirmed', source: 'contact', firstName: 'Ana' },
      overrideAccess: true,
    })
    await kit().subscribe({ email, firstName: 'Other', source: 'dialog' })
    expect(kitRequests[0].body).toEqual({
      email,
      api_key: KIT_KEY,
      first_name: 'Ana',
    })
    const rows = await subscribersFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      status: 'confirmed',
      source: 'contact',
      firstName: 'Ana',
    })
  })
})

describe('Kit/ConvertKit errors (SPEC §7, §8), verbatim', () => {
  it('"Subscription failed: {status} {body}" on a non-ok answer', async () => {
    const body = '{"error":"Authorization Failed","message":"API Key not valid"}'
    kitAnswer = () =>
      new HttpResponse(body, {
        status: 401,
        headers: { 'content-type': 'application/json' },
      })
    const error = await kit()
      .subscribe({ email: uniqueEmail('kit-401'), source: 'inline' })
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toBe(`Subscription failed: 401 ${body}`)
    expect((error as Error).message).not.toContain(KIT_KEY)

    await expect(
      kitCall.subscribeToKitForm({
        apiKey: KIT_KEY,
        formId: FORM_ID,
        email: uniqueEmail('kit-401-client'),
      }),
    ).rejects.toThrow(new Error(`Subscription failed: 401 ${body}`))
  })

  it('"Email is required" before any request or record', async () => {
    for (const email of ['', '   ']) {
      await expect(kit().subscribe({ email, source: 'inline' })).rejects.toThrow(new Error('Email is required'))
      await expect(kitCall.subscribeToKitForm({ apiKey: KIT_KEY, formId: FORM_ID, email })).rejects.toThrow(
        new Error('Email is required'),
      )
    }
    expect(kitRequests).toHaveLength(0)
    expect(await subscribersFor('')).toHaveLength(0)
  })

  it('"ConvertKit configuration is incomplete" without an api key or form id', async () => {
    const email = uniqueEmail('kit-incomplete')
    await expect(kit({ apiKey: '' }).subscribe({ email, source: 'inline' })).rejects.toThrow(
      new Error('ConvertKit configuration is incomplete'),
    )
    await expect(kitCall.subscribeToKitForm({ apiKey: KIT_KEY, formId: undefined, email })).rejects.toThrow(
      new Error('ConvertKit configuration is incomplete'),
    )
    await expect(kitCall.subscribeToKitForm({ apiKey: undefined, formId: FORM_ID, email })).rejects.toThrow(
      new Error('ConvertKit configuration is incomplete'),
    )
    expect(kitRequests).toHaveLength(0)
    // The visitor's address is still kept locally.
    expect(await subscribersFor(email)).toHaveLength(1)
  })
})

describe('POST /api/newsletter/subscribe with Kit', () => {
  it('answers { ok: true } when Kit accepts the address', async () => {
    const email = uniqueEmail('kit-endpoint')
    const response = await server.handleSubscribe(post({ name: 'Sam', email, source: 'dialog' }), {
      payload,
      provider: kit(),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(kitRequests[0].body).toEqual({
      email,
      api_key: KIT_KEY,
      first_name: 'Sam',
    })
  })

  it('answers the SPEC failure message when Kit fails, keeping the local record', async () => {
    const email = uniqueEmail('kit-endpoint-down')
    kitAnswer = () => new HttpResponse('Bad Gateway', { status: 502 })
    const response = await server.handleSubscribe(post({ email, source: 'inline' }), { payload, provider: kit() })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      ok: false,
      error: schemas.SUBSCRIBE_MESSAGES.subscribeFailureDialog,
    })
    expect(await subscribersFor(email)).toHaveLength(1)
  })

  it('is unavailable when only CONVERTKIT_FORM_ID is set, and the endpoint answers the SPEC failure', async () => {
    expect(provider.newsletterAvailability()).toEqual({
      available: false,
      reason: 'ConvertKit configuration is incomplete',
    })
    expect(() => provider.getNewsletterProvider({ payload })).toThrow(provider.NewsletterUnavailableError)

    const email = uniqueEmail('kit-half')
    const response = await server.handleSubscribe(post({ email }), { payload })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      ok: false,
      error: schemas.SUBSCRIBE_MESSAGES.subscribeFailureDialog,
    })
    // No silent fallback to the built-in list.
    expect(await subscribersFor(email)).toHaveLength(0)
    expect(kitRequests).toHaveLength(0)
  })
})
