/**
 * POST /api/forms/story (src/features/submissions/server) against the test database:
 * storing once, the team email in the outbox, duplicates, honeypot, hostile bodies, the rate
 * limit and forwarding to FORM_FORWARD_STORY_URL (intercepted with MSW).
 *
 * env.ts is read once, at import: FORM_FORWARD_STORY_URL is set here, before anything loads it
 * (Payload, env and the handler are imported lazily in beforeAll).
 */
import { randomBytes } from 'node:crypto'

import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { STORY_MESSAGES } from '@/features/submissions/schemas'
import { FIELD_MESSAGES } from '@/lib/forms/fields'
import { GUARD_MESSAGES } from '@/lib/forms/messages'

import { closeTestPayload, getTestPayload, uniqueEmail, uniqueSuffix } from './helpers/payload'

/** The messages the endpoint answers with: the shared field and guard ones and the story form's. */
const schemas = { MESSAGES: { ...FIELD_MESSAGES, ...GUARD_MESSAGES, ...STORY_MESSAGES } }

const FORWARD_URL = 'https://forms.int.test/story'
process.env.FORM_FORWARD_STORY_URL = FORWARD_URL

const forwarded: unknown[] = []
let forwardStatus = 200
const msw = setupServer(
  http.post(FORWARD_URL, async ({ request }) => {
    forwarded.push(await request.json())
    return forwardStatus === 200 ? HttpResponse.json({ ok: true }) : new HttpResponse('down', { status: forwardStatus })
  }),
)

let payload: Payload
let handler: typeof import('@/features/submissions/server')
let guard: typeof import('@/lib/forms/guard')

const TEAM_EMAIL = 'stories-team@int.test'

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'bypass' })
  payload = await getTestPayload()
  handler = await import('@/features/submissions/server')
  guard = await import('@/lib/forms/guard')
  const { env } = await import('@/lib/env')
  expect(env.FORM_FORWARD_STORY_URL).toBe(FORWARD_URL)

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  if (!settings.contact?.storiesEmail) {
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        productName: settings.productName || 'Vanlife Voices',
        tagline: settings.tagline || 'Stories from the road',
        description: settings.description || 'Real stories from the road.',
        footerBlurb: settings.footerBlurb || 'Real stories from the road.',
        contact: {
          generalEmail: settings.contact?.generalEmail || 'hello@int.test',
          privacyEmail: settings.contact?.privacyEmail || 'privacy@int.test',
          storiesEmail: TEAM_EMAIL,
        },
      },
      overrideAccess: true,
    })
  }
})

afterEach(() => {
  forwarded.length = 0
  forwardStatus = 200
})

afterAll(async () => {
  msw.close()
  await closeTestPayload()
})

/** A fresh client address per call unless given, so tests do not share a rate-limit window. */
function randomIp(): string {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

function post(body: unknown, options: { ip?: string; raw?: boolean; headers?: Record<string, string> } = {}) {
  const text = options.raw ? String(body) : JSON.stringify(body)
  return handler.handleStorySubmission(
    new Request('http://localhost/api/forms/story', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers },
      body: text,
    }),
    { payload },
  )
}

function validStory(prefix = 'story') {
  return {
    name: `Maya ${uniqueSuffix()}`,
    email: uniqueEmail(prefix).toUpperCase(),
    location: 'Baja California, Mexico',
    instagram: '@maya.travels',
  }
}

async function storedFor(email: string) {
  return payload.find({
    collection: 'story-submissions',
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
}

async function outboxFor(name: string) {
  return payload.find({
    collection: 'emails',
    where: { subject: { equals: `New story submission from ${name}` } },
    overrideAccess: true,
  })
}

describe('POST /api/forms/story', () => {
  it('stores a valid submission once, queues the team email and forwards it', async () => {
    const story = validStory()
    const response = await post(story)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })

    const { docs } = await storedFor(story.email)
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      name: story.name,
      email: story.email.toLowerCase(),
      location: story.location,
      instagram: 'maya.travels',
      source: 'share-your-story',
    })
    expect(docs[0].fingerprint).toMatch(/^[0-9a-f]{64}$/)

    const outbox = await outboxFor(story.name)
    expect(outbox.docs).toHaveLength(1)
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(outbox.docs[0]).toMatchObject({
      to: settings.contact?.storiesEmail,
      kind: 'story-submission',
      status: 'queued',
    })
    expect(outbox.docs[0].text).toContain(story.location)

    expect(forwarded).toEqual([
      { name: story.name, email: story.email.toLowerCase(), location: story.location, instagram: 'maya.travels' },
    ])
  })

  it('stores the same submission sent again within a minute only once', async () => {
    const story = validStory('dup')
    expect((await post(story)).status).toBe(200)
    const again = await post({ ...story, email: story.email.toLowerCase(), name: `  ${story.name} ` })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ ok: true })
    expect((await storedFor(story.email)).totalDocs).toBe(1)
    expect((await outboxFor(story.name)).totalDocs).toBe(1)
  })

  it('answers a tripped honeypot with success and stores nothing', async () => {
    const story = validStory('bot')
    const response = await post({ ...story, [guard.HONEYPOT_FIELD]: 'https://spam.example' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect((await storedFor(story.email)).totalDocs).toBe(0)
    expect(forwarded).toEqual([])
  })

  it('still succeeds when forwarding fails', async () => {
    forwardStatus = 500
    const story = validStory('fwd')
    const response = await post(story)
    expect(response.status).toBe(200)
    expect((await storedFor(story.email)).totalDocs).toBe(1)
    expect(forwarded).toHaveLength(1)
  })

  it('rejects hostile bodies with 400 and the SPEC messages, storing nothing', async () => {
    const { MESSAGES } = schemas
    const before = (await payload.count({ collection: 'story-submissions', overrideAccess: true })).totalDocs
    const email = uniqueEmail('hostile')

    const cases: [unknown, Record<string, string>][] = [
      [{}, { name: MESSAGES.nameMin, email: MESSAGES.emailInvalid, location: MESSAGES.locationMin }],
      [
        { name: 'A', email: 'not-an-email', location: 'X' },
        { name: MESSAGES.nameMin, email: MESSAGES.emailInvalid, location: MESSAGES.locationMin },
      ],
      [
        { name: 42, email: 7, location: 3.5 },
        { name: MESSAGES.nameMin, email: MESSAGES.emailInvalid, location: MESSAGES.locationMin },
      ],
      [
        { name: ['Maya'], email: [email], location: ['Baja'] },
        { name: MESSAGES.nameMin, email: MESSAGES.emailInvalid, location: MESSAGES.locationMin },
      ],
      [
        { name: { first: 'Maya' }, email, location: { city: 'La Paz' } },
        { name: MESSAGES.nameMin, location: MESSAGES.locationMin },
      ],
      [{ name: 'Maya', email, location: 'Baja', instagram: { $ne: null } }, { instagram: MESSAGES.instagramInvalid }],
    ]
    for (const [body, fieldErrors] of cases) {
      const response = await post(body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const json = (await response.json()) as { ok: boolean; error: string; fieldErrors: Record<string, string> }
      expect(json.ok).toBe(false)
      expect(json.error).toBe(MESSAGES.invalidForm)
      expect(json.fieldErrors).toMatchObject(fieldErrors)
    }

    // __proto__ keys never pollute and never validate.
    const proto = await post(
      JSON.parse('{"__proto__": {"name": "Maya Polluted"}, "email": "x@y.z", "location": "Baja"}'),
      {
        raw: false,
      },
    )
    expect(proto.status).toBe(400)
    expect(((await proto.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(MESSAGES.nameMin)
    expect(({} as Record<string, unknown>).name).toBeUndefined()
    const protoRaw = await post('{"__proto__": {"isAdmin": true}, "name": "Maya", "location": "Baja"}', { raw: true })
    expect(protoRaw.status).toBe(400)
    expect(((await protoRaw.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      MESSAGES.emailInvalid,
    )

    // Not an object, or not JSON at all.
    for (const raw of ['not json', '{"name": "Maya",', '', '[]', '"Maya"', '42', 'null']) {
      const response = await post(raw, { raw: true })
      expect(response.status, raw).toBe(400)
      const json = (await response.json()) as { ok: boolean; error: string }
      expect(json).toMatchObject({ ok: false, error: MESSAGES.invalidBody })
    }

    // Too long for a field, and too large for the endpoint.
    const long = await post({ name: 'M'.repeat(5000), email, location: 'Baja' })
    expect(long.status).toBe(400)
    expect(((await long.json()) as { fieldErrors: Record<string, string> }).fieldErrors.name).toBe(MESSAGES.nameMax)
    const huge = await post({ name: 'Maya', email, location: 'x'.repeat(20 * 1024) })
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ ok: false, error: MESSAGES.bodyTooLarge })
    const lying = await post(
      { name: 'Maya', email, location: 'Baja' },
      { headers: { 'content-length': String(1024 * 1024) } },
    )
    expect(lying.status).toBe(413)

    const after = (await payload.count({ collection: 'story-submissions', overrideAccess: true })).totalDocs
    expect(after).toBe(before)
    expect(forwarded).toEqual([])
  })

  it('answers the 4th request from one IP inside the window with 429 and Retry-After', async () => {
    const ip = randomIp()
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await post(validStory('limit'), { ip })
      expect(response.status, `attempt ${attempt}`).toBe(200)
    }
    const story = validStory('limit')
    const limited = await post(story, { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(await limited.json()).toEqual({ ok: false, error: guard.rateLimitMessage(retryAfter) })
    expect((await storedFor(story.email)).totalDocs).toBe(0)

    // Another address is not affected.
    expect((await post(validStory('other'))).status).toBe(200)
  })

  it('answers 503 (never 500) when the submission cannot be stored', async () => {
    const broken = {
      ...payload,
      count: () => Promise.reject(new Error('database down')),
    } as unknown as Payload
    const response = await handler.handleStorySubmission(
      new Request('http://localhost/api/forms/story', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: JSON.stringify(validStory('down')),
      }),
      { payload: broken },
    )
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ ok: false, error: schemas.MESSAGES.storyFailure })
  })
})
