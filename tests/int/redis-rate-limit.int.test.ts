/**
 * Form rate limits counted in the local Redis (src/integrations/redis/rate-limit-store.ts), as two
 * instances see them, under a key prefix of this file's own (removed at the end); and what
 * happens when Redis cannot be reached. Skipped, saying so, only when no Redis answers (npm test
 * starts one or stops before this).
 */
import { describe, expect, it } from 'vitest'

import { createRedisRateLimitStore } from '@/integrations/redis/rate-limit-store'
import { createFallbackRateLimitStore, createMemoryRateLimitStore, createRateLimiter } from '@/lib/forms/rate-limit'

import { redisAnswers, skipMessage, testKeyPrefix, twoRedisInstances, unreachableRedisClient } from './helpers/redis'

const PREFIX = testKeyPrefix()
const redisUp = await redisAnswers()
if (!redisUp) console.warn(skipMessage())

describe.skipIf(!redisUp)('rate limits in Redis', () => {
  const instances = twoRedisInstances(PREFIX)

  it('counts every attempt once, across instances, even when they come at the same moment', async () => {
    const a = createRedisRateLimitStore({ client: instances.a(), prefix: PREFIX })
    const b = createRedisRateLimitStore({ client: instances.b(), prefix: PREFIX })
    const now = Date.now()
    const hits = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment('contact:ip1', 60_000, now)),
    )
    expect(hits.map((hit) => hit.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
    for (const hit of hits) {
      expect(hit.resetAt).toBeGreaterThan(now + 59_000)
      expect(hit.resetAt).toBeLessThanOrEqual(now + 60_000)
    }
    const ttl = await instances.a().pTTL(`${PREFIX}rate:contact:ip1`)
    expect(ttl).toBeGreaterThan(59_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('limits an address over both instances, and forgets it when the window ends', async () => {
    const limiterA = createRateLimiter({
      limit: 3,
      windowMs: 300,
      store: createRedisRateLimitStore({ client: instances.a(), prefix: PREFIX }),
    })
    const limiterB = createRateLimiter({
      limit: 3,
      windowMs: 300,
      store: createRedisRateLimitStore({ client: instances.b(), prefix: PREFIX }),
    })
    expect((await limiterA.check('story:ip2')).allowed).toBe(true)
    expect((await limiterB.check('story:ip2')).allowed).toBe(true)
    expect((await limiterA.check('story:ip2')).allowed).toBe(true)
    const blocked = await limiterB.check('story:ip2')
    expect(blocked).toMatchObject({ allowed: false, remaining: 0 })
    expect(blocked.retryAfterSeconds).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await instances.a().exists(`${PREFIX}rate:story:ip2`)).toBe(0)
    expect(await limiterB.check('story:ip2')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
  })

  describe('when Redis cannot be reached', () => {
    const dead = unreachableRedisClient()

    it('the rate limits count in this process, and say so', async () => {
      const errors: unknown[] = []
      const store = createFallbackRateLimitStore(
        createRedisRateLimitStore({ client: dead(), prefix: PREFIX }),
        createMemoryRateLimitStore(),
        (error) => errors.push(error),
      )
      const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, store })
      expect((await limiter.check('contact:ip3')).allowed).toBe(true)
      expect((await limiter.check('contact:ip3')).allowed).toBe(false)
      expect(errors).toHaveLength(2)
      expect((errors[0] as Error).message).toBe('Redis is not connected')
    })
  })
})
