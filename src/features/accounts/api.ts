/**
 * The accounts endpoints as the browser sees them: their paths and the answers, as zod schemas so
 * the browser parses answers instead of trusting them. Every POST goes through postForm
 * (src/lib/forms/post-form.ts) and answers `{ ok: true, … }` or `{ ok: false, error, fieldErrors?,
 * code? }` (code: ACCOUNT_FAILURE_CODES). Pure and browser-safe.
 */
import { z } from 'zod'

import { formSuccessSchema } from '@/lib/forms/result'

export { ACCOUNT_API, ACCOUNT_PAGES, NEXT_PARAM, SESSION_HINT_COOKIE } from './paths'

/** Why a request failed, when the page does something about it. */
export const ACCOUNT_FAILURE_CODES = {
  /** Sign in with the right password to an account whose email is not confirmed: offer "resend". */
  unconfirmed: 'unconfirmed',
  /** Every "too many" state of sign-in (429): limited per client or email address, or locked, with or without an account. */
  locked: 'locked',
  /** A confirmation or reset link past its time: offer a new email. */
  expired: 'expired',
  /** Confirm with a password that is not the one chosen at sign-up. */
  wrongPassword: 'wrong-password',
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
