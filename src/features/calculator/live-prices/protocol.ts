/**
 * The live fuel price stream (GET /api/fuel-prices/stream, Server-Sent Events), both ends:
 *
 *   event: prices      data: {"prices":[FuelPriceView…]}   on connect, then after every change
 *   event: heartbeat   data: {"at":"<ISO time>"}            every 30 s (a visible event, so the
 *                                                          browser can tell a dead connection)
 *
 * Pure and browser-safe.
 */
import * as z from 'zod/mini'

import { type FuelPriceView, fuelPriceViewSchema } from '../fuel-price-view'

export const FUEL_PRICES_STREAM_PATH = '/api/fuel-prices/stream'

export const FUEL_PRICE_EVENTS = { prices: 'prices', heartbeat: 'heartbeat' } as const

export const pricesMessageSchema = z.object({ prices: z.array(fuelPriceViewSchema) })
export const heartbeatMessageSchema = z.object({ at: z.string() })

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

/** A received event, checked; null when its data is not what the event promises. */
export function parseLiveMessage(event: string, data: string): LiveMessage | null {
  if (event === FUEL_PRICE_EVENTS.prices) {
    const parsed = pricesMessageSchema.safeParse(json(data))
    return parsed.success ? { kind: 'prices', prices: parsed.data.prices } : null
  }
  if (event === FUEL_PRICE_EVENTS.heartbeat) {
    const parsed = heartbeatMessageSchema.safeParse(json(data))
    return parsed.success ? { kind: 'heartbeat', at: parsed.data.at } : null
  }
  return null
}
