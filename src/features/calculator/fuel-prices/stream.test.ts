import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/integrations/redis', () => ({ siteChannel: () => null }))

import type { FuelPriceChangeListener } from './changes'
import { createFuelPriceHub, type FuelPriceHub } from './hub'
import type { FuelPriceRecord } from './records'
import { fuelPriceStreamResponse } from './stream'

const record = (price: number, updatedAt = '2026-11-16T10:00:00.000Z'): FuelPriceRecord => ({
  id: '1',
  updatedAt,
  view: {
    region: 'usa',
    fuelType: 'diesel',
    price,
    unit: 'gallon',
    source: 'live',
    lastUpdated: '2026-11-16T00:00:00.000Z',
  },
})

let listener: FuelPriceChangeListener | null
let hub: FuelPriceHub
let failRead: boolean

function makeHub(maxStreams?: number, maxPerClient?: number) {
  return createFuelPriceHub({
    read: async () => {
      if (failRead) throw new Error('database down')
      return [record(4.1)]
    },
    subscribe: (next) => {
      listener = next
      return () => {
        listener = null
      }
    },
    maxStreams,
    maxPerClient,
    settleMs: 0,
  })
}

beforeEach(() => {
  listener = null
  failRead = false
  hub = makeHub()
})

afterEach(() => hub.close())

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const { value } = await reader.read()
  return new TextDecoder().decode(value)
}

describe('fuelPriceStreamResponse', () => {
  it('answers an uncached, unbuffered event stream that starts with the current prices', async () => {
    const abort = new AbortController()
    const response = await fuelPriceStreamResponse(
      new Request('http://localhost/api/fuel-prices/stream', { signal: abort.signal }),
      hub,
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-accel-buffering')).toBe('no')
    const reader = response.body!.getReader()
    expect(await readChunk(reader)).toContain(
      'event: prices\ndata: {"prices":[{"region":"usa","fuelType":"diesel","price":4.1',
    )
    listener?.({ kind: 'saved', record: record(4.2, '2026-11-16T11:00:00.000Z') })
    expect(await readChunk(reader)).toContain('"price":4.2')
    abort.abort()
    expect(hub.streams).toBe(0)
    expect((await reader.read()).done).toBe(true)
  })

  it('leaves the hub when the body is cancelled', async () => {
    const response = await fuelPriceStreamResponse(new Request('http://localhost/api/fuel-prices/stream'), hub)
    expect(hub.streams).toBe(1)
    await response.body!.cancel()
    expect(hub.streams).toBe(0)
  })

  it('answers 503 when the instance serves its maximum of streams', async () => {
    hub.close()
    hub = makeHub(1)
    const first = await fuelPriceStreamResponse(new Request('http://localhost/api/fuel-prices/stream'), hub)
    const second = await fuelPriceStreamResponse(new Request('http://localhost/api/fuel-prices/stream'), hub)
    expect(second.status).toBe(503)
    expect(second.headers.get('retry-after')).toBe('10')
    expect(hub.streams).toBe(1)
    await first.body!.cancel()
  })

  it('answers 429 to an address with too many streams open', async () => {
    hub.close()
    hub = makeHub(undefined, 1)
    const from = (ip: string) =>
      new Request('http://localhost/api/fuel-prices/stream', { headers: { 'x-forwarded-for': ip } })
    const first = await fuelPriceStreamResponse(from('203.0.113.7'), hub)
    const second = await fuelPriceStreamResponse(from('203.0.113.7'), hub)
    const other = await fuelPriceStreamResponse(from('198.51.100.2'), hub)
    expect([first.status, second.status, other.status]).toEqual([200, 429, 200])
    expect(second.headers.get('retry-after')).toBe('10')
    await first.body!.cancel()
    await other.body!.cancel()
  })

  it('answers 503 "Price data unavailable" when the prices cannot be read', async () => {
    failRead = true
    const response = await fuelPriceStreamResponse(new Request('http://localhost/api/fuel-prices/stream'), hub)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: 'Price data unavailable' })
    expect(hub.streams).toBe(0)
  })
})
