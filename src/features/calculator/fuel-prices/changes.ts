/**
 * News of a changed fuel price, from the collection's hooks (./hooks.ts) to every open stream
 * (./hub.ts). Delivered at once in this process; with REDIS_URL also published on the site's
 * `fuel-prices:changes` channel, so that every other instance's streams hear it (each instance
 * ignores its own messages, already delivered). Without REDIS_URL: this process only (one instance).
 */
import 'server-only'

import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { siteChannel } from '@/integrations/redis'
import { logger } from '@/lib/logger'

import { fuelPriceViewSchema } from '../fuel-price-view-schema'
import type { FuelPriceRecord } from './records'

export type FuelPriceChange = { kind: 'saved'; record: FuelPriceRecord } | { kind: 'deleted'; id: string; at: string }

export type FuelPriceChangeListener = (change: FuelPriceChange) => void

/** The Redis channel, under REDIS_KEY_PREFIX. */
export const FUEL_PRICE_CHANNEL = 'fuel-prices:changes'

const changeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('saved'),
    record: z.object({ id: z.string(), updatedAt: z.string(), view: fuelPriceViewSchema }),
  }),
  z.object({ kind: z.literal('deleted'), id: z.string(), at: z.string() }),
])

const messageSchema = z.object({ origin: z.string(), change: changeSchema })

type State = { origin: string; listeners: Set<FuelPriceChangeListener>; redisListening: boolean }

// On globalThis: Next bundles the Payload routes (whose hooks publish) apart from the stream's route.
const STATE = Symbol.for('vanlife.fuelPrices.changes')

function state(): State {
  const holder = globalThis as typeof globalThis & { [STATE]?: State }
  return (holder[STATE] ??= { origin: randomUUID(), listeners: new Set(), redisListening: false })
}

function deliver(change: FuelPriceChange): void {
  for (const listener of state().listeners) {
    try {
      listener(change)
    } catch (error) {
      logger.error({ event: 'fuel_price_change_listener_failed', err: error }, 'A fuel price listener failed')
    }
  }
}

/** From another instance, through Redis: checked, and ignored when it is our own. */
function fromRedis(text: string): void {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return
  }
  const message = messageSchema.safeParse(json)
  if (!message.success || message.data.origin === state().origin) return
  deliver(message.data.change)
}

/** Tells every open stream of every instance about a change. Never throws, never waits. */
export function publishFuelPriceChange(change: FuelPriceChange): void {
  deliver(change)
  const channel = siteChannel(FUEL_PRICE_CHANNEL)
  if (!channel) return
  // An unreachable Redis is logged by siteChannel (once); other instances resync from the database.
  channel.publish(JSON.stringify({ origin: state().origin, change })).catch(() => undefined)
}

/** Hears every change (this instance's and, with REDIS_URL, the others'); returns the unsubscribe. */
export function onFuelPriceChange(listener: FuelPriceChangeListener): () => void {
  const current = state()
  current.listeners.add(listener)
  if (!current.redisListening) {
    const channel = siteChannel(FUEL_PRICE_CHANNEL)
    if (channel) {
      channel.subscribe(fromRedis)
      current.redisListening = true
    }
  }
  return () => {
    current.listeners.delete(listener)
  }
}
