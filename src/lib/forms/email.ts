/**
 * Email rules shared by every form, in the browser and on the server. Pure and dependency-free.
 */

/**
 * The one basic email pattern the forms use. It is the pattern Payload's `email` field applies,
 * so an address the forms accept is never rejected later when it is stored: no spaces or quotes,
 * no consecutive dots, a dotted domain without leading/trailing hyphens and a TLD of 2+ letters.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** RFC 5321 limit for a forward path. */
export const EMAIL_MAX_LENGTH = 254

/**
 * Canonical form of an address: trimmed, the whole address lowercased, a trailing dot (a
 * fully-qualified domain such as `example.com.`) removed. Returns null for non-strings and for
 * addresses with whitespace inside them. It does not check the pattern: see `isValidEmail`.
 */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const trimmed = raw.trim().toLowerCase().replace(/\.+$/, '')
  if (/\s/.test(trimmed)) return null
  return trimmed
}

/** True when `raw`, once normalised, is a well-formed address within the length limit. */
export function isValidEmail(raw: unknown): boolean {
  const email = normaliseEmail(raw)
  return email !== null && email.length > 0 && email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
}
