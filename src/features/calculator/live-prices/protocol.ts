/**
 * The live fuel price stream (GET /api/fuel-prices/stream, Server-Sent Events), both ends:
 *
 *   event: prices      data: {"prices":[FuelPriceView…]}   on connect, then after every change
 *   event: heartbeat   data: {"at":"<ISO time>"}            every 30 s (a visible event, so the
 *                                                          browser can tell a dead connection)
 *
 * Pure and browser-safe.
 */
import { type FuelPriceView, readFuelPriceView } from '../fuel-price-view'

export const FUEL_PRICES_STREAM_PATH = '/api/fuel-prices/stream'

export const FUEL_PRICE_EVENTS = { prices: 'prices', heartbeat: 'heartbeat' } as const

export type LiveMessage = { kind: 'prices'; prices: FuelPriceView[] } | { kind: 'heartbeat'; at: string }

/** One SSE event block (the data is one line of JSON). */
export function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`
}

export function pricesEvent(prices: FuelPriceView[]): string {
  return sseEvent(FUEL_PRICE_EVENTS.prices, { prices })
}

/** A heartbeat: a comment line for proxies, then an event the browser sees. */
export function heartbeatEvent(at: Date): string {
  return `: heartbeat\n${sseEvent(FUEL_PRICE_EVENTS.heartbeat, { at: at.toISOString() })}`
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** A prices message's list, each price checked; null when any is not a fuel price. */
function readPrices(value: unknown): FuelPriceView[] | null {
  if (typeof value !== 'object' || value === null || !('prices' in value) || !Array.isArray(value.prices)) return null
  const prices = value.prices.map(readFuelPriceView)
  return prices.every((price): price is FuelPriceView => price !== null) ? prices : null
}

/**
 * A received event, checked (by hand, not zod: this runs on the calculator page, whose first
 * load has no room for it); null when its data is not what the event promises.
 */
export function parseLiveMessage(event: string, data: string): LiveMessage | null {
  const value = json(data)
  if (event === FUEL_PRICE_EVENTS.prices) {
    const prices = readPrices(value)
    return prices ? { kind: 'prices', prices } : null
  }
  if (event === FUEL_PRICE_EVENTS.heartbeat) {
    const at = typeof value === 'object' && value !== null && 'at' in value ? value.at : undefined
    return typeof at === 'string' ? { kind: 'heartbeat', at } : null
  }
  return null
}
