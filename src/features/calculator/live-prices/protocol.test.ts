import { describe, expect, it } from 'vitest'

import type { FuelPriceView } from '../fuel-price-view'
import { heartbeatEvent, parseLiveMessage, pricesEvent } from './protocol'

const price: FuelPriceView = {
  region: 'uk',
  fuelType: 'gasoline',
  price: 1.459,
  unit: 'liter',
  source: 'live',
  lastUpdated: '2026-11-16T09:30:00.000Z',
}

/** The event name and data of one SSE block, as EventSource would hand them over. */
function received(block: string): { event: string; data: string } {
  const lines = block.split('\n').filter((line) => line && !line.startsWith(':'))
  const field = (name: string) =>
    lines
      .filter((line) => line.startsWith(`${name}: `))
      .map((line) => line.slice(name.length + 2))
      .join('\n')
  return { event: field('event'), data: field('data') }
}

describe('the stream protocol', () => {
  it('writes prices as one event the browser parses back', () => {
    const block = pricesEvent([price])
    expect(block.endsWith('\n\n')).toBe(true)
    const { event, data } = received(block)
    expect(parseLiveMessage(event, data)).toEqual({ kind: 'prices', prices: [price] })
  })

  it('writes a heartbeat as a comment and a visible event', () => {
    const block = heartbeatEvent(new Date('2026-11-16T10:00:00Z'))
    expect(block.startsWith(': heartbeat\n')).toBe(true)
    const { event, data } = received(block)
    expect(parseLiveMessage(event, data)).toEqual({ kind: 'heartbeat', at: '2026-11-16T10:00:00.000Z' })
  })

  it('refuses data that is not what the event promises', () => {
    expect(parseLiveMessage('prices', 'not json')).toBeNull()
    expect(parseLiveMessage('prices', '{"prices":[{"region":"usa"}]}')).toBeNull()
    expect(parseLiveMessage('prices', '[]')).toBeNull()
    expect(parseLiveMessage('heartbeat', '{}')).toBeNull()
    expect(parseLiveMessage('message', '{"prices":[]}')).toBeNull()
  })
})
