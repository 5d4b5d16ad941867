/**
 * Redis (REDIS_URL), shared by every instance of the site: the page and data cache (Next loads
 * ./next-cache-handler.ts itself, see next.config.ts) and the form rate limits (here). Without
 * REDIS_URL nothing here connects: one instance, everything in its own memory (ADR 0013).
 */
import 'server-only'

import { env } from '@/lib/env'
import {
  createMemoryRateLimiter,
  RATE_LIMITS,
  type RateLimiter,
  type RateLimitName,
  withFallback,
} from '@/lib/forms/rate-limit'
import { logger } from '@/lib/logger'

import { sharedRedisClient } from './client'
import { createOutageReporter, type OutageReporter } from './outage'
import { createRedisRateLimiter } from './rate-limiter'

export { createRedisRateLimiter } from './rate-limiter'

const LIMITERS = Symbol.for('vanlife.redis.rateLimiters')

type Shared = { outage: OutageReporter; limiters: Map<RateLimitName, RateLimiter> }

/**
 * The rate limiter of a public endpoint when REDIS_URL is set: counted in Redis, shared by every
 * instance and kept across restarts (falling back to this process's memory, logged once per
 * outage, for any attempt Redis cannot count). Undefined without REDIS_URL: the endpoint then
 * counts in memory (src/lib/forms/endpoint.ts).
 */
export function sharedRateLimiter(name: RateLimitName): RateLimiter | undefined {
  const url = env.REDIS_URL
  if (!url) return undefined
  const holder = globalThis as typeof globalThis & { [LIMITERS]?: Shared }
  holder[LIMITERS] ??= {
    outage: createOutageReporter({
      log: logger,
      what: 'rate_limit',
      degraded: 'Redis unreachable: rate limits count in this process only until it answers',
      recovered: 'Redis answers again: rate limits are shared again',
    }),
    limiters: new Map(),
  }
  const shared = holder[LIMITERS]
  let limiter = shared.limiters.get(name)
  if (!limiter) {
    const rule = RATE_LIMITS[name]
    limiter = withFallback(
      createRedisRateLimiter({ client: sharedRedisClient(url), prefix: env.REDIS_KEY_PREFIX, name, rule }),
      createMemoryRateLimiter(name, rule),
      { onError: (error) => shared.outage.failed(error), onSuccess: () => shared.outage.succeeded() },
    )
    shared.limiters.set(name, limiter)
  }
  return limiter
}
