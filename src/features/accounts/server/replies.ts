/** The accounts endpoints' shared answers. Server-only. */
import 'server-only'

import type { Payload } from 'payload'

import { rateLimiterFor } from '@/integrations/redis'
import { emailRateLimitKey, formReply, type FormReply, type FormResult } from '@/lib/forms/endpoint'
import { type NamedRateLimit, rateLimitMessage, windowSeconds } from '@/lib/forms/rate-limit'
import type { Member } from '@/payload-types'

import { ACCOUNT_FAILURE_CODES, type AccountFailureCode, type SignedIn } from '../api'
import { ACCOUNT_MESSAGES } from '../schemas'
import { memberSummary } from './members'
import { clearedSessionCookies, type IssuedSession, sessionCookies } from './session'

export type Failure = { ok: false; error: string; code?: AccountFailureCode; fieldErrors?: Record<string, string> }

export const failure = (error: string, code?: AccountFailureCode, fieldErrors?: Record<string, string>): Failure => ({
  ok: false,
  error,
  ...(code ? { code } : {}),
  ...(fieldErrors ? { fieldErrors } : {}),
})

/** What an accounts handler answers: success `S`, a failure, or either with its own status and headers. */
export type Answer<S extends { ok: true }> = S | Failure | FormReply<S | Failure>

/** A signed-in answer with the session's cookies. */
export function signedInReply(payload: Payload, member: Member, session: IssuedSession): FormReply<SignedIn | Failure> {
  return formReply(
    { ok: true, member: memberSummary(member), expiresAt: session.expiresAt },
    { headers: { 'Set-Cookie': sessionCookies(payload, session) } },
  )
}

/** 401: no session (any cookie left is removed). */
export function signedOutReply<S extends FormResult>(payload: Payload): FormReply<S | Failure> {
  return formReply(failure(ACCOUNT_MESSAGES.signedOutRequired, ACCOUNT_FAILURE_CODES.signedOut), {
    status: 401,
    headers: { 'Set-Cookie': clearedSessionCookies(payload) },
  })
}

/**
 * Counts one attempt for the email address in `limit`; a 429 reply once over it, else null. The
 * reply names the limit's whole window, the same for every address: the time left would tell
 * when the address was first asked about (its history), issue 21 point 4.
 */
export async function overEmailLimit(limit: NamedRateLimit, email: string): Promise<FormReply<Failure> | null> {
  const result = await rateLimiterFor(limit).check(emailRateLimitKey(email))
  if (result.allowed) return null
  const wait = windowSeconds(limit)
  return formReply(failure(rateLimitMessage(wait)), { status: 429, headers: { 'Retry-After': String(wait) } })
}
