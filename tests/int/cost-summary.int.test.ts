/**
 * POST /api/forms/cost-summary (src/features/calculator/server) against the test database: the
 * server recomputes every amount (a browser's totals and extra keys are ignored), stores one
 * summary and queues its email in the outbox, once for a double submit; subscribes the visitor to
 * the newsletter unless they opted out (a provider failure still answers ok), with the unsubscribe
 * link in the summary email that really unsubscribes; refuses a region that is not available,
 * blank fields and too many requests; links the summary to a signed-in member, and /account's
 * reader lists a member's own summaries only.
 */
import { randomBytes } from 'node:crypto'

import { createLoader } from 'nuqs/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { calculate } from '@/features/calculator/logic/formulas'
import { rawInputsSchema, type RawInputs } from '@/features/calculator/logic/raw-inputs'
import { formatMoney } from '@/features/calculator/logic/money'
import type { RegionData } from '@/features/calculator/logic/regions'
import { SECTIONS } from '@/features/calculator/logic/sections'
import { calculatorParsers, rawInputsFromState } from '@/features/calculator/logic/url-state'
import { CALCULATOR_MESSAGES } from '@/features/calculator/schemas'
import { FUEL_PRICE_USED_LABELS, type StoredBreakdown } from '@/features/calculator/summary'
import { GUARD_MESSAGES } from '@/lib/forms/messages'
import { createMemoryRateLimiter } from '@/lib/forms/rate-limit'
import type { CostSummary } from '@/payload-types'

import { closeTestPayload, createMember, getTestPayload, loginToken, uniqueEmail } from './helpers/payload'

// Outside a Next.js request there is no cache: the calculator's cached cost-data reader reads through.
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}))

let payload: Payload
let handler: typeof import('@/features/calculator/server')
let guard: typeof import('@/lib/forms/guard')
let usa: RegionData

/** The newest US gasoline price: an hour ahead, so it is the latest whatever else the run stored. */
const LIVE_GASOLINE = 3.321

beforeAll(async () => {
  payload = await getTestPayload()
  handler = await import('@/features/calculator/server')
  guard = await import('@/lib/forms/guard')
  const { costDataGlobal } = await import('@/seed/costData')
  const global = await payload.updateGlobal({ slug: 'cost-data', data: costDataGlobal(), overrideAccess: true })
  usa = global.usa as RegionData
  expect(usa.available).toBe(true)
  expect(global.canada?.available).toBe(false)

  const hour = 60 * 60_000
  for (const [price, offset] of [
    [9.99, -24 * hour],
    [LIVE_GASOLINE, hour],
  ] as const) {
    await payload.create({
      collection: 'fuel-prices',
      data: {
        region: 'usa',
        fuelType: 'gasoline',
        price,
        unit: 'gallon',
        source: 'live',
        lastUpdated: new Date(Date.now() + offset).toISOString(),
      },
      overrideAccess: true,
    })
  }
})

afterAll(async () => {
  // Delivers (keeps) the emails this file queued: later files run the queue expecting only theirs.
  await payload?.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
})

const randomIp = () => {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

type PostOptions = {
  ip?: string
  headers?: Record<string, string>
  deps?: Partial<Parameters<typeof handler.handleCostSummary>[1]>
}

async function post(body: unknown, options: PostOptions = {}) {
  const response = await handler.handleCostSummary(
    new Request('http://localhost/api/forms/cost-summary', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers },
      body: JSON.stringify(body),
    }),
    { payload, ...options.deps },
  )
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  }
}

const INPUTS = {
  campsiteCost: '30',
  campsiteNights: '12',
  apps: ['iOverlander', 'Not an app we list'],
  miles: '1,200',
  mpg: '15',
  fuelType: 'gasoline',
  vanType: 'premium',
  propane: ['cooking', 'fridge'],
  gym: true,
  gymCost: '25',
  groceriesWeekly: '85',
  visas: [{ name: 'Park & pass', cost: '6.67' }],
  contingency: '12',
} satisfies RawInputs

function summaryRequest(prefix: string, inputs: RawInputs = INPUTS) {
  return { name: 'Maya Lopez', email: uniqueEmail(prefix), newsletter: true, region: 'usa', inputs }
}

/** What the server must have computed: the formulas on the parsed inputs, with the latest fuel price. */
function expected(inputs: RawInputs) {
  return calculate('usa', usa, rawInputsSchema.parse(inputs), { gasoline: { price: LIVE_GASOLINE, unit: 'gallon' } })
}

async function storedFor(email: string) {
  const { docs } = await payload.find({
    collection: 'cost-summaries',
    where: { email: { equals: email.toLowerCase() } },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function summaryEmailsTo(email: string) {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { and: [{ to: { equals: email.toLowerCase() } }, { kind: { equals: 'cost-summary' } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function emailsOfKind(email: string, kind: string) {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { and: [{ to: { equals: email.toLowerCase() } }, { kind: { equals: kind } }] },
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

async function subscribersFor(email: string) {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: { email: { equals: email.toLowerCase() } },
    overrideAccess: true,
  })
  return docs
}

const loadState = createLoader(calculatorParsers)
const decodeHtml = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")

describe('POST /api/forms/cost-summary', () => {
  it('recomputes every amount on the server, ignoring the totals and extra keys a browser sends', async () => {
    const request = {
      ...summaryRequest('recompute'),
      inputs: { ...INPUTS, totalCost: '1', totalMonthlyCost: '1' },
      subtotalCost: 1,
      totalMonthlyCost: 2,
      onceOffCosts: 3,
      breakdown: { accommodation: { totalCost: 4 } },
      member: 1,
      selectedCountry: 'uk',
    }
    const answer = await post(request)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toEqual({ ok: true })

    const { breakdown } = expected(INPUTS)
    expect(breakdown.totalMonthlyCost).toBeGreaterThan(100_000)
    const [doc, ...others] = await storedFor(request.email)
    expect(others).toHaveLength(0)
    expect(doc).toMatchObject({
      userName: 'Maya Lopez',
      email: request.email,
      selectedCountry: 'usa',
      currency: 'USD',
      subtotalCost: breakdown.subtotalCost / 100,
      totalMonthlyCost: breakdown.totalMonthlyCost / 100,
      onceOffCosts: breakdown.onceOff.total / 100,
    })
    expect(doc.member ?? null).toBeNull()
    expect(doc.inputs).toEqual(rawInputsSchema.parse(INPUTS))
    expect(doc.fingerprint).toMatch(/^[0-9a-f]{64}$/)
    const stored = doc.breakdown as StoredBreakdown
    const { currency, fuelPrice, ...costs } = stored
    expect(costs).toEqual(breakdown)
    expect(currency).toBe('USD')
    expect(fuelPrice).toEqual({
      fuelType: 'gasoline',
      price: LIVE_GASOLINE,
      unit: 'gallon',
      source: 'live',
      label: FUEL_PRICE_USED_LABELS.usaLive,
    })
  })

  it('emails the full summary through the outbox, with the link back that restores the inputs', async () => {
    const request = summaryRequest('mail')
    expect((await post(request)).status).toBe(200)
    const { breakdown } = expected(INPUTS)

    const [mail, ...others] = await summaryEmailsTo(request.email)
    expect(others).toHaveLength(0)
    expect(mail).toMatchObject({
      to: request.email,
      subject: 'Your vanlife cost summary for the USA',
      status: 'queued',
    })
    const html = mail.html ?? ''
    expect(html).toContain('Hi Maya Lopez,')
    for (const [index, { title }] of SECTIONS.entries()) {
      expect(html).toContain(`${index + 1}. ${title.replace('&', '&amp;')}`)
    }
    expect(html).toContain(formatMoney(breakdown.totalMonthlyCost, '$'))
    expect(html).toContain(formatMoney(breakdown.totalYearlyCost, '$'))
    expect(html).toContain(formatMoney(breakdown.subtotalCost, '$'))
    expect(html).toContain('Contingency (12%)')
    expect(html).toContain(`$3.32 per gallon of gasoline (${FUEL_PRICE_USED_LABELS.usaLive})`)
    expect(html).toContain('Open your calculation')
    expect(mail.text).toContain(formatMoney(breakdown.totalMonthlyCost, '$'))

    const link = /href="(http:\/\/localhost:3000\/vanlife-cost-calculator\?[^"]+)"/.exec(html)
    expect(link, 'the link back').not.toBeNull()
    const url = new URL(decodeHtml(link![1]))
    const state = loadState(url.searchParams)
    expect(state.region).toBe('usa')
    expect(rawInputsSchema.parse(rawInputsFromState(state))).toEqual(rawInputsSchema.parse(INPUTS))
  })

  it('lists the once-off costs when there are some, and uses the regional average without a fuel price', async () => {
    // Files share one database (PostgreSQL keeps one per run): another file may have stored a US diesel price.
    await payload.delete({
      collection: 'fuel-prices',
      where: { and: [{ region: { equals: 'usa' } }, { fuelType: { equals: 'diesel' } }] },
      overrideAccess: true,
    })
    const inputs = { wifi: 'Starlink Roam 50GB', wifiCost: '50', fuelType: 'diesel' } satisfies RawInputs
    const request = summaryRequest('onceoff', inputs)
    expect((await post(request)).status).toBe(200)
    const { breakdown } = calculate('usa', usa, rawInputsSchema.parse(inputs), {})
    expect(breakdown.onceOff.items.length).toBeGreaterThan(0)

    const [doc] = await storedFor(request.email)
    expect(doc.onceOffCosts).toBe(breakdown.onceOff.total / 100)
    expect(doc.totalMonthlyCost).toBe(breakdown.totalMonthlyCost / 100)
    expect((doc.breakdown as StoredBreakdown).fuelPrice).toMatchObject({
      fuelType: 'diesel',
      price: usa.fuel.dieselAvg,
      source: 'average',
    })
    const [mail] = await summaryEmailsTo(request.email)
    expect(mail.html).toContain('Once-off costs')
    expect(mail.html).toContain(formatMoney(breakdown.onceOff.total, '$'))
    expect(mail.html).toContain(FUEL_PRICE_USED_LABELS.average)
  })

  it('stores and mails the same summary sent again within a few minutes only once', async () => {
    const request = summaryRequest('dup')
    expect((await post(request)).body).toEqual({ ok: true })
    const again = await post({ ...request, email: `  ${request.email.toUpperCase()} `, name: 'Maya  Lopez ' })
    expect(again).toMatchObject({ status: 200, body: { ok: true } })
    expect(await storedFor(request.email)).toHaveLength(1)
    expect(await summaryEmailsTo(request.email)).toHaveLength(1)

    // Another month is another summary.
    expect((await post({ ...request, inputs: { ...INPUTS, miles: '2000' } })).status).toBe(200)
    expect(await storedFor(request.email)).toHaveLength(2)
    expect(await summaryEmailsTo(request.email)).toHaveLength(2)
  })

  it('stores and mails a double click (two identical requests at once) only once', async () => {
    const request = summaryRequest('double')
    const answers = await Promise.all([post(request), post(request)])
    for (const answer of answers) expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200 })
    expect(await storedFor(request.email)).toHaveLength(1)
    expect(await summaryEmailsTo(request.email)).toHaveLength(1)
  })

  it('answers "Failed to send email" and stores nothing when the email cannot be queued', async () => {
    const request = summaryRequest('nomail')
    const answer = await post(request, {
      deps: { queueEmail: () => Promise.reject(new Error('outbox down')) },
    })
    expect(answer.status).toBe(503)
    expect(answer.body).toEqual({ ok: false, error: CALCULATOR_MESSAGES.emailFailure })
    expect(await storedFor(request.email)).toHaveLength(0)
    // The subscription the visitor asked for comes first (the summary email carries its
    // unsubscribe link) and stands: one pending row, one confirmation email, also after a retry.
    expect(await subscribersFor(request.email)).toMatchObject([{ status: 'pending' }])

    // Trying again works: nothing of the failed attempt counts as a duplicate.
    expect((await post(request)).body).toEqual({ ok: true })
    expect(await storedFor(request.email)).toHaveLength(1)
    expect(await subscribersFor(request.email)).toHaveLength(1)
    expect(await emailsOfKind(request.email, 'newsletter-confirm')).toHaveLength(1)
  })

  it('answers 503 "Something went wrong" (never 500) when anything else fails', async () => {
    const broken = { ...payload, find: () => Promise.reject(new Error('database down')) } as unknown as Payload
    const answer = await post(summaryRequest('down'), { deps: { payload: broken } })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('60')
    expect(answer.body).toEqual({ ok: false, error: CALCULATOR_MESSAGES.somethingWentWrong })
  })

  it('refuses a region that is not available in the cost data', async () => {
    const request = { ...summaryRequest('canada'), region: 'canada' }
    const answer = await post(request)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      ok: false,
      error: CALCULATOR_MESSAGES.regionUnavailable,
      fieldErrors: { region: CALCULATOR_MESSAGES.regionUnavailable },
    })
    expect(await storedFor(request.email)).toHaveLength(0)
    expect(await summaryEmailsTo(request.email)).toHaveLength(0)
  })

  it('refuses a blank name or email, or an unknown region, with 400 and field errors', async () => {
    const email = uniqueEmail('blank')
    const cases: [unknown, Record<string, string>][] = [
      [
        { newsletter: true, region: 'usa', inputs: {} },
        { name: CALCULATOR_MESSAGES.nameRequired, email: CALCULATOR_MESSAGES.emailRequired },
      ],
      [
        { name: '   ', email: ' ', newsletter: true, region: 'usa', inputs: {} },
        { name: CALCULATOR_MESSAGES.nameRequired, email: CALCULATOR_MESSAGES.emailRequired },
      ],
      [
        { name: 'Maya', email: 'not-an-email', newsletter: true, region: 'usa', inputs: {} },
        { email: CALCULATOR_MESSAGES.emailInvalid },
      ],
      [
        { name: 'Maya', email, newsletter: true, region: 'mars', inputs: {} },
        { region: CALCULATOR_MESSAGES.regionRequired },
      ],
      [{ name: 'Maya', email, newsletter: true, region: 'usa', inputs: 'miles=1200' }, { inputs: expect.any(String) }],
    ]
    for (const [body, fieldErrors] of cases) {
      const answer = await post(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(answer.body).toEqual({ ok: false, error: GUARD_MESSAGES.invalidForm, fieldErrors })
    }
    expect(await storedFor(email)).toHaveLength(0)
  })

  it('answers a tripped honeypot with success and stores nothing', async () => {
    const request = { ...summaryRequest('bot'), [guard.HONEYPOT_FIELD]: 'https://spam.example' }
    expect(await post(request)).toMatchObject({ status: 200, body: { ok: true } })
    expect(await storedFor(request.email)).toHaveLength(0)
  })

  it('answers the 6th request from one address inside the window with 429 and Retry-After', async () => {
    const ip = randomIp()
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post(summaryRequest('limit'), { ip })).status, `attempt ${attempt}`).toBe(200)
    }
    const request = summaryRequest('limit')
    const limited = await post(request, { ip })
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(limited.body).toEqual({ ok: false, error: guard.rateLimitMessage(retryAfter) })
    expect(await storedFor(request.email)).toHaveLength(0)
    expect((await post(summaryRequest('other'))).status).toBe(200)
  })

  it('limits the summaries sent to one email address, whatever the client address', async () => {
    const emailLimiter = createMemoryRateLimiter('cost-summary-email-test', { limit: 2, windowMs: 60_000 })
    const request = summaryRequest('inbox')
    for (const miles of ['100', '200']) {
      expect((await post({ ...request, inputs: { miles } }, { deps: { emailLimiter } })).status).toBe(200)
    }
    const limited = await post({ ...request, inputs: { miles: '300' } }, { deps: { emailLimiter } })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBeTruthy()
    expect(await storedFor(request.email)).toHaveLength(2)
  })
})

describe('the newsletter after the reveal', () => {
  it('subscribes the visitor with their first name through the configured provider (double opt-in)', async () => {
    const request = summaryRequest('news')
    expect((await post(request)).status).toBe(200)
    const [subscriber, ...others] = await subscribersFor(request.email)
    expect(others).toHaveLength(0)
    expect(subscriber).toMatchObject({ status: 'pending', firstName: 'Maya', source: 'calculator' })
    const { totalDocs } = await payload.count({
      collection: 'emails',
      where: { and: [{ to: { equals: request.email } }, { kind: { equals: 'newsletter-confirm' } }] },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('still answers ok, with the summary stored and mailed, when the provider fails', async () => {
    const request = summaryRequest('newsfail')
    const answer = await post(request, {
      deps: {
        newsletterProvider: () => ({
          name: 'builtin',
          subscribe: () => Promise.reject(new Error('Subscription failed: 500 boom')),
        }),
      },
    })
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(await storedFor(request.email)).toHaveLength(1)
    expect(await summaryEmailsTo(request.email)).toHaveLength(1)
    expect(await subscribersFor(request.email)).toHaveLength(0)
  })

  it('subscribes no one when the visitor opted out, and the summary then has no unsubscribe link', async () => {
    const request = { ...summaryRequest('optout'), newsletter: false }
    expect(await post(request)).toMatchObject({ status: 200, body: { ok: true } })
    expect(await storedFor(request.email)).toHaveLength(1)
    const [mail] = await summaryEmailsTo(request.email)
    expect(mail.html).not.toContain('/newsletter/unsubscribe')
    expect(await subscribersFor(request.email)).toHaveLength(0)
    expect(await emailsOfKind(request.email, 'newsletter-confirm')).toHaveLength(0)
  })

  it('refuses a request without an explicit newsletter choice (400, its message), storing and subscribing nothing', async () => {
    for (const newsletter of [undefined, 'false', 0, null]) {
      const request = { ...summaryRequest('nochoice'), newsletter }
      const answer = await post(request)
      expect(answer.status, String(newsletter)).toBe(400)
      expect(answer.body).toMatchObject({
        ok: false,
        fieldErrors: { newsletter: CALCULATOR_MESSAGES.newsletterChoice },
      })
      expect(await storedFor(request.email)).toHaveLength(0)
      expect(await subscribersFor(request.email)).toHaveLength(0)
    }
  })

  it("puts the address's unsubscribe link in the summary email; it really unsubscribes that address", async () => {
    const request = summaryRequest('unsub')
    expect((await post(request)).status).toBe(200)
    const [mail] = await summaryEmailsTo(request.email)
    const [subscriber] = await subscribersFor(request.email)
    expect(subscriber.status).toBe('pending')

    const link = decodeHtml(/href="([^"]*\/newsletter\/unsubscribe\?token=[^"]+)"/.exec(mail.html ?? '')?.[1] ?? '')
    expect(link).toMatch(/\/newsletter\/unsubscribe\?token=/)
    expect((mail.headers as Record<string, string>)['List-Unsubscribe']).toContain('/api/newsletter/unsubscribe?token=')

    const { unsubscribeWithToken } = await import('@/features/newsletter')
    const token = new URL(link).searchParams.get('token')
    expect(await unsubscribeWithToken({ payload }, token)).toBe('unsubscribed')
    expect((await subscribersFor(request.email))[0]).toMatchObject({ id: subscriber.id, status: 'unsubscribed' })
  })

  it('links an address already on the list even when it opts out this time, and none that unsubscribed', async () => {
    const request = summaryRequest('listed')
    expect((await post(request)).status).toBe(200)
    const again = { ...request, newsletter: false, inputs: { miles: '700' } }
    expect((await post(again)).status).toBe(200)
    const mails = await summaryEmailsTo(request.email)
    expect(mails).toHaveLength(2)
    for (const mail of mails) expect(mail.html).toContain('/newsletter/unsubscribe?token=')

    const [subscriber] = await subscribersFor(request.email)
    await payload.update({
      collection: 'subscribers',
      id: subscriber.id,
      data: { status: 'unsubscribed', unsubscribedAt: new Date().toISOString() },
      overrideAccess: true,
    })
    expect((await post({ ...again, inputs: { miles: '900' } })).status).toBe(200)
    const latest = (await summaryEmailsTo(request.email)).find((mail) => !mails.some((each) => each.id === mail.id))
    expect(latest?.html).not.toContain('/newsletter/unsubscribe')
    expect((await subscribersFor(request.email))[0].status).toBe('unsubscribed')
  })

  it('still answers ok when the newsletter is unavailable', async () => {
    const request = summaryRequest('newsoff')
    const answer = await post(request, {
      deps: { newsletterAvailability: () => ({ available: false, reason: 'not configured' }) },
    })
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(await storedFor(request.email)).toHaveLength(1)
    expect(await subscribersFor(request.email)).toHaveLength(0)
  })
})

describe("a member's summaries", () => {
  const asMember = async (member: Awaited<ReturnType<typeof createMember>>) => ({
    // As a browser sends it: the session cookie on a same-origin request.
    cookie: `payload-token=${await loginToken(payload, member)}`,
    'sec-fetch-site': 'same-origin',
  })

  it('links a summary sent while signed in to the member, and lists it for that member only', async () => {
    const alice = await createMember(payload, { firstName: 'Alice' })
    const bob = await createMember(payload, { firstName: 'Bob' })

    const first = { ...summaryRequest('alice'), inputs: { miles: '500' } }
    expect((await post(first, { headers: await asMember(alice) })).status).toBe(200)
    const second = { ...summaryRequest('alice'), inputs: INPUTS }
    expect((await post(second, { headers: await asMember(alice) })).status).toBe(200)
    const bobs = summaryRequest('bob')
    expect((await post(bobs, { headers: await asMember(bob) })).status).toBe(200)
    const anonymous = summaryRequest('anon')
    expect((await post(anonymous, { headers: { cookie: 'payload-token=not-a-token' } })).status).toBe(200)

    expect((await storedFor(first.email))[0].member).toBe(alice.id)
    expect((await storedFor(bobs.email))[0].member).toBe(bob.id)
    expect((await storedFor(anonymous.email))[0].member ?? null).toBeNull()

    const list = await handler.listMemberCostSummaries(alice)
    expect(list.map(({ region }) => region)).toEqual(['usa', 'usa'])
    const [newest, oldest] = list
    expect(newest.totalMonthlyCost).toBe(expected(INPUTS).breakdown.totalMonthlyCost)
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(oldest.createdAt))
    const reopened = loadState(new URL(newest.href, 'http://localhost').searchParams)
    expect(newest.href.startsWith('/vanlife-cost-calculator?region=usa')).toBe(true)
    expect(rawInputsSchema.parse(rawInputsFromState(reopened))).toEqual(rawInputsSchema.parse(INPUTS))
    expect(new URL(oldest.href, 'http://localhost').searchParams.get('miles')).toBe('500')

    const bobsList = await handler.listMemberCostSummaries(bob)
    expect(bobsList).toHaveLength(1)
    expect(bobsList[0].id).not.toBe(newest.id)

    const carol = await createMember(payload, { firstName: 'Carol' })
    expect(await handler.listMemberCostSummaries(carol)).toEqual([])
  })

  it(`lists at most ${10} summaries, newest first`, async () => {
    const dave = await createMember(payload, { firstName: 'Dave' })
    const ids: CostSummary['id'][] = []
    for (let index = 0; index < 12; index += 1) {
      const doc = await payload.create({
        collection: 'cost-summaries',
        data: {
          member: dave.id,
          userName: 'Dave',
          email: dave.email,
          selectedCountry: index % 2 ? 'uk' : 'usa',
          currency: index % 2 ? 'GBP' : 'USD',
          subtotalCost: index,
          totalMonthlyCost: index + 0.5,
          inputs: { miles: String(index * 100) },
        },
        overrideAccess: true,
      })
      ids.push(doc.id)
    }
    const list = await handler.listMemberCostSummaries(dave)
    expect(handler.MEMBER_SUMMARIES_LIMIT).toBe(10)
    expect(list.map(({ id }) => id)).toEqual(ids.slice(-10).reverse())
    expect(list[0]).toMatchObject({ region: 'uk', totalMonthlyCost: 1150 })
    expect(list[0].href).toBe('/vanlife-cost-calculator?region=uk&miles=1100')
  })
})
