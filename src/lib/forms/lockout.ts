/**
 * Sign-in lockout per email address (issue 12): after `failures` failed sign-ins within `windowMs`,
 * the address is locked for `lockMs`. It is counted for every address typed, whether or not it has
 * an account, so a lockout (even one someone else caused) never tells whether the account exists.
 * Counted by rate-limiter-flexible: in this process's memory here, in Redis when REDIS_URL is set
 * (src/integrations/redis `lockoutFor`).
 */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'

export type LockoutRule = { failures: number; windowMs: number; lockMs: number }

export const SIGN_IN_LOCKOUT: LockoutRule = { failures: 5, windowMs: 10 * 60_000, lockMs: 10 * 60_000 }

export type LockoutStatus = { locked: boolean; retryAfterSeconds: number }

export type Lockout = {
  rule: LockoutRule
  /** Whether `key` is locked now. */
  status(key: string): Promise<LockoutStatus>
  /** Counts a failure; locks the key when it is the `failures`th in the window. */
  recordFailure(key: string): Promise<LockoutStatus>
  /** Forgets the failures (a successful sign-in). */
  clear(key: string): Promise<void>
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Our lockout over a rate-limiter-flexible limiter counting `rule.failures` points per window. */
export function lockoutFromFlexible(limiter: RateLimiterAbstract, rule: LockoutRule): Lockout {
  const lockedFor = (consumed: number, msBeforeNext: number): LockoutStatus =>
    consumed >= rule.failures
      ? { locked: true, retryAfterSeconds: seconds(msBeforeNext) }
      : { locked: false, retryAfterSeconds: 0 }
  return {
    rule,
    async status(key) {
      const res = await limiter.get(key)
      return res ? lockedFor(res.consumedPoints, res.msBeforeNext) : { locked: false, retryAfterSeconds: 0 }
    },
    async recordFailure(key) {
      const res = await limiter.penalty(key, 1)
      if (res.consumedPoints < rule.failures) return { locked: false, retryAfterSeconds: 0 }
      await limiter.block(key, seconds(rule.lockMs))
      return { locked: true, retryAfterSeconds: seconds(rule.lockMs) }
    },
    async clear(key) {
      await limiter.delete(key)
    },
  }
}

export function createMemoryLockout(name: string, rule: LockoutRule): Lockout {
  const limiter = new RateLimiterMemory({
    keyPrefix: `lock:${name}`,
    points: rule.failures,
    duration: seconds(rule.windowMs),
  })
  return lockoutFromFlexible(limiter, rule)
}

/** Counts in `primary` (a shared store) and, when it fails, in `fallback` (this process), reporting the error. */
export function lockoutWithFallback(primary: Lockout, fallback: Lockout, onError: (error: unknown) => void): Lockout {
  const guarded =
    <A extends unknown[], R>(call: (lockout: Lockout, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args)
      } catch (error) {
        onError(error)
        return call(fallback, ...args)
      }
    }
  return {
    rule: primary.rule,
    status: guarded((lockout, key: string) => lockout.status(key)),
    recordFailure: guarded((lockout, key: string) => lockout.recordFailure(key)),
    clear: guarded((lockout, key: string) => lockout.clear(key)),
  }
}
