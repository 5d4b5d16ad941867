/**
 * Staff sign-in and forgot-password limits (issue 21 point 4; docs/security.md "Rate limits" and
 * "Accounts"), counted like the members' (rate-limiter-flexible: in memory, or in Redis with
 * REDIS_URL). Payload's own account lock is off (maxLoginAttempts 0): it locked an account for
 * everyone, its owner included, after ten wrong passwords from anywhere, and said so.
 *
 * A sign-in counts, in this order, and stops at the first that refuses:
 *   1. per client address, whatever the account: STAFF_ADDRESS_LOCKOUT (a successful sign-in takes
 *      its own attempt back, so only failures use it up: a team behind one address is not refused);
 *   2. per account and client address: STAFF_SIGN_IN_LOCKOUT, so wrong passwords from one address
 *      refuse that address only and never lock the owner out from another;
 *   3. per account, from every address: STAFF_ACCOUNT_LOCKOUT, against guessing spread over many
 *      addresses. One address adds at most 5 attempts in 10 minutes (2. stops it before this
 *      counts), so only several addresses together reach it.
 * A successful sign-in clears 2. and 3. for that account.
 * Each is counted before the password is checked, so parallel guesses get no extra tries. Every email address is counted, whether
 * or not it is a staff login, and every refusal gets the same answer.
 */
import type { LockoutRule } from '@/lib/forms/lockout'
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

const TEN_MINUTES = 10 * 60_000

/** Failed sign-ins per client address, whatever the account. */
export const STAFF_ADDRESS_LOCKOUT = {
  failures: 20,
  windowMs: TEN_MINUTES,
  lockMs: TEN_MINUTES,
} as const satisfies LockoutRule

/** Attempts per account and client address: the sixth within 10 minutes is refused until they end. */
export const STAFF_SIGN_IN_LOCKOUT = {
  failures: 5,
  windowMs: TEN_MINUTES,
  lockMs: TEN_MINUTES,
} as const satisfies LockoutRule

/** Attempts per account from every address together. */
export const STAFF_ACCOUNT_LOCKOUT = {
  failures: 30,
  windowMs: TEN_MINUTES,
  lockMs: TEN_MINUTES,
} as const satisfies LockoutRule

/** Forgot password (each request may send an email): per client address, and per email address. */
export const STAFF_FORGOT_PASSWORD_LIMIT = {
  name: 'staffForgotPassword',
  limit: 5,
  windowMs: TEN_MINUTES,
} as const satisfies NamedRateLimit

export const STAFF_FORGOT_PASSWORD_EMAIL_LIMIT = {
  name: 'staffForgotPasswordEmail',
  limit: 3,
  windowMs: 60 * 60_000,
} as const satisfies NamedRateLimit
