/**
 * The fuel price refresh (src/features/calculator/fuel-prices) against the test database, with
 * the EIA and two UK retailer feeds played by MSW (nothing reaches the network): prices stored as
 * 'live' with the observation date; an EIA failure (500), a bad EIA answer, a UK feed failing
 * while the other answers, every feed bad, absurd station values; the staff-only endpoint
 * (anonymous and member 403, staff 200, then the list shows the new values); the job task's
 * handler. The records of other regions and fuels are not touched.
 */
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { FuelPrice } from '@/payload-types'

import { eiaAnswer, ukFeed } from '../fixtures/fuel-prices'
import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  loginToken,
  type MemberUser,
  type StaffUser,
} from './helpers/payload'
import type { RestClient } from './helpers/rest'

// Outside a Next.js request there is no cache: revalidateTag is spied on, unstable_cache reads through.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
}))

const EIA_KEY = 'int-test-eia-key-5f3a'
const FEED_A = 'https://feeds.retailer-a.test/fuel_prices_data.json'
const FEED_B = 'https://retailer-b.test/fuel.json'
process.env.EIA_API_KEY = EIA_KEY
process.env.FUEL_PRICES_UK_FEEDS = `${FEED_A}, ${FEED_B}`

const EIA_URL = 'https://api.eia.gov/v2/petroleum/pri/gnd/data/'

const GOOD_EIA = () =>
  HttpResponse.json(
    eiaAnswer([
      { product: 'EPMR', period: '2026-11-16', value: '3.071' },
      { product: 'EPD2D', period: '2026-11-16', value: '3.712' },
      { product: 'EPMR', period: '2026-11-09', value: '3.102' },
      { product: 'EPD2D', period: '2026-11-09', value: '3.745' },
    ]),
  )
// The feeds were updated an hour or two ago (to the second, as they write it).
const NOW_S = Math.floor(Date.now() / 1000) * 1000
const FEED_A_TIME = new Date(NOW_S - 2 * 3_600_000)
const FEED_B_TIME = new Date(NOW_S - 3_600_000)

// Station prices in pence per litre: A averages 140/150, B 150/160; together 145/155.
const GOOD_A = () =>
  HttpResponse.json(
    ukFeed(
      'RETAILERA',
      [
        { E10: 139.9, B7: 149.9 },
        { E10: 140.1, B7: 150.1 },
      ],
      FEED_A_TIME,
    ),
  )
const GOOD_B = () => HttpResponse.json(ukFeed('RETAILERB', [{ E10: 150, B7: 160, E5: 165 }], FEED_B_TIME))

let eia: () => Response | Promise<Response> = GOOD_EIA
let feedA: () => Response | Promise<Response> = GOOD_A
let feedB: () => Response | Promise<Response> = GOOD_B
const eiaRequests: URL[] = []
const feedRequests: string[] = []

const msw = setupServer(
  http.get(EIA_URL, ({ request }) => {
    eiaRequests.push(new URL(request.url))
    return eia()
  }),
  http.get(FEED_A, ({ request }) => {
    feedRequests.push(request.url)
    return feedA()
  }),
  http.get(FEED_B, ({ request }) => {
    feedRequests.push(request.url)
    return feedB()
  }),
)

let payload: Payload
let run: typeof import('@/features/calculator/fuel-prices/run')
let refresh: typeof import('@/features/calculator/fuel-prices/refresh')
let task: typeof import('@/features/calculator/jobs/refreshFuelPrices')
let queries: typeof import('@/features/calculator/fuel-prices/queries')
let views: typeof import('@/features/calculator/fuel-price-view')
let logger: typeof import('@/lib/logger').logger
let rest: RestClient
let editor: StaffUser
let member: MemberUser

/** The seed's estimates (src/seed/fuelPrices.ts), and a region the refresh never touches. */
const ESTIMATES = [
  { region: 'usa', fuelType: 'gasoline', price: 3.75, unit: 'gallon' },
  { region: 'usa', fuelType: 'diesel', price: 4.25, unit: 'gallon' },
  { region: 'uk', fuelType: 'gasoline', price: 1.5, unit: 'liter' },
  { region: 'uk', fuelType: 'diesel', price: 1.55, unit: 'liter' },
  { region: 'canada', fuelType: 'gasoline', price: 1.6, unit: 'liter' },
] as const
const SEEDED_AT = '2026-01-01T00:00:00.000Z'

beforeAll(async () => {
  msw.listen({ onUnhandledRequest: 'error' })
  payload = await getTestPayload()
  run = await import('@/features/calculator/fuel-prices/run')
  refresh = await import('@/features/calculator/fuel-prices/refresh')
  task = await import('@/features/calculator/jobs/refreshFuelPrices')
  queries = await import('@/features/calculator/fuel-prices/queries')
  views = await import('@/features/calculator/fuel-price-view')
  logger = (await import('@/lib/logger')).logger
  rest = await (await import('./helpers/rest')).restClient()
  editor = await createStaffUser(payload, 'editor')
  member = await createMember(payload)
})

beforeEach(async () => {
  await payload.delete({ collection: 'fuel-prices', where: { id: { exists: true } }, overrideAccess: true })
  for (const estimate of ESTIMATES) {
    await payload.create({
      collection: 'fuel-prices',
      data: { ...estimate, source: 'estimate', lastUpdated: SEEDED_AT },
      overrideAccess: true,
    })
  }
  revalidateTag.mockClear()
})

afterEach(() => {
  eia = GOOD_EIA
  feedA = GOOD_A
  feedB = GOOD_B
  eiaRequests.length = 0
  feedRequests.length = 0
  vi.restoreAllMocks()
})

afterAll(async () => {
  msw.close()
  await closeTestPayload()
})

async function stored(): Promise<Record<string, FuelPrice>> {
  const { docs } = await payload.find({ collection: 'fuel-prices', limit: 100, overrideAccess: true })
  return Object.fromEntries(docs.map((doc) => [`${doc.region}:${doc.fuelType}`, doc]))
}

function priceAndSource(doc: FuelPrice | undefined) {
  return doc && { price: doc.price, unit: doc.unit, source: doc.source, lastUpdated: doc.lastUpdated }
}

const ESTIMATE = (key: string) => {
  const [region, fuelType] = key.split(':')
  const estimate = ESTIMATES.find((each) => each.region === region && each.fuelType === fuelType)!
  return { price: estimate.price, unit: estimate.unit, source: 'estimate', lastUpdated: SEEDED_AT }
}

const UK_TIME = FEED_B_TIME.toISOString()

describe('the refresh', () => {
  it('stores the live prices of both sources, per unit, observed when the sources say', async () => {
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures).toEqual([])
    expect(outcome.updated).toHaveLength(4)
    const docs = await stored()
    expect(priceAndSource(docs['usa:gasoline'])).toEqual({
      price: 3.071,
      unit: 'gallon',
      source: 'live',
      lastUpdated: '2026-11-16T00:00:00.000Z',
    })
    expect(priceAndSource(docs['usa:diesel'])).toMatchObject({ price: 3.712, source: 'live' })
    // Pence per litre averaged over the three stations of both feeds, in pounds per litre.
    expect(priceAndSource(docs['uk:gasoline'])).toEqual({
      price: 1.433,
      unit: 'liter',
      source: 'live',
      lastUpdated: UK_TIME,
    })
    expect(priceAndSource(docs['uk:diesel'])).toEqual({
      price: 1.533,
      unit: 'liter',
      source: 'live',
      lastUpdated: UK_TIME,
    })
    expect(priceAndSource(docs['canada:gasoline'])).toEqual(ESTIMATE('canada:gasoline'))
    // The cached readers' tag is expired, so pages read the new prices.
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toContain('fuel-prices')
  })

  it('asks the EIA for weekly US retail regular gasoline and diesel with the key, and the feeds as a named client', async () => {
    await run.runFuelPriceRefresh(payload)
    expect(eiaRequests).toHaveLength(1)
    const params = eiaRequests[0].searchParams
    expect(params.get('api_key')).toBe(EIA_KEY)
    expect(params.get('frequency')).toBe('weekly')
    expect(params.getAll('facets[product][]')).toEqual(['EPMR', 'EPD2D'])
    expect(params.getAll('facets[duoarea][]')).toEqual(['NUS'])
    expect(feedRequests.sort()).toEqual([FEED_B, FEED_A].sort())
  })

  it('writes nothing again when the sources say the same', async () => {
    await run.runFuelPriceRefresh(payload)
    const before = await stored()
    const again = await run.runFuelPriceRefresh(payload)
    expect(again.updated).toEqual([])
    expect(again.unchanged).toHaveLength(4)
    const after = await stored()
    expect(after['usa:gasoline'].updatedAt).toBe(before['usa:gasoline'].updatedAt)
  })

  it('leaves the US records as they are when the EIA answers 500, and logs it without the key', async () => {
    const warn = vi.spyOn(logger, 'warn')
    eia = () => new HttpResponse(`internal error for api_key=${EIA_KEY}`, { status: 500 })
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures).toEqual([{ source: 'eia', reason: 'http', detail: 'answered 500' }])
    const docs = await stored()
    expect(priceAndSource(docs['usa:gasoline'])).toEqual(ESTIMATE('usa:gasoline'))
    expect(priceAndSource(docs['usa:diesel'])).toEqual(ESTIMATE('usa:diesel'))
    expect(docs['uk:gasoline'].source).toBe('live')
    const logged = JSON.stringify(warn.mock.calls)
    expect(logged).toContain('fuel_price_source_failed')
    expect(logged).not.toContain(EIA_KEY)
  })

  it('leaves the US records as they are on a bad EIA answer', async () => {
    eia = () => HttpResponse.json({ response: { data: [{ period: 'last week', value: 'n/a' }] } })
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures.map(({ source, reason }) => [source, reason])).toEqual([
      ['eia', 'bad-payload'],
      ['eia', 'bad-payload'],
    ])
    const docs = await stored()
    expect(priceAndSource(docs['usa:gasoline'])).toEqual(ESTIMATE('usa:gasoline'))
    eia = () => HttpResponse.json({ error: 'no data' })
    await run.runFuelPriceRefresh(payload)
    expect(priceAndSource((await stored())['usa:diesel'])).toEqual(ESTIMATE('usa:diesel'))
  })

  it('updates only what was found: one fuel missing from the EIA answer', async () => {
    eia = () => HttpResponse.json(eiaAnswer([{ product: 'EPD2D', period: '2026-11-16', value: 3.7 }]))
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.updated.map((update) => `${update.region}:${update.fuelType}`).sort()).toEqual([
      'uk:diesel',
      'uk:gasoline',
      'usa:diesel',
    ])
    const docs = await stored()
    expect(priceAndSource(docs['usa:gasoline'])).toEqual(ESTIMATE('usa:gasoline'))
    expect(docs['usa:diesel']).toMatchObject({ price: 3.7, source: 'live' })
  })

  it('averages the feed that answered when the other fails', async () => {
    feedA = () => new HttpResponse('Service Unavailable', { status: 503 })
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures).toEqual([{ source: 'feeds.retailer-a.test', reason: 'http', detail: 'answered 503' }])
    const docs = await stored()
    expect(priceAndSource(docs['uk:gasoline'])).toEqual({
      price: 1.5,
      unit: 'liter',
      source: 'live',
      lastUpdated: UK_TIME,
    })
    expect(priceAndSource(docs['uk:diesel'])).toMatchObject({ price: 1.6, source: 'live' })
  })

  it('survives a feed that cannot be reached', async () => {
    feedB = () => HttpResponse.error()
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures.map(({ source, reason }) => [source, reason])).toEqual([['retailer-b.test', 'network']])
    expect((await stored())['uk:gasoline']).toMatchObject({ price: 1.4, source: 'live' })
  })

  it('changes nothing in the UK when every feed is bad', async () => {
    feedA = () => new HttpResponse('<html>not json</html>', { headers: { 'content-type': 'text/html' } })
    feedB = () => HttpResponse.json({ sites: [{ E10: 140 }] })
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures.map(({ source, reason }) => [source, reason])).toEqual([
      ['feeds.retailer-a.test', 'not-json'],
      ['retailer-b.test', 'bad-payload'],
      ['uk-feeds', 'no-prices'],
      ['uk-feeds', 'no-prices'],
    ])
    const docs = await stored()
    expect(priceAndSource(docs['uk:gasoline'])).toEqual(ESTIMATE('uk:gasoline'))
    expect(priceAndSource(docs['uk:diesel'])).toEqual(ESTIMATE('uk:diesel'))
    expect(docs['usa:gasoline'].source).toBe('live')
  })

  it('ignores absurd station values (pounds instead of pence, typos)', async () => {
    feedA = () =>
      HttpResponse.json(
        ukFeed(
          'RETAILERA',
          [
            { E10: 1.459, B7: 9999 },
            { E10: 140, B7: '150' },
            { E10: 0, B7: null },
          ],
          FEED_A_TIME,
        ),
      )
    feedB = () =>
      HttpResponse.json(
        ukFeed(
          'RETAILERB',
          [
            { E10: 150, B7: 160 },
            { E10: 14590, B7: 1.52 },
          ],
          FEED_B_TIME,
        ),
      )
    const outcome = await run.runFuelPriceRefresh(payload)
    expect(outcome.failures).toEqual([])
    const docs = await stored()
    expect(docs['uk:gasoline'].price).toBe(1.45)
    expect(docs['uk:diesel'].price).toBe(1.55)
  })

  it('skips the US part without an EIA key (the estimates stay), and the UK part when the feeds are off', async () => {
    const outcome = await refresh.refreshFuelPrices(payload, { ukFeeds: [] })
    expect(outcome.skipped.map((skip) => skip.region)).toEqual(['usa', 'uk'])
    expect(outcome.updated).toEqual([])
    expect(eiaRequests).toHaveLength(0)
    expect(feedRequests).toHaveLength(0)
    const docs = await stored()
    for (const key of ['usa:gasoline', 'usa:diesel', 'uk:gasoline', 'uk:diesel']) {
      expect(priceAndSource(docs[key])).toEqual(ESTIMATE(key))
    }
  })

  it('creates a record that does not exist yet', async () => {
    await payload.delete({ collection: 'fuel-prices', where: { region: { equals: 'uk' } }, overrideAccess: true })
    await run.runFuelPriceRefresh(payload)
    expect((await stored())['uk:diesel']).toMatchObject({ price: 1.533, source: 'live', unit: 'liter' })
  })
})

describe('getFuelPrices', () => {
  it('gives the page one price per region and fuel, newest first, labelled by source', async () => {
    const before = await queries.getFuelPrices()
    expect(before.map((view) => views.fuelPriceLabel(view))).toEqual(Array(5).fill('regional estimate'))
    eia = () => new HttpResponse(null, { status: 500 })
    await run.runFuelPriceRefresh(payload)
    // An older duplicate of a price is not shown.
    await payload.create({
      collection: 'fuel-prices',
      data: {
        region: 'uk',
        fuelType: 'diesel',
        price: 9,
        unit: 'liter',
        source: 'estimate',
        lastUpdated: '2025-01-01',
      },
      overrideAccess: true,
    })
    const after = await queries.getFuelPrices()
    expect(after.map((view) => `${view.region} ${view.fuelType} ${view.price} ${views.fuelPriceLabel(view)}`)).toEqual([
      'uk diesel 1.533 live from UK retailers',
      'uk gasoline 1.433 live from UK retailers',
      'canada gasoline 1.6 regional estimate',
      'usa diesel 4.25 regional estimate',
      'usa gasoline 3.75 regional estimate',
    ])
  })
})

describe('POST /api/fuel-prices/refresh', () => {
  it('answers 403 to an anonymous caller and to a member, and changes nothing', async () => {
    expect((await rest('POST', 'fuel-prices/refresh')).status).toBe(403)
    const memberAnswer = await rest('POST', 'fuel-prices/refresh', { token: await loginToken(payload, member) })
    expect(memberAnswer.status).toBe(403)
    expect(eiaRequests).toHaveLength(0)
    expect((await stored())['usa:gasoline'].source).toBe('estimate')
  })

  it('refreshes for staff and says what it updated; the list then shows the new values', async () => {
    feedB = () => new HttpResponse(null, { status: 404 })
    const token = await loginToken(payload, editor)
    const answer = await rest('POST', 'fuel-prices/refresh', { token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const body = JSON.parse(answer.text) as {
      ok: boolean
      message: string
      updated: { region: string; fuelType: string; price: number }[]
      failures: { source: string }[]
    }
    expect(body.ok).toBe(false)
    expect(body.updated.map(({ region, fuelType, price }) => [region, fuelType, price])).toEqual([
      ['usa', 'gasoline', 3.071],
      ['usa', 'diesel', 3.712],
      ['uk', 'gasoline', 1.4],
      ['uk', 'diesel', 1.5],
    ])
    expect(body.failures.map((failure) => failure.source)).toEqual(['retailer-b.test'])
    expect(body.message).toContain('Updated 4 prices')
    expect(body.message).toContain('retailer-b.test')
    expect(answer.text).not.toContain(EIA_KEY)

    const list = await rest('GET', 'fuel-prices?limit=10&sort=-lastUpdated&depth=0')
    const docs = (JSON.parse(list.text) as { docs: FuelPrice[] }).docs
    expect(docs.find((doc) => doc.region === 'usa' && doc.fuelType === 'gasoline')).toMatchObject({
      price: 3.071,
      source: 'live',
    })
  })
})

describe('the refreshFuelPrices task', () => {
  async function runTask() {
    const req = await createLocalReq({}, payload)
    const handler = task.refreshFuelPricesTask.handler
    if (typeof handler !== 'function') throw new Error('The task handler is a function')
    return handler({
      req,
      input: {},
      job: {} as never,
      tasks: {} as never,
      inlineTask: (() => undefined) as never,
    } as never)
  }

  it('stores the prices and reports how many', async () => {
    const result = await runTask()
    expect(result).toMatchObject({ output: { updated: 4, unchanged: 0, failedSources: 0 } })
  })

  it('fails, so the job is retried, only when every source failed', async () => {
    eia = () => new HttpResponse(null, { status: 500 })
    feedA = () => new HttpResponse(null, { status: 500 })
    feedB = () => new HttpResponse(null, { status: 500 })
    await expect(runTask()).rejects.toThrow(/every source failed/)
    expect(priceAndSource((await stored())['usa:gasoline'])).toEqual(ESTIMATE('usa:gasoline'))
  })
})
