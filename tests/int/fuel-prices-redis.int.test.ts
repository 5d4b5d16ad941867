/**
 * The live fuel prices across instances, through the local Redis (REDIS_URL, under a key prefix
 * of this file's own): a change saved on this instance is published on the site's
 * `fuel-prices:changes` channel; a change another instance publishes reaches this instance's open
 * streams; this instance's own messages and malformed ones are ignored. Skipped, saying so, only
 * when no Redis answers.
 */
import { createClient } from '@redis/client'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { FuelPrice } from '@/payload-types'

import { closeTestPayload, getTestPayload } from './helpers/payload'
import { REDIS_URL, redisAnswers, skipMessage, testKeyPrefix } from './helpers/redis'
import { readSse, type SseEvent } from './helpers/sse'

const PREFIX = testKeyPrefix()
const CHANNEL = `${PREFIX}fuel-prices:changes`
const redisUp = await redisAnswers()
if (!redisUp) console.warn(skipMessage())
else {
  process.env.REDIS_URL = REDIS_URL
  process.env.REDIS_KEY_PREFIX = PREFIX
}

type Client = ReturnType<typeof createClient>

describe.skipIf(!redisUp)('live fuel prices through Redis', () => {
  let payload: Payload
  let route: typeof import('@/app/api/fuel-prices/stream/route')
  let protocol: typeof import('@/features/calculator/live-prices/protocol')
  /** "Another instance": its own connections, one to publish and one to listen. */
  let other: Client
  let listener: Client
  const heard: unknown[] = []
  let doc: FuelPrice

  beforeAll(async () => {
    payload = await getTestPayload()
    route = await import('@/app/api/fuel-prices/stream/route')
    protocol = await import('@/features/calculator/live-prices/protocol')
    const { sharedRedisClient, whenReady } = await import('@/integrations/redis/client')
    expect(await whenReady(sharedRedisClient(REDIS_URL), 5_000)).toBe(true)
    other = createClient({ url: REDIS_URL })
    listener = createClient({ url: REDIS_URL })
    await other.connect()
    await listener.connect()
    // A listener that throws breaks the client's reply decoding: the malformed messages are kept as text.
    await listener.subscribe(CHANNEL, (message) => {
      try {
        heard.push(JSON.parse(message))
      } catch {
        heard.push(message)
      }
    })
    await payload.delete({ collection: 'fuel-prices', where: { id: { exists: true } }, overrideAccess: true })
    doc = await payload.create({
      collection: 'fuel-prices',
      data: {
        region: 'usa',
        fuelType: 'gasoline',
        price: 3.75,
        unit: 'gallon',
        source: 'estimate',
        lastUpdated: '2026-01-01T00:00:00.000Z',
      },
      overrideAccess: true,
    })
  })

  afterAll(async () => {
    await listener?.close().catch(() => undefined)
    await other?.close().catch(() => undefined)
    const { closeRedisChannels } = await import('@/integrations/redis')
    const { closeSharedRedisClient } = await import('@/integrations/redis/client')
    await closeRedisChannels()
    await closeSharedRedisClient(REDIS_URL)
    await closeTestPayload()
  })

  function open() {
    const abort = new AbortController()
    return {
      abort,
      response: route.GET(new Request('http://localhost:3000/api/fuel-prices/stream', { signal: abort.signal })),
    }
  }

  function pricesOf(event: SseEvent): string[] {
    const message = protocol.parseLiveMessage(event.event, event.data)
    if (message?.kind !== 'prices') throw new Error(`Not a prices message: ${event.data}`)
    return message.prices.map(({ region, fuelType, price }) => `${region} ${fuelType} ${price}`)
  }

  /** Waits until this instance listens on the channel (it subscribes when its first stream opens). */
  async function listening(count: number): Promise<void> {
    const deadline = Date.now() + 5_000
    while (Date.now() < deadline) {
      const subscribers = await other.pubSubNumSub(CHANNEL)
      if ((subscribers[CHANNEL] ?? 0) >= count) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error('This instance never subscribed to the channel')
  }

  it('publishes a change saved here for the other instances', async () => {
    await payload.update({ collection: 'fuel-prices', id: doc.id, data: { price: 3.5 }, overrideAccess: true })
    // The create in beforeAll is published too, and may arrive after this test starts: wait for this change.
    const priced = (price: number) =>
      heard.find((message) => JSON.stringify(message).includes(`"price":${price}`)) as unknown
    await expect.poll(() => priced(3.5) !== undefined, { timeout: 5_000 }).toBe(true)
    expect(priced(3.5)).toMatchObject({
      origin: expect.any(String),
      change: {
        kind: 'saved',
        record: { id: String(doc.id), view: { region: 'usa', fuelType: 'gasoline', price: 3.5 } },
      },
    })
  })

  it("delivers another instance's change to this instance's open streams, ignoring malformed messages", async () => {
    const { abort, response } = open()
    const stream = readSse(await response)
    expect(pricesOf(await stream.next('prices'))).toEqual(['usa gasoline 3.5'])
    await listening(2)

    await other.publish(CHANNEL, 'not json')
    await other.publish(
      CHANNEL,
      JSON.stringify({ origin: 'other-instance', change: { kind: 'saved', record: { id: 'x' } } }),
    )
    await other.publish(
      CHANNEL,
      JSON.stringify({
        origin: 'other-instance',
        change: {
          kind: 'saved',
          record: {
            id: String(doc.id),
            updatedAt: new Date(Date.now() + 60_000).toISOString(),
            view: {
              region: 'usa',
              fuelType: 'gasoline',
              price: 3.071,
              unit: 'gallon',
              source: 'live',
              lastUpdated: '2026-11-16T00:00:00.000Z',
            },
          },
        },
      }),
    )
    expect(pricesOf(await stream.next('prices'))).toEqual(['usa gasoline 3.071'])
    abort.abort()
  })

  it("ignores this instance's own messages coming back (already delivered)", async () => {
    const { abort, response } = open()
    const stream = readSse(await response)
    await stream.next('prices')
    await listening(2)
    const own = heard.find((message): message is { origin: string } => typeof message === 'object') as {
      origin: string
    }
    await other.publish(
      CHANNEL,
      JSON.stringify({
        origin: own.origin,
        change: { kind: 'deleted', id: String(doc.id), at: new Date().toISOString() },
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(stream.seen.filter((event) => event.event === 'prices')).toHaveLength(1)
    abort.abort()
  })
})
