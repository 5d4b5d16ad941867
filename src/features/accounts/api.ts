/**
 * The accounts endpoints as the browser sees them: their paths and the answers, as zod schemas so
 * the browser parses answers instead of trusting them. Every POST goes through postForm
 * (src/lib/forms/post-form.ts) and answers `{ ok: true, … }` or `{ ok: false, error, fieldErrors?,
 * code? }` (code: ACCOUNT_FAILURE_CODES). Pure and browser-safe.
 */
import { z } from 'zod'

import { formSuccessSchema } from '@/lib/forms/result'

export const ACCOUNT_API = {
  session: '/api/account/session',
  signIn: '/api/account/sign-in',
  signUp: '/api/account/sign-up',
  signOut: '/api/account/sign-out',
  refresh: '/api/account/refresh',
  confirm: '/api/account/confirm',
  resendConfirmation: '/api/account/resend-confirmation',
  forgotPassword: '/api/account/forgot-password',
  resetPassword: '/api/account/reset-password',
  profile: '/api/account/profile',
} as const

/** The account pages (SPEC §1) and the pages the account emails link to. */
export const ACCOUNT_PAGES = {
  auth: '/auth',
  confirm: '/auth/confirm',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  account: '/account',
  profile: '/profile',
  orders: '/orders',
} as const

/** Why a request failed, when the page does something about it. */
export const ACCOUNT_FAILURE_CODES = {
  /** Sign in with the right password to an account whose email is not confirmed: offer "resend". */
  unconfirmed: 'unconfirmed',
  /** Too many failed sign-ins for this address (whether or not it has an account). */
  locked: 'locked',
  /** A confirmation or reset link past its time: offer a new email. */
  expired: 'expired',
  /** A link that is malformed, unknown or already used. */
  invalid: 'invalid',
  /** No session (or one that ended): go to /auth. */
  signedOut: 'signed-out',
} as const

export type AccountFailureCode = (typeof ACCOUNT_FAILURE_CODES)[keyof typeof ACCOUNT_FAILURE_CODES]

/** What the header and the account pages know about the signed-in member. */
export const memberSummarySchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
})

export type MemberSummary = z.output<typeof memberSummarySchema>

/** When the session cookie stops working (epoch milliseconds). */
const expiresAt = z.number().int().positive()

/** GET session: who is signed in (never cached). */
export const sessionAnswerSchema = z.discriminatedUnion('signedIn', [
  z.object({ signedIn: z.literal(false) }),
  z.object({ signedIn: z.literal(true), member: memberSummarySchema, expiresAt }),
])

export type SessionAnswer = z.output<typeof sessionAnswerSchema>

/** Sign in, confirm, reset and refresh start or extend a session. */
export const signedInSchema = formSuccessSchema.extend({ member: memberSummarySchema, expiresAt })

export type SignedIn = z.output<typeof signedInSchema>

export const profileDataSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** ISO date, or null when unknown ("N/A"). */
  createdAt: z.string().nullable(),
})

export type ProfileData = z.output<typeof profileDataSchema>

/** GET profile and POST profile (after saving). */
export const profileAnswerSchema = formSuccessSchema.extend({ profile: profileDataSchema })

/**
 * A cookie the browser can read (not HttpOnly, holds nothing secret) set beside the session
 * cookie with the same lifetime: without it the page knows it is signed out and asks nothing.
 */
export const SESSION_HINT_COOKIE = 'vl-signed-in'

/** The query parameter of /auth naming where to return after signing in (see ./redirect.ts). */
export const NEXT_PARAM = 'next'
