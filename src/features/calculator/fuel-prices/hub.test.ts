import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

vi.mock('@/lib/logger', () => ({ logger: { warn: vi.fn(), error: vi.fn(), info: vi.fn() } }))
vi.mock('@/integrations/redis', () => ({ siteChannel: () => null }))

import type { FuelPriceView } from '../fuel-price-view'
import { parseLiveMessage } from '../live-prices/protocol'
import type { FuelPriceChange, FuelPriceChangeListener } from './changes'
import { createFuelPriceHub, type FuelPriceHub } from './hub'
import type { FuelPriceRecord } from './records'

const record = (id: string, price: number, updatedAt = '2026-11-16T10:00:00.000Z'): FuelPriceRecord => ({
  id,
  updatedAt,
  view: {
    region: id === '2' ? 'uk' : 'usa',
    fuelType: 'gasoline',
    price,
    unit: id === '2' ? 'liter' : 'gallon',
    source: 'live',
    lastUpdated: '2026-11-16T00:00:00.000Z',
  },
})

/** What a sink received, parsed back as the browser would. */
function parse(chunks: string[]) {
  return chunks.map((chunk) => {
    const lines = chunk.split('\n')
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? ''
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? ''
    return parseLiveMessage(event, data)
  })
}

const prices = (chunks: string[]): number[][] =>
  parse(chunks).flatMap((message) =>
    message?.kind === 'prices' ? [message.prices.map((p: FuelPriceView) => p.price)] : [],
  )

let stored: FuelPriceRecord[]
let reads: number
let listener: FuelPriceChangeListener | null
let unsubscribed: number
let hub: FuelPriceHub

function makeHub(options: { maxStreams?: number; maxPerClient?: number } = {}) {
  return createFuelPriceHub({
    read: async () => {
      reads += 1
      return stored.map((entry) => ({ ...entry }))
    },
    subscribe: (next) => {
      listener = next
      return () => {
        listener = null
        unsubscribed += 1
      }
    },
    maxStreams: options.maxStreams,
    maxPerClient: options.maxPerClient,
  })
}

const hear = (change: FuelPriceChange) => listener?.(change)

beforeEach(() => {
  vi.useFakeTimers()
  stored = [record('1', 3.1), record('2', 1.45)]
  reads = 0
  listener = null
  unsubscribed = 0
  hub = makeHub()
})

afterEach(() => {
  hub.close()
  vi.useRealTimers()
})

describe('the fuel price hub', () => {
  it('reads once for the streams opened within a minute', async () => {
    hub.join(() => undefined)
    expect(await hub.current()).toHaveLength(2)
    hub.join(() => undefined)
    await hub.current()
    expect(reads).toBe(1)
    vi.advanceTimersByTime(61_000)
    await hub.current()
    expect(reads).toBe(2)
  })

  it('applies a change once and sends it to every stream, after a short pause', async () => {
    const a: string[] = []
    const b: string[] = []
    hub.join((chunk) => a.push(chunk))
    hub.join((chunk) => b.push(chunk))
    await hub.current()
    hear({ kind: 'saved', record: record('1', 3.2, '2026-11-16T11:00:00.000Z') })
    hear({ kind: 'saved', record: record('2', 1.5, '2026-11-16T11:00:00.000Z') })
    expect(a).toEqual([])
    vi.advanceTimersByTime(100)
    expect(prices(a)).toEqual([[1.5, 3.2]])
    expect(b).toEqual(a)
    expect(await hub.current()).toHaveLength(2)
    expect(reads).toBe(1)
  })

  it('keeps the newer save when changes arrive out of turn, and drops a deleted price', async () => {
    const sent: string[] = []
    hub.join((chunk) => sent.push(chunk))
    await hub.current()
    hear({ kind: 'saved', record: record('1', 3.3, '2026-11-16T12:00:00.000Z') })
    hear({ kind: 'saved', record: record('1', 3.2, '2026-11-16T11:00:00.000Z') })
    hear({ kind: 'deleted', id: '2', at: '2026-11-16T12:00:00.000Z' })
    vi.advanceTimersByTime(100)
    expect(prices(sent)).toEqual([[3.3]])
  })

  it('keeps a change heard while the prices were being read', async () => {
    hub.join(() => undefined)
    const reading = hub.current()
    hear({ kind: 'saved', record: record('1', 3.9, '2026-11-16T12:00:00.000Z') })
    expect((await reading).find((view) => view.region === 'usa')?.price).toBe(3.9)
  })

  it('sends a heartbeat to every stream every 30 s', async () => {
    const sent: string[] = []
    hub.join((chunk) => sent.push(chunk))
    vi.advanceTimersByTime(29_999)
    expect(sent).toEqual([])
    vi.advanceTimersByTime(1)
    expect(parse(sent)).toEqual([{ kind: 'heartbeat', at: expect.any(String) }])
    vi.advanceTimersByTime(60_000)
    expect(sent).toHaveLength(3)
  })

  it('re-reads every 5 minutes while streams are open and sends what changed unnoticed', async () => {
    const sent: string[] = []
    hub.join((chunk) => sent.push(chunk))
    await hub.current()
    stored = [record('1', 2.99), record('2', 1.45)]
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(prices(sent)).toEqual([[1.45, 2.99]])
    const before = sent.length
    await vi.advanceTimersByTimeAsync(5 * 60_000)
    expect(prices(sent.slice(before))).toEqual([])
  })

  it('refuses streams past its maximum, and stops listening when the last one leaves', async () => {
    hub.close()
    hub = makeHub({ maxStreams: 2 })
    const a = hub.join(() => undefined)
    const b = hub.join(() => undefined)
    expect(hub.join(() => undefined)).toEqual({ refused: 'instance-full' })
    expect(hub.streams).toBe(2)
    if (!('leave' in a) || !('leave' in b)) throw new Error('Both streams should have joined')
    a.leave()
    a.leave()
    expect(hub.streams).toBe(1)
    expect(unsubscribed).toBe(0)
    b.leave()
    expect(hub.streams).toBe(0)
    expect(unsubscribed).toBe(1)
    const sent: string[] = []
    expect(hub.join((chunk) => sent.push(chunk))).toHaveProperty('leave')
    vi.advanceTimersByTime(30_000)
    expect(sent).toHaveLength(1)
  })

  it('refuses an address past its own maximum, counting only known addresses', async () => {
    hub.close()
    hub = makeHub({ maxPerClient: 2 })
    const first = hub.join(() => undefined, '203.0.113.7')
    hub.join(() => undefined, '203.0.113.7')
    expect(hub.join(() => undefined, '203.0.113.7')).toEqual({ refused: 'client-full' })
    expect(hub.join(() => undefined, '198.51.100.2')).toHaveProperty('leave')
    for (let i = 0; i < 3; i += 1) expect(hub.join(() => undefined, 'unknown')).toHaveProperty('leave')
    if ('leave' in first) first.leave()
    expect(hub.join(() => undefined, '203.0.113.7')).toHaveProperty('leave')
  })
})
