/**
 * Redis (REDIS_URL), shared by every instance of the site: the page and data cache (Next loads
 * ./next-cache-handler.ts itself, see next.config.ts) and the form rate limits (here). Without
 * REDIS_URL nothing here connects: one instance, everything in its own memory (ADR 0013).
 */
import 'server-only'

import { env } from '@/lib/env'
import { createFallbackRateLimitStore, createMemoryRateLimitStore, type RateLimitStore } from '@/lib/forms/rate-limit'
import { logger } from '@/lib/logger'

import { sharedRedisClient } from './client'
import { createOutageReporter } from './outage'
import { createRedisRateLimitStore } from './rate-limit-store'

export { createRedisRateLimitStore } from './rate-limit-store'

const STORE = Symbol.for('vanlife.redis.rateLimitStore')

/**
 * Where the public forms count attempts: Redis when REDIS_URL is set (falling back to this
 * process's memory, logged, for any attempt Redis cannot count), undefined otherwise (the forms
 * then count in memory, src/lib/forms/endpoint.ts).
 */
export function sharedRateLimitStore(): RateLimitStore | undefined {
  const url = env.REDIS_URL
  if (!url) return undefined
  const holder = globalThis as typeof globalThis & { [STORE]?: RateLimitStore }
  if (!holder[STORE]) {
    const outage = createOutageReporter({
      log: logger,
      what: 'rate_limit',
      degraded: 'Redis unreachable: form rate limits count in this process only until it answers',
      recovered: 'Redis answers again: form rate limits are shared again',
    })
    const redis = createRedisRateLimitStore({ client: sharedRedisClient(url), prefix: env.REDIS_KEY_PREFIX })
    const primary: RateLimitStore = {
      async increment(key, windowMs, now) {
        const hit = await redis.increment(key, windowMs, now)
        outage.succeeded()
        return hit
      },
    }
    holder[STORE] = createFallbackRateLimitStore(primary, createMemoryRateLimitStore(), (error) => outage.failed(error))
  }
  return holder[STORE]
}
