/**
 * Per-address rate limits for the public endpoints, counted by rate-limiter-flexible (a fixed
 * window per key): in this process's memory here, in Redis when REDIS_URL is set
 * (src/integrations/redis builds that limiter and hands it over through `fromFlexible`).
 * Only the mechanism: each slice declares its own limits in its `limits.ts`. Re-exported by ./guard.ts.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/** Attempts allowed per client address in each window (whole seconds: Redis expires keys in seconds). */
export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export type RateLimiter = RateLimitRule & {
  /** Counts one attempt for `key`; resolves whether it is allowed. Rejects only when the store fails. */
  check(key: string): Promise<RateLimitResult>
}

/**
 * A rate limit a slice owns (its `limits.ts`): a name unique on the site (it names the counter, in
 * Redis `rate:<name>:<key>`) and its rule.
 */
export type NamedRateLimit = RateLimitRule & { name: string }

/** The window in whole seconds, as rate-limiter-flexible counts it (at least one). */
export function windowSeconds(rule: RateLimitRule): number {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) throw new RangeError('limit must be a positive integer')
  if (!Number.isFinite(rule.windowMs) || rule.windowMs < 1000) throw new RangeError('windowMs must be at least 1000')
  return Math.round(rule.windowMs / 1000)
}

/**
 * Our limiter over a rate-limiter-flexible one with the same rule: an attempt over the limit is
 * refused with the seconds until its window ends; a failing store rejects (see withFallback).
 */
export function fromFlexible(limiter: RateLimiterAbstract, rule: RateLimitRule): RateLimiter {
  return {
    limit: rule.limit,
    windowMs: rule.windowMs,
    async check(key: string): Promise<RateLimitResult> {
      try {
        const res = await limiter.consume(key)
        return { allowed: true, remaining: res.remainingPoints, retryAfterSeconds: 0 }
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            remaining: 0,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          }
        }
        throw rejection instanceof Error ? rejection : new Error(`Rate limit store failed: ${String(rejection)}`)
      }
    },
  }
}

/** Counts in this process's memory, under `name` (keys expire with their window). */
export function createMemoryRateLimiter(name: string, rule: RateLimitRule): RateLimiter {
  const limiter = new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration: windowSeconds(rule) })
  return fromFlexible(limiter, rule)
}

/**
 * Counts in `primary` (a shared store); an attempt it cannot count (it rejected) is counted in
 * `fallback` (this process's memory) instead and reported to `onError`, so an unreachable store
 * never fails a request. `onSuccess` hears every attempt the primary counted.
 */
export function withFallback(
  primary: RateLimiter,
  fallback: RateLimiter,
  report: { onError: (error: unknown) => void; onSuccess?: () => void },
): RateLimiter {
  return {
    limit: primary.limit,
    windowMs: primary.windowMs,
    async check(key: string): Promise<RateLimitResult> {
      try {
        const result = await primary.check(key)
        report.onSuccess?.()
        return result
      } catch (error) {
        report.onError(error)
        return fallback.check(key)
      }
    },
  }
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`

/** "Too many attempts. Please wait 2 minutes and try again." (seconds under a minute). */
export function rateLimitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(Number.isFinite(retryAfterSeconds) ? retryAfterSeconds : 60))
  const wait = seconds < 60 ? plural(seconds, 'second') : plural(Math.ceil(seconds / 60), 'minute')
  return `Too many attempts. Please wait ${wait} and try again.`
}
