/**
 * GET /api/fuel-prices/stream (the route Next serves, called directly) against the test database,
 * without Redis (one instance, the in-process path): the answer is an uncached, unbuffered event
 * stream; it starts with the current prices; a save or delete of a fuel-prices document arrives on
 * every open stream as a new prices event, readable by the browser's parser; a closed stream
 * leaves the instance's hub.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { FuelPrice } from '@/payload-types'

import { closeTestPayload, getTestPayload } from './helpers/payload'
import { readSse, type SseEvent } from './helpers/sse'

delete process.env.REDIS_URL

let payload: Payload
let route: typeof import('@/app/api/fuel-prices/stream/route')
let streamRoute: typeof import('@/features/calculator/fuel-prices/stream-route')
let protocol: typeof import('@/features/calculator/live-prices/protocol')
let usaDiesel: FuelPrice

beforeAll(async () => {
  payload = await getTestPayload()
  route = await import('@/app/api/fuel-prices/stream/route')
  streamRoute = await import('@/features/calculator/fuel-prices/stream-route')
  protocol = await import('@/features/calculator/live-prices/protocol')
})

beforeEach(async () => {
  await payload.delete({ collection: 'fuel-prices', where: { id: { exists: true } }, overrideAccess: true })
  usaDiesel = await payload.create({
    collection: 'fuel-prices',
    data: {
      region: 'usa',
      fuelType: 'diesel',
      price: 4.25,
      unit: 'gallon',
      source: 'estimate',
      lastUpdated: '2026-01-01T00:00:00.000Z',
    },
    overrideAccess: true,
  })
  await payload.create({
    collection: 'fuel-prices',
    data: {
      region: 'uk',
      fuelType: 'gasoline',
      price: 1.5,
      unit: 'liter',
      source: 'estimate',
      lastUpdated: '2026-01-02T00:00:00.000Z',
    },
    overrideAccess: true,
  })
})

afterAll(closeTestPayload)

function open() {
  const abort = new AbortController()
  const request = new Request('http://localhost:3000/api/fuel-prices/stream', { signal: abort.signal })
  return { abort, response: route.GET(request) }
}

/** The prices of a prices event, parsed with the browser's own checks. */
function pricesOf(event: SseEvent) {
  const message = protocol.parseLiveMessage(event.event, event.data)
  if (message?.kind !== 'prices') throw new Error(`Not a prices message: ${event.data}`)
  return message.prices.map(({ region, fuelType, price, source }) => `${region} ${fuelType} ${price} ${source}`)
}

describe('GET /api/fuel-prices/stream', () => {
  it('is a dynamic route answering an uncached, unbuffered event stream', async () => {
    expect(route.dynamic).toBe('force-dynamic')
    const { abort, response } = open()
    const answer = await response
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.headers.get('x-accel-buffering')).toBe('no')
    abort.abort()
  })

  it('starts with the current prices, then sends every change to each open stream', async () => {
    const first = open()
    const second = open()
    const a = readSse(await first.response)
    const b = readSse(await second.response)
    expect(pricesOf(await a.next('prices'))).toEqual(['uk gasoline 1.5 estimate', 'usa diesel 4.25 estimate'])
    expect(pricesOf(await b.next('prices'))).toHaveLength(2)

    await payload.update({
      collection: 'fuel-prices',
      id: usaDiesel.id,
      data: { price: 3.712, source: 'live', lastUpdated: '2026-11-16T00:00:00.000Z' },
      overrideAccess: true,
    })
    const expected = ['usa diesel 3.712 live', 'uk gasoline 1.5 estimate']
    expect(pricesOf(await a.next('prices'))).toEqual(expected)
    expect(pricesOf(await b.next('prices'))).toEqual(expected)

    await payload.delete({ collection: 'fuel-prices', id: usaDiesel.id, overrideAccess: true })
    expect(pricesOf(await a.next('prices'))).toEqual(['uk gasoline 1.5 estimate'])

    first.abort.abort()
    second.abort.abort()
    expect(await a.ended()).toBe(true)
  })

  it('leaves the hub when the browser goes', async () => {
    const hub = streamRoute.processFuelPriceHub(payload)
    const before = hub.streams
    const { abort, response } = open()
    const stream = readSse(await response)
    await stream.next('prices')
    expect(hub.streams).toBe(before + 1)
    abort.abort()
    expect(hub.streams).toBe(before)
    expect(await stream.ended()).toBe(true)
  })

  it('sends a price created after the stream opened', async () => {
    const { abort, response } = open()
    const stream = readSse(await response)
    await stream.next('prices')
    await payload.create({
      collection: 'fuel-prices',
      data: {
        region: 'uk',
        fuelType: 'diesel',
        price: 1.533,
        unit: 'liter',
        source: 'live',
        lastUpdated: '2026-11-16T09:15:00.000Z',
      },
      overrideAccess: true,
    })
    expect(pricesOf(await stream.next('prices'))).toContain('uk diesel 1.533 live')
    abort.abort()
  })
})
