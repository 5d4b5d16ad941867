/** Retry schedule of failed deliveries (pure). */

/** Total delivery attempts of one email, the first included. */
export const MAX_EMAIL_ATTEMPTS = 6

/** Minutes to wait after the n-th failed attempt (1-based): 1, 5, 25, 125, 625. */
export const RETRY_DELAYS_MINUTES = [1, 5, 25, 125, 625] as const

/**
 * When to try again after `attempts` failed attempts, or null when there is no attempt left.
 */
export function nextAttemptAt(attempts: number, now: Date = new Date()): Date | null {
  if (attempts < 1 || attempts >= MAX_EMAIL_ATTEMPTS) return null
  const minutes = RETRY_DELAYS_MINUTES[Math.min(attempts, RETRY_DELAYS_MINUTES.length) - 1]
  return new Date(now.getTime() + minutes * 60_000)
}
