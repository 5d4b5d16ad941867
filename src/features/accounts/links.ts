/**
 * How long the account emails' links work. Pure.
 */
/** A confirmation link works for this long after it is sent; "Send me a new link" sends another. */
export const CONFIRMATION_LINK_HOURS = 24
export const CONFIRMATION_LINK_MS = CONFIRMATION_LINK_HOURS * 60 * 60 * 1000

/** A password reset link works for one hour, once. */
export const RESET_LINK_MS = 60 * 60 * 1000

/** True when a confirmation link sent at `sentAt` (ISO, or missing for old accounts) has expired at `now`. */
export function confirmationExpired(sentAt: string | null | undefined, now = Date.now()): boolean {
  if (!sentAt) return false
  const sent = Date.parse(sentAt)
  return Number.isFinite(sent) && now - sent > CONFIRMATION_LINK_MS
}
