/**
 * Member accounts' rate limits and sign-in lockout (issue 12; docs/security.md "Rate limits" and
 * "Accounts"): per client address, and (the `…_EMAIL_…` ones) per email address, so neither one
 * address nor many addresses can hammer one account or one inbox.
 */
import type { LockoutRule } from '@/lib/forms/lockout'
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

const TEN_MINUTES = 10 * 60_000
const HOUR = 60 * 60_000

export const SIGN_IN_LIMIT = { name: 'signIn', limit: 20, windowMs: TEN_MINUTES } as const satisfies NamedRateLimit
export const SIGN_IN_EMAIL_LIMIT = {
  name: 'signInEmail',
  limit: 10,
  windowMs: TEN_MINUTES,
} as const satisfies NamedRateLimit

/** 5 failed sign-ins within 10 minutes lock the email address for 10 minutes, known or not. */
export const SIGN_IN_LOCKOUT = {
  failures: 5,
  windowMs: TEN_MINUTES,
  lockMs: TEN_MINUTES,
} as const satisfies LockoutRule

export const SIGN_UP_LIMIT = { name: 'signUp', limit: 5, windowMs: HOUR } as const satisfies NamedRateLimit
export const SIGN_UP_EMAIL_LIMIT = { name: 'signUpEmail', limit: 3, windowMs: HOUR } as const satisfies NamedRateLimit

/** "Resend confirmation" and "Forgot password?" together (each sends an email). */
export const ACCOUNT_EMAIL_LIMIT = {
  name: 'accountEmail',
  limit: 5,
  windowMs: TEN_MINUTES,
} as const satisfies NamedRateLimit
/** Per email address, each its own budget: using up one never blocks the other. */
export const RESEND_EMAIL_LIMIT = { name: 'resendEmail', limit: 3, windowMs: HOUR } as const satisfies NamedRateLimit
export const RESET_EMAIL_LIMIT = { name: 'resetEmail', limit: 3, windowMs: HOUR } as const satisfies NamedRateLimit

/** The confirm and reset links' buttons (a token is needed to change anything). */
export const ACCOUNT_LINK_LIMIT = { name: 'accountLink', limit: 10, windowMs: 60_000 } as const satisfies NamedRateLimit

/** A signed-in member's own requests: profile, refresh, sign out. */
export const ACCOUNT_LIMIT = { name: 'account', limit: 60, windowMs: 60_000 } as const satisfies NamedRateLimit
