/**
 * Redis (REDIS_URL), shared by every instance of the site: the page and data cache (Next loads
 * ./next-cache-handler.ts itself, see next.config.ts) and the rate limits (rateLimiterFor). Without
 * REDIS_URL nothing here connects: one instance, everything in its own memory (ADR 0013).
 */
import 'server-only'

import { env } from '@/lib/env'
import { createMemoryLockout, type Lockout, lockoutWithFallback, type LockoutRule } from '@/lib/forms/lockout'
import {
  createMemoryRateLimiter,
  type NamedRateLimit,
  type RateLimiter,
  type RateLimitRule,
  withFallback,
} from '@/lib/forms/rate-limit'
import { logger } from '@/lib/logger'

import { sharedRedisClient } from './client'
import { createOutageReporter, type OutageReporter } from './outage'
import { type RedisChannel, redisChannel } from './pubsub'
import { createRedisLockout, createRedisRateLimiter } from './rate-limiter'

export { pingRedis } from './ping'
export { closeRedisChannels, type RedisChannel } from './pubsub'
export { createRedisLockout, createRedisRateLimiter } from './rate-limiter'

const LIMITERS = Symbol.for('vanlife.rateLimiters')

type Limiters = {
  outage?: OutageReporter
  pubsubOutage?: OutageReporter
  byName: Map<string, RateLimiter>
  lockouts: Map<string, Lockout>
}

/** This process's limiters, kept on globalThis: Next may load this module more than once. */
function processLimiters(): Limiters {
  const holder = globalThis as typeof globalThis & { [LIMITERS]?: Limiters }
  return (holder[LIMITERS] ??= { byName: new Map(), lockouts: new Map() })
}

/**
 * The rate limiter of a slice's limit (its limits.ts), one per name and process. With REDIS_URL it counts in
 * Redis, shared by every instance and kept across restarts (an attempt Redis cannot count is
 * counted in this process's memory, the outage logged once); without it, in this process's memory.
 */
export function rateLimiterFor(limit: NamedRateLimit): RateLimiter {
  const { name, ...rule } = limit
  const limiters = processLimiters()
  let limiter = limiters.byName.get(name)
  if (!limiter) {
    limiter = env.REDIS_URL ? redisLimiter(env.REDIS_URL, name, rule, limiters) : createMemoryRateLimiter(name, rule)
    limiters.byName.set(name, limiter)
  }
  return limiter
}

/** One outage log for every Redis-backed limit of this process. */
function outageOf(limiters: Limiters): OutageReporter {
  return (limiters.outage ??= createOutageReporter({
    log: logger,
    what: 'rate_limit',
    degraded: 'Redis unreachable: rate limits count in this process only until it answers',
    recovered: 'Redis answers again: rate limits are shared again',
  }))
}

function redisLimiter(url: string, name: string, rule: RateLimitRule, limiters: Limiters): RateLimiter {
  const outage = outageOf(limiters)
  return withFallback(
    createRedisRateLimiter({ client: sharedRedisClient(url), prefix: env.REDIS_KEY_PREFIX, name, rule }),
    createMemoryRateLimiter(name, rule),
    { onError: (error) => outage.failed(error), onSuccess: () => outage.succeeded() },
  )
}

/**
 * A sign-in lockout (src/lib/forms/lockout.ts), one per name and process: in Redis with REDIS_URL
 * (every instance counts the same failures; an unreachable Redis falls back to this process's
 * memory, the outage logged once), else in this process's memory.
 */
export function lockoutFor(name: string, rule: LockoutRule): Lockout {
  const limiters = processLimiters()
  let lockout = limiters.lockouts.get(name)
  if (!lockout) {
    const memory = createMemoryLockout(name, rule)
    if (env.REDIS_URL) {
      const redis = createRedisLockout({
        client: sharedRedisClient(env.REDIS_URL),
        prefix: env.REDIS_KEY_PREFIX,
        name,
        rule,
      })
      lockout = lockoutWithFallback(redis, memory, (error) => outageOf(limiters).failed(error))
    } else {
      lockout = memory
    }
    limiters.lockouts.set(name, lockout)
  }
  return lockout
}

/** One outage log for this process's pub/sub (publishing and listening). */
function pubsubOutageOf(limiters: Limiters): OutageReporter {
  return (limiters.pubsubOutage ??= createOutageReporter({
    log: logger,
    what: 'pubsub',
    degraded: 'Redis unreachable: changes reach only the pages this instance serves until it answers',
    recovered: 'Redis answers again: changes reach every instance again',
  }))
}

/**
 * A pub/sub channel of this site, `REDIS_KEY_PREFIX` + `name`, in REDIS_URL's Redis; null without
 * REDIS_URL (one instance: the caller keeps its news in process). Publishing reports an outage
 * once and rejects, so the caller can fall back; a publish that succeeds ends the outage.
 */
export function siteChannel(name: string): RedisChannel | null {
  const url = env.REDIS_URL
  if (!url) return null
  const outage = pubsubOutageOf(processLimiters())
  const channel = redisChannel(url, `${env.REDIS_KEY_PREFIX}${name}`, { onError: (error) => outage.failed(error) })
  return {
    async publish(message) {
      try {
        await channel.publish(message)
        outage.succeeded()
      } catch (error) {
        outage.failed(error)
        throw error
      }
    },
    subscribe: (listener) => channel.subscribe(listener),
  }
}
