import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { FuelPriceView } from '../fuel-price-view'
import { connectLiveFuelPrices, type EventSourceLike, type LiveStatus } from './connection'
import { heartbeatEvent, pricesEvent } from './protocol'

/** A stand-in EventSource the test drives. */
class FakeSource implements EventSourceLike {
  closed = false
  private listeners = new Map<string, ((event: Event) => void)[]>()
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: Event) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  emit(type: string, data?: string) {
    const event = data === undefined ? new Event(type) : new MessageEvent(type, { data })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
  /** Delivers an SSE block as the browser would: its event name and data line. */
  deliver(block: string) {
    const lines = block.split('\n').filter((line) => line && !line.startsWith(':'))
    const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message'
    const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? ''
    this.emit(event, data)
  }
}

const price = (value: number): FuelPriceView => ({
  region: 'usa',
  fuelType: 'gasoline',
  price: value,
  unit: 'gallon',
  source: 'live',
  lastUpdated: '2026-11-16T00:00:00.000Z',
})

let sources: FakeSource[]
let received: FuelPriceView[][]
let statuses: LiveStatus[]

function start() {
  return connectLiveFuelPrices({
    open: (url) => {
      const source = new FakeSource(url)
      sources.push(source)
      return source
    },
    onPrices: (prices) => received.push(prices),
    onStatus: (status) => statuses.push(status),
  })
}

const latest = () => sources[sources.length - 1]

beforeEach(() => {
  vi.useFakeTimers()
  sources = []
  received = []
  statuses = []
})

afterEach(() => {
  vi.useRealTimers()
})

describe('connectLiveFuelPrices', () => {
  it('opens the stream and hands over every valid price message', () => {
    const connection = start()
    expect(latest().url).toBe('/api/fuel-prices/stream')
    expect(statuses).toEqual(['connecting'])
    latest().emit('open')
    latest().deliver(pricesEvent([price(3.1)]))
    latest().deliver(pricesEvent([price(3.2)]))
    expect(received).toEqual([[price(3.1)], [price(3.2)]])
    expect(statuses).toEqual(['connecting', 'live'])
    connection.stop()
    expect(latest().closed).toBe(true)
    expect(statuses.at(-1)).toBe('stopped')
  })

  it('ignores messages that do not parse', () => {
    start()
    latest().emit('prices', '{"prices":[{"region":"usa","price":"cheap"}]}')
    latest().emit('prices', 'not json')
    expect(received).toEqual([])
  })

  it('treats 40 s without any message as a dead connection; heartbeats keep it alive', () => {
    start()
    latest().deliver(pricesEvent([price(3)]))
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(30_000)
      latest().deliver(heartbeatEvent(new Date()))
    }
    expect(sources).toHaveLength(1)
    vi.advanceTimersByTime(39_999)
    expect(latest().closed).toBe(false)
    vi.advanceTimersByTime(1)
    expect(sources[0].closed).toBe(true)
    expect(statuses.at(-1)).toBe('reconnecting')
    vi.advanceTimersByTime(1_000)
    expect(sources).toHaveLength(2)
  })

  it('reconnects after 1, 2, 5, then 10 s, and starts over once prices arrive again', () => {
    start()
    const openedAt: number[] = []
    let previous = sources.length
    const failAndWait = (ms: number) => {
      latest().emit('error')
      vi.advanceTimersByTime(ms - 1)
      expect(sources).toHaveLength(previous)
      vi.advanceTimersByTime(1)
      expect(sources).toHaveLength(previous + 1)
      previous = sources.length
      openedAt.push(Date.now())
    }
    failAndWait(1_000)
    failAndWait(2_000)
    failAndWait(5_000)
    failAndWait(10_000)
    failAndWait(10_000)
    latest().deliver(pricesEvent([price(3)]))
    failAndWait(1_000)
    expect(sources.slice(0, -1).every((source) => source.closed)).toBe(true)
  })

  it('does not listen to a connection it has dropped, nor reconnect once stopped', () => {
    const connection = start()
    const first = latest()
    first.emit('error')
    first.deliver(pricesEvent([price(9)]))
    expect(received).toEqual([])
    connection.stop()
    vi.advanceTimersByTime(60_000)
    expect(sources).toHaveLength(1)
  })
})
