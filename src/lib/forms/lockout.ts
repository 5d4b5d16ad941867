/**
 * Sign-in lockout per email address (issue 12): at most `failures` failed sign-ins within
 * `windowMs`, then the address is locked for `lockMs`. It is counted for every address typed,
 * whether or not it has an account, so a lockout (even one someone else caused) never tells
 * whether the account exists. Every attempt is counted before the password is checked (and the
 * count cleared on success), so a burst of parallel guesses gets no more tries than one at a time.
 * Counted by rate-limiter-flexible: in this process's memory here, in Redis when REDIS_URL is set
 * (src/integrations/redis `lockoutFor`).
 */
import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible'

export type LockoutRule = { failures: number; windowMs: number; lockMs: number }

export type LockoutAttempt = {
  /** Locked: refuse without checking the password. */
  locked: boolean
  retryAfterSeconds: number
  /** This attempt's number in the window (1 for the first); `failures` or more means a failure now locks. */
  count: number
}

export type Lockout = {
  rule: LockoutRule
  /** Counts an attempt for `key` (before its password is checked). */
  attempt(key: string): Promise<LockoutAttempt>
  /** Locks `key` for the lock time (an attempt numbered `failures` or more failed). */
  lock(key: string): Promise<void>
  /** Forgets the attempts (a successful sign-in). */
  clear(key: string): Promise<void>
  /** Takes back one counted attempt (a successful sign-in, where only failures should count). */
  forgive(key: string): Promise<void>
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/** Our lockout over a rate-limiter-flexible limiter counting `rule.failures` points per window. */
export function lockoutFromFlexible(limiter: RateLimiterAbstract, rule: LockoutRule): Lockout {
  return {
    rule,
    async attempt(key) {
      const res = await limiter.penalty(key, 1)
      const locked = res.consumedPoints > rule.failures
      return { locked, retryAfterSeconds: locked ? seconds(res.msBeforeNext) : 0, count: res.consumedPoints }
    },
    async lock(key) {
      await limiter.block(key, seconds(rule.lockMs))
    },
    async clear(key) {
      await limiter.delete(key)
    },
    async forgive(key) {
      await limiter.reward(key, 1)
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
    <R>(call: (lockout: Lockout, key: string) => Promise<R>) =>
    async (key: string): Promise<R> => {
      try {
        return await call(primary, key)
      } catch (error) {
        onError(error)
        return call(fallback, key)
      }
    }
  return {
    rule: primary.rule,
    attempt: guarded((lockout, key) => lockout.attempt(key)),
    lock: guarded((lockout, key) => lockout.lock(key)),
    clear: guarded((lockout, key) => lockout.clear(key)),
    forgive: guarded((lockout, key) => lockout.forgive(key)),
  }
}
