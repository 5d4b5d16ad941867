/**
 * Rate limits counted in the local Redis by rate-limiter-flexible
 * (src/integrations/redis/rate-limiter.ts), as two instances see them, under a key prefix of this
 * file's own (removed at the end); and what happens when Redis cannot be reached. Skipped, saying
 * so, only when no Redis answers (npm test starts one or stops before this).
 */
import { describe, expect, it } from 'vitest'

import { createRedisLockout, createRedisRateLimiter } from '@/integrations/redis/rate-limiter'
import { createMemoryRateLimiter, type RateLimitRule, withFallback } from '@/lib/forms/rate-limit'

import { redisAnswers, skipMessage, testKeyPrefix, twoRedisInstances, unreachableRedisClient } from './helpers/redis'

const PREFIX = testKeyPrefix()
const redisUp = await redisAnswers()
if (!redisUp) console.warn(skipMessage())

describe.skipIf(!redisUp)('rate limits in Redis', () => {
  const instances = twoRedisInstances(PREFIX)
  const minute: RateLimitRule = { limit: 20, windowMs: 60_000 }

  it('a sign-in lockout counts attempts across instances, locks for the lock time and clears', async () => {
    const rule = { failures: 3, windowMs: 60_000, lockMs: 120_000 }
    const a = createRedisLockout({ client: instances.a(), prefix: PREFIX, name: 'signIn', rule })
    const b = createRedisLockout({ client: instances.b(), prefix: PREFIX, name: 'signIn', rule })
    expect(await a.attempt('mail1')).toMatchObject({ locked: false, count: 1 })
    expect(await b.attempt('mail1')).toMatchObject({ locked: false, count: 2 })
    expect(await a.attempt('mail1')).toMatchObject({ locked: false, count: 3 })
    await a.lock('mail1')
    const locked = await b.attempt('mail1')
    expect(locked.locked).toBe(true)
    expect(locked.retryAfterSeconds).toBeGreaterThan(118)
    expect((await b.attempt('mail2')).locked).toBe(false)
    await b.clear('mail1')
    expect(await a.attempt('mail1')).toMatchObject({ locked: false, count: 1 })
  })

  it('a lockout forgives one attempt in Redis (staff sign-in: only failures count per client address)', async () => {
    const rule = { failures: 2, windowMs: 60_000, lockMs: 60_000 }
    const a = createRedisLockout({ client: instances.a(), prefix: PREFIX, name: 'staffAddress', rule })
    const b = createRedisLockout({ client: instances.b(), prefix: PREFIX, name: 'staffAddress', rule })
    expect(await a.attempt('ip9')).toMatchObject({ locked: false, count: 1 })
    await b.forgive('ip9')
    expect(await b.attempt('ip9')).toMatchObject({ locked: false, count: 1 })
    expect(await a.attempt('ip9')).toMatchObject({ locked: false, count: 2 })
    expect((await b.attempt('ip9')).locked).toBe(true)
  })

  it('counts every attempt once, across instances, even when they come at the same moment', async () => {
    const a = createRedisRateLimiter({ client: instances.a(), prefix: PREFIX, name: 'contact', rule: minute })
    const b = createRedisRateLimiter({ client: instances.b(), prefix: PREFIX, name: 'contact', rule: minute })
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => (i % 2 ? a : b).check('ip1')))
    expect(results.filter((result) => result.allowed)).toHaveLength(20)
    expect(results.map((result) => result.remaining).sort((x, y) => x - y)).toEqual([
      ...Array<number>(5).fill(0),
      ...Array.from({ length: 19 }, (_, i) => i + 1),
    ])
    for (const refused of results.filter((result) => !result.allowed)) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(58)
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60)
    }
    const ttl = await instances.a().pTTL(`${PREFIX}rate:contact:ip1`)
    expect(ttl).toBeGreaterThan(58_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })

  it('limits an address over both instances, and forgets it when the window ends', async () => {
    const rule = { limit: 3, windowMs: 1_000 }
    const limiterA = createRedisRateLimiter({ client: instances.a(), prefix: PREFIX, name: 'story', rule })
    const limiterB = createRedisRateLimiter({ client: instances.b(), prefix: PREFIX, name: 'story', rule })
    expect((await limiterA.check('ip2')).allowed).toBe(true)
    expect((await limiterB.check('ip2')).allowed).toBe(true)
    expect((await limiterA.check('ip2')).allowed).toBe(true)
    const blocked = await limiterB.check('ip2')
    expect(blocked).toMatchObject({ allowed: false, remaining: 0 })
    expect(blocked.retryAfterSeconds).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await instances.a().exists(`${PREFIX}rate:story:ip2`)).toBe(0)
    expect(await limiterB.check('ip2')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
  })

  it('survives a restart: a limiter built afterwards, on another connection, still refuses', async () => {
    const rule = { limit: 2, windowMs: 60_000 }
    const before = createRedisRateLimiter({ client: instances.a(), prefix: PREFIX, name: 'subscribe', rule })
    expect((await before.check('ip4')).allowed).toBe(true)
    expect((await before.check('ip4')).allowed).toBe(true)
    // What a restarted process does: a new limiter, its own connection, nothing in memory.
    const after = createRedisRateLimiter({ client: instances.b(), prefix: PREFIX, name: 'subscribe', rule })
    expect((await after.check('ip4')).allowed).toBe(false)
    // Only this endpoint and address: another one is counted on its own.
    expect((await after.check('ip5')).allowed).toBe(true)
  })

  describe('when Redis cannot be reached', () => {
    const dead = unreachableRedisClient()

    it('the rate limits count in this process, and say so', async () => {
      const errors: unknown[] = []
      const rule = { limit: 1, windowMs: 60_000 }
      const limiter = withFallback(
        createRedisRateLimiter({ client: dead(), prefix: PREFIX, name: 'contact', rule }),
        createMemoryRateLimiter('contact', rule),
        { onError: (error) => errors.push(error) },
      )
      expect((await limiter.check('ip3')).allowed).toBe(true)
      expect((await limiter.check('ip3')).allowed).toBe(false)
      expect(errors).toHaveLength(2)
      expect((errors[0] as Error).message).toBe('Redis connection is not ready')
    })
  })
})
