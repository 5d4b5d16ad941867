/**
 * POST /api/account/sign-in. The answer never tells whether an address has an account: an unknown
 * address costs the same password check (src/cms/dummy-hash.ts), counts towards the same lockout and gets
 * the same message as a wrong password. Only the right password to an unconfirmed account hears
 * that it must be confirmed. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { lockoutFor, rateLimiterFor } from '@/integrations/redis'
import { emailRateLimitKey, formReply, handlePublicForm, replyResponse } from '@/lib/forms/endpoint'
import { SIGN_IN_RETRY_AFTER_SECONDS } from '@/lib/forms/messages'

import { ACCOUNT_FAILURE_CODES, type SignedIn } from '../api'
import { ACCOUNT_MESSAGES, signInSchema, type SignInValues } from '../schemas'
import { dummyPasswordCheck } from '@/cms/dummy-hash'
import { findMemberByEmail } from './members'
import { checkPassword } from './password-check'
import { type Answer, failure, signedInReply } from './replies'
import { SIGN_IN_EMAIL_LIMIT, SIGN_IN_LIMIT, SIGN_IN_LOCKOUT } from '../limits'

const signInLockout = () => lockoutFor('signIn', SIGN_IN_LOCKOUT)

/**
 * Every "too many" state (per client address, per email address, locked) answers alike: 429, the
 * same message and code and the same Retry-After, whatever the address's history.
 */
const tooMany = () =>
  formReply(failure(ACCOUNT_MESSAGES.locked, ACCOUNT_FAILURE_CODES.locked), {
    status: 429,
    headers: { 'Retry-After': String(SIGN_IN_RETRY_AFTER_SECONDS) },
  })

async function signIn(payload: Payload, { email, password }: SignInValues): Promise<Answer<SignedIn>> {
  const key = emailRateLimitKey(email)
  if (!(await rateLimiterFor(SIGN_IN_EMAIL_LIMIT).check(key)).allowed) return tooMany()

  // Counted before the password is checked, so parallel guesses get no extra tries.
  const lockout = signInLockout()
  const attempt = await lockout.attempt(key)
  if (attempt.locked) {
    await dummyPasswordCheck(password)
    return tooMany()
  }
  const failed = async () => {
    if (attempt.count < lockout.rule.failures) return failure(ACCOUNT_MESSAGES.invalidCredentials)
    await lockout.lock(key)
    return tooMany()
  }

  const member = await findMemberByEmail(payload, email)
  if (!member) {
    await dummyPasswordCheck(password)
    return failed()
  }
  const checked = await checkPassword(payload, email, password)
  if (checked.outcome === 'wrong') return failed()
  await lockout.clear(key)
  if (checked.outcome === 'unconfirmed') {
    return failure(ACCOUNT_MESSAGES.unconfirmed, ACCOUNT_FAILURE_CODES.unconfirmed)
  }
  return signedInReply(payload, checked.member, checked.session)
}

export function handleSignIn(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'signIn',
    limiter: rateLimiterFor(SIGN_IN_LIMIT),
    limited: () => replyResponse(tooMany()),
    schema: signInSchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'sign_in_failed', message: 'Sign-in failed' },
    handle: (values) => signIn(payload, values),
  })
}
