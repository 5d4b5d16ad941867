/**
 * Rate limits counted in Redis by rate-limiter-flexible, so every instance sees the same attempts
 * and a restart forgets none: one key per endpoint and hashed client address,
 * `<prefix>rate:<name>:<key>`, incremented and given the window's expiry in one atomic script
 * (a fixed window, like the in-memory limiter; the key disappears when it ends).
 */
import { RateLimiterRedis } from 'rate-limiter-flexible'

import { type Lockout, lockoutFromFlexible, type LockoutRule } from '@/lib/forms/lockout'
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

/** A sign-in lockout (src/lib/forms/lockout.ts) counted in Redis: `<prefix>lock:<name>:<key>`. */
export function createRedisLockout(options: {
  client: RedisClient
  prefix: string
  name: string
  rule: LockoutRule
  timeoutMs?: number
}): Lockout {
  const { client, prefix, name, rule, timeoutMs = COMMAND_TIMEOUT_MS } = options
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix: `${prefix}lock:${name}`,
    points: rule.failures,
    duration: Math.max(1, Math.round(rule.windowMs / 1000)),
  })
  const counted = lockoutFromFlexible(limiter, rule)
  return {
    rule,
    attempt: (key) => withTimeout(counted.attempt(key), timeoutMs, 'the lockout'),
    lock: (key) => withTimeout(counted.lock(key), timeoutMs, 'the lockout'),
    clear: (key) => withTimeout(counted.clear(key), timeoutMs, 'the lockout'),
    forgive: (key) => withTimeout(counted.forgive(key), timeoutMs, 'the lockout'),
  }
}
