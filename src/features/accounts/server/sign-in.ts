/**
 * POST /api/account/sign-in. The answer never tells whether an address has an account: an unknown
 * address costs the same password check (./dummy-hash.ts), counts towards the same lockout and gets
 * the same message as a wrong password. Only the right password to an unconfirmed account hears
 * that it must be confirmed. Server-only.
 */
import 'server-only'

import { payloadErrorStatus } from '@/cms/payload-error'
import { lockoutFor, rateLimiterFor } from '@/integrations/redis'
import { emailRateLimitKey, handlePublicForm } from '@/lib/forms/endpoint'
import { SIGN_IN_LOCKOUT } from '@/lib/forms/lockout'
import { getPayloadClient } from '@/payload-client'

import { ACCOUNT_FAILURE_CODES, type SignedIn } from '../api'
import { ACCOUNT_MESSAGES, signInSchema, type SignInValues } from '../schemas'
import { dummyPasswordCheck } from './dummy-hash'
import { findMemberByEmail } from './members'
import { type Answer, failure, overLimit, signedInReply } from './replies'

const signInLockout = () => lockoutFor('signIn', SIGN_IN_LOCKOUT)

async function signIn({ email, password }: SignInValues): Promise<Answer<SignedIn>> {
  const key = emailRateLimitKey(email)
  const limited = await overLimit(rateLimiterFor('signInEmail'), key)
  if (limited) return limited

  const lockout = signInLockout()
  if ((await lockout.status(key)).locked) {
    await dummyPasswordCheck(password)
    return failure(ACCOUNT_MESSAGES.locked, ACCOUNT_FAILURE_CODES.locked)
  }

  const payload = await getPayloadClient()
  const invalid = async () => {
    const status = await lockout.recordFailure(key)
    return status.locked
      ? failure(ACCOUNT_MESSAGES.locked, ACCOUNT_FAILURE_CODES.locked)
      : failure(ACCOUNT_MESSAGES.invalidCredentials)
  }

  const member = await findMemberByEmail(payload, email)
  if (!member) {
    await dummyPasswordCheck(password)
    return invalid()
  }
  try {
    const result = await payload.login({ collection: 'members', data: { email, password } })
    await lockout.clear(key)
    if (!result.token || !result.exp || !result.user) throw new Error('Payload login returned no session')
    return signedInReply(payload, result.user, { token: result.token, expiresAt: result.exp * 1000 })
  } catch (error) {
    // Payload's UnverifiedEmail (403) and AuthenticationError (401), told apart by their status:
    // in the production build `instanceof` fails (the route's copy of the classes is not the one
    // payload.login throws), which made both a 5xx, "Something went wrong", for a known address.
    const status = payloadErrorStatus(error)
    if (status === 403) return failure(ACCOUNT_MESSAGES.unconfirmed, ACCOUNT_FAILURE_CODES.unconfirmed)
    if (status === 401) return invalid()
    throw error
  }
}

export function handleSignIn(request: Request): Promise<Response> {
  return handlePublicForm(request, {
    form: 'signIn',
    limiter: rateLimiterFor('signIn'),
    schema: signInSchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'sign_in_failed', message: 'Sign-in failed' },
    handle: signIn,
  })
}
