/**
 * When the browser refreshes the member's session (SPEC §9 "Account and session"): a tick every
 * 30 s; a refresh when the expiry is within 3 ticks (90 s); a refresh that fails for a passing
 * reason (network, 5xx, 429) is retried with exponential back-off from 200 ms. Pure, so the
 * session store (./store.ts) stays a thin shell of timers around it.
 */
export const SESSION_TICK_MS = 30_000
export const REFRESH_WITHIN_TICKS = 3
export const REFRESH_WINDOW_MS = SESSION_TICK_MS * REFRESH_WITHIN_TICKS
export const BACKOFF_BASE_MS = 200
/** Retries after the first try: 200, 400, 800, 1600, 3200 ms (about 6 s), then the next tick tries again. */
export const BACKOFF_RETRIES = 5

/** True when a session ending at `expiresAt` (epoch ms) is due for a refresh at `now`. */
export function shouldRefresh(expiresAt: number, now: number): boolean {
  return expiresAt - now <= REFRESH_WINDOW_MS
}

/** True once a session ending at `expiresAt` has ended. */
export function hasExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt
}

/** The waits before each retry: base, 2·base, 4·base… (`retries` of them). */
export function backoffDelays(retries: number = BACKOFF_RETRIES, base: number = BACKOFF_BASE_MS): number[] {
  return Array.from({ length: Math.max(0, Math.floor(retries)) }, (_, attempt) => base * 2 ** attempt)
}

/** What one try answered: done (stop, with its value), or a passing failure worth retrying. */
export type Attempt<T> = { done: true; value: T } | { done: false }

/**
 * Runs `attempt` until it is done, waiting `delays[i]` before retry i; null when every try
 * failed. `stillWanted` is asked before each retry (e.g. the member signed out meanwhile).
 */
export async function withBackoff<T>(
  attempt: () => Promise<Attempt<T>>,
  {
    delays = backoffDelays(),
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    stillWanted = () => true,
  }: { delays?: readonly number[]; sleep?: (ms: number) => Promise<void>; stillWanted?: () => boolean } = {},
): Promise<T | null> {
  for (let tryIndex = 0; tryIndex <= delays.length; tryIndex++) {
    if (tryIndex > 0) {
      await sleep(delays[tryIndex - 1])
      if (!stillWanted()) return null
    }
    const result = await attempt()
    if (result.done) return result.value
  }
  return null
}

/** The hint cookie's presence in a `document.cookie` string (its value is never trusted). */
export function hasCookie(cookieHeader: string, name: string): boolean {
  return cookieHeader.split(';').some((part) => {
    const [key, value = ''] = part.trim().split('=')
    return key === name && value.length > 0
  })
}
