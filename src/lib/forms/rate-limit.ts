/**
 * Per-IP rate limiting for the public forms: a fixed window per key, with injectable storage and
 * clock. Pure logic (no framework imports); re-exported by ./guard.ts.
 */

export type RateLimitHit = { count: number; resetAt: number }

/**
 * Counter storage. The in-memory store suits one process; with REDIS_URL the forms count in
 * Redis (src/integrations/redis), shared by every instance.
 */
export interface RateLimitStore {
  /** Counts one attempt for `key` in the window that contains `now` and returns the new total. */
  increment(key: string, windowMs: number, now: number): RateLimitHit | Promise<RateLimitHit>
}

export type RateLimitResult = { allowed: boolean; remaining: number; retryAfterSeconds: number }

export type RateLimiter = {
  limit: number
  windowMs: number
  check(key: string): Promise<RateLimitResult>
}

/** Per form: attempts allowed per client IP in each window. */
export const RATE_LIMITS = {
  subscribe: { limit: 5, windowMs: 60_000 },
  story: { limit: 3, windowMs: 10 * 60_000 },
  contact: { limit: 5, windowMs: 10 * 60_000 },
  /** The newsletter confirm button (one POST per click; a signed token is needed to change anything). */
  confirm: { limit: 10, windowMs: 60_000 },
} as const satisfies Record<string, { limit: number; windowMs: number }>

export type FormName = keyof typeof RATE_LIMITS

/**
 * Map-backed store. Expired windows are swept at most once per `sweepIntervalMs` and whenever
 * the map is full; if it is still full the oldest key is evicted, so memory stays bounded.
 */
export function createMemoryRateLimitStore(options: { maxKeys?: number; sweepIntervalMs?: number } = {}) {
  const { maxKeys = 10_000, sweepIntervalMs = 60_000 } = options
  const entries = new Map<string, RateLimitHit>()
  let lastSweep = -Infinity

  const sweep = (now: number) => {
    lastSweep = now
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key)
  }

  return {
    get size() {
      return entries.size
    },
    increment(key: string, windowMs: number, now: number): RateLimitHit {
      if (now - lastSweep >= sweepIntervalMs) sweep(now)
      const current = entries.get(key)
      if (current && current.resetAt > now) {
        current.count += 1
        return { ...current }
      }
      entries.delete(key)
      if (entries.size >= maxKeys) sweep(now)
      while (entries.size >= maxKeys) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      const fresh = { count: 1, resetAt: now + windowMs }
      entries.set(key, fresh)
      return { ...fresh }
    },
  } satisfies RateLimitStore & { readonly size: number }
}

/**
 * Counts in `primary` (a shared store); when it fails, counts this attempt in `fallback` (this
 * process's memory) instead and tells `onError`, so an unreachable store never fails a request.
 */
export function createFallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  onError: (error: unknown) => void,
): RateLimitStore {
  return {
    async increment(key: string, windowMs: number, now: number): Promise<RateLimitHit> {
      try {
        return await primary.increment(key, windowMs, now)
      } catch (error) {
        onError(error)
        return fallback.increment(key, windowMs, now)
      }
    },
  }
}

export function createRateLimiter(options: {
  limit: number
  windowMs: number
  store?: RateLimitStore
  now?: () => number
}): RateLimiter {
  const { limit, windowMs, store = createMemoryRateLimitStore(), now = Date.now } = options
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer')
  if (!Number.isFinite(windowMs) || windowMs <= 0) throw new RangeError('windowMs must be positive')
  return {
    limit,
    windowMs,
    async check(key: string): Promise<RateLimitResult> {
      const at = now()
      const hit = await store.increment(key, windowMs, at)
      if (hit.count <= limit) return { allowed: true, remaining: limit - hit.count, retryAfterSeconds: 0 }
      return { allowed: false, remaining: 0, retryAfterSeconds: Math.max(1, Math.ceil((hit.resetAt - at) / 1000)) }
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
