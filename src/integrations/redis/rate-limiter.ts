/**
 * Rate limits counted in Redis by rate-limiter-flexible, so every instance sees the same attempts
 * and a restart forgets none: one key per endpoint and hashed client address,
 * `<prefix>rate:<name>:<key>`, incremented and given the window's expiry in one atomic script
 * (a fixed window, like the in-memory limiter; the key disappears when it ends).
 */
import { RateLimiterRedis } from 'rate-limiter-flexible'

import { fromFlexible, type RateLimiter, type RateLimitRule, windowSeconds } from '@/lib/forms/rate-limit'

import { COMMAND_TIMEOUT_MS, type RedisClient } from './client'
import { withTimeout } from './timeout'

export function createRedisRateLimiter(options: {
  client: RedisClient
  /** Start of every key, e.g. "vanlife:"; the limiter adds "rate:<name>:". */
  prefix: string
  /** The endpoint, e.g. "contact". */
  name: string
  rule: RateLimitRule
  timeoutMs?: number
}): RateLimiter {
  const { client, prefix, name, rule, timeoutMs = COMMAND_TIMEOUT_MS } = options
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    // A client still connecting (or reconnecting) fails the attempt at once: it is counted in memory.
    rejectIfRedisNotReady: true,
    keyPrefix: `${prefix}rate:${name}`,
    points: rule.limit,
    duration: windowSeconds(rule),
  })
  const counted = fromFlexible(limiter, rule)
  return { ...counted, check: (key) => withTimeout(counted.check(key), timeoutMs, 'the rate limit') }
}
