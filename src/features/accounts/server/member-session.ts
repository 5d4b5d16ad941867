/**
 * The signed-in member's own endpoints:
 *   GET session: who is signed in and until when (the header island and the refresh tick ask it);
 *   POST refresh: the session extended by a full lifetime (SPEC §9: when within 90 s of its end);
 *   POST sign-out: the session ended on the server, the cookies removed;
 *   GET and POST profile: the member's profile (SPEC §3), written with the member's own access.
 * Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'
import { z } from 'zod'

import { rateLimiterFor } from '@/integrations/redis'
import { formAnswer, formReply, handlePublicForm } from '@/lib/forms/endpoint'
import { logger } from '@/lib/logger'

import { ACCOUNT_FAILURE_CODES, type ProfileData, SESSION_HINT_COOKIE, type SessionAnswer, type SignedIn } from '../api'
import { ACCOUNT_MESSAGES, profileSchema, type ProfileValues } from '../schemas'
import { currentMember } from './current-member'
import { memberSummary, profileData } from './members'
import { type Answer, failure, signedInReply, signedOutReply } from './replies'
import { clearedSessionCookies, endSession, refreshSession, sessionExpiry } from './session'
import { ACCOUNT_LIMIT } from '../limits'

const NO_STORE = { 'Cache-Control': 'private, no-store' }
const emptyBody = z.object({}).loose()

/** GET session. A stale hint cookie (the session is gone) is removed. */
export async function handleSession(request: Request, payload: Payload): Promise<Response> {
  try {
    const member = await currentMember(payload, request.headers)
    if (!member) {
      const headers = new Headers(NO_STORE)
      if (request.headers.get('cookie')?.includes(`${SESSION_HINT_COOKIE}=`)) {
        for (const line of clearedSessionCookies(payload)) headers.append('Set-Cookie', line)
      }
      return Response.json({ signedIn: false } satisfies SessionAnswer, { headers })
    }
    const expiresAt = sessionExpiry(member, member._sid) ?? Date.now()
    return Response.json({ signedIn: true, member: memberSummary(member), expiresAt } satisfies SessionAnswer, {
      headers: NO_STORE,
    })
  } catch (error) {
    logger.error({ event: 'account_session_failed', err: error }, 'Reading the session failed')
    return Response.json(
      { ok: false, error: ACCOUNT_MESSAGES.genericFailure },
      { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } },
    )
  }
}

async function refresh(
  payload: Payload,
  _values: unknown,
  { request }: { request: Request },
): Promise<Answer<SignedIn>> {
  const member = await currentMember(payload, request.headers)
  if (!member?._sid) return signedOutReply(payload)
  const session = await refreshSession(payload, member, member._sid)
  if (!session) return signedOutReply(payload)
  return signedInReply(payload, member, session)
}

export function handleRefresh(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'account',
    limiter: rateLimiterFor(ACCOUNT_LIMIT),
    schema: emptyBody,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'account_refresh_failed', message: 'Session refresh failed' },
    handle: (values, context) => refresh(payload, values, context),
  })
}

async function signOut(
  payload: Payload,
  _values: unknown,
  { request }: { request: Request },
): Promise<Answer<{ ok: true }>> {
  const member = await currentMember(payload, request.headers)
  if (member?._sid) await endSession(payload, member.id, member._sid)
  return formReply({ ok: true }, { headers: { 'Set-Cookie': clearedSessionCookies(payload) } })
}

export function handleSignOut(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'account',
    limiter: rateLimiterFor(ACCOUNT_LIMIT),
    schema: emptyBody,
    failure: ACCOUNT_MESSAGES.signOutFailure,
    failureLog: { event: 'sign_out_failed', message: 'Sign-out failed' },
    handle: (values, context) => signOut(payload, values, context),
  })
}

/** GET profile: 401 when signed out. */
export async function handleGetProfile(request: Request, payload: Payload): Promise<Response> {
  try {
    const member = await currentMember(payload, request.headers)
    if (!member) return formAnswer(failure(ACCOUNT_MESSAGES.signedOutRequired, ACCOUNT_FAILURE_CODES.signedOut), 401)
    return Response.json({ ok: true, profile: profileData(member) }, { headers: NO_STORE })
  } catch (error) {
    logger.error({ event: 'account_profile_read_failed', err: error }, 'Reading the profile failed')
    return formAnswer({ ok: false, error: ACCOUNT_MESSAGES.genericFailure }, 503, { 'Retry-After': '5' })
  }
}

async function updateProfile(
  payload: Payload,
  values: ProfileValues,
  { request }: { request: Request },
): Promise<Answer<{ ok: true; profile: ProfileData }>> {
  const member = await currentMember(payload, request.headers)
  if (!member) return signedOutReply(payload)
  const updated = await payload.update({
    collection: 'members',
    id: member.id,
    data: { firstName: values.firstName, lastName: values.lastName, phone: values.phone || null },
    user: member,
    overrideAccess: false,
  })
  return { ok: true, profile: profileData(updated) }
}

export function handleUpdateProfile(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'account',
    limiter: rateLimiterFor(ACCOUNT_LIMIT),
    schema: profileSchema,
    failure: ACCOUNT_MESSAGES.profileUpdateFailed,
    failureLog: { event: 'account_profile_update_failed', message: 'Profile update failed' },
    handle: (values, context) => updateProfile(payload, values, context),
  })
}
