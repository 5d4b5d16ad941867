/**
 * The endpoints behind the account emails' links and the "send me a new one" forms:
 *   POST confirm {token}: confirms the email and signs in (the page's button; a GET never confirms);
 *   POST resend-confirmation {token} | {email}: a new confirmation link, same answer for any address;
 *   POST forgot-password {email}: a reset link (1 hour, once), same answer for any address;
 *   POST reset-password {token, password}: the new password, then signed in.
 * Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { payloadErrorStatus } from '@/cms/payload-error'
import { inTransaction } from '@/cms/transaction'
import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'
import type { FormSuccess } from '@/lib/forms/result'

import { ACCOUNT_FAILURE_CODES, type SignedIn } from '../api'
import { confirmationExpired } from '../links'
import { passwordWeakness } from '../password-strength'
import {
  ACCOUNT_MESSAGES,
  confirmSchema,
  emailOnlySchema,
  resendSchema,
  resetPasswordSchema,
  type ResetPasswordValues,
} from '../schemas'
import { afterResponse } from './after-response'
import { sendConfirmationEmail, sendResetPasswordEmail } from './emails'
import {
  findMemberByConfirmationToken,
  findMemberByEmail,
  findMemberByResetToken,
  renewConfirmationToken,
  type StoredMember,
} from './members'
import { type Answer, failure, overEmailLimit, signedInReply } from './replies'
import { checkPassword } from './password-check'
import { resetMemberPassword } from './payload-auth'
import { type IssuedSession, startSession, tokenExpiry } from './session'
import { ACCOUNT_EMAIL_LIMIT, ACCOUNT_LINK_LIMIT, RESEND_EMAIL_LIMIT, RESET_EMAIL_LIMIT } from '../limits'

const linkLimiter = () => rateLimiterFor(ACCOUNT_LINK_LIMIT)
const emailLimiter = () => rateLimiterFor(ACCOUNT_EMAIL_LIMIT)

// ---------------------------------------------------------------------------------------------
// Confirm

async function confirm(
  payload: Payload,
  { token, password }: { token: string; password: string },
): Promise<Answer<SignedIn>> {
  const member = await findMemberByConfirmationToken(payload, token)
  if (!member || member._verified) return failure(ACCOUNT_MESSAGES.linkInvalid, ACCOUNT_FAILURE_CODES.invalid)
  if (confirmationExpired(member.verificationSentAt)) {
    return failure(ACCOUNT_MESSAGES.linkExpired, ACCOUNT_FAILURE_CODES.expired)
  }
  // Whoever confirms proves they chose the password (ADR 0020: no account set up in advance by
  // someone else with this address); the link stays usable for another try.
  if ((await checkPassword(payload, member.email, password)).outcome === 'wrong') {
    const message = ACCOUNT_MESSAGES.confirmPasswordMismatch
    return failure(message, ACCOUNT_FAILURE_CODES.wrongPassword, { password: message })
  }
  const confirmed = await payload.update({
    collection: 'members',
    id: member.id,
    data: { _verified: true, _verificationToken: null },
    overrideAccess: true,
  })
  return signedInReply(payload, confirmed, await startSession(payload, confirmed))
}

export function handleConfirm(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'accountLink',
    limiter: linkLimiter(),
    schema: confirmSchema,
    failure: ACCOUNT_MESSAGES.confirmFailed,
    failureLog: { event: 'account_confirm_failed', message: 'Account confirmation failed' },
    handle: (values) => confirm(payload, values),
  })
}

// ---------------------------------------------------------------------------------------------
// Resend the confirmation

/** The new link and its email in one transaction: the old link keeps working unless the new one is on its way. */
async function resendTo(payload: Payload, member: StoredMember | null) {
  if (!member || member._verified) return
  await inTransaction(payload, async (req) => {
    await sendConfirmationEmail(payload, member, await renewConfirmationToken(payload, member.id, req), req)
  })
}

async function resend(payload: Payload, values: { token: string } | { email: string }): Promise<Answer<FormSuccess>> {
  const member =
    'token' in values
      ? await findMemberByConfirmationToken(payload, values.token)
      : await findMemberByEmail(payload, values.email)
  const email = 'email' in values ? values.email : member?.email
  if (email) {
    const limited = await overEmailLimit(RESEND_EMAIL_LIMIT, email)
    if (limited) return limited
  }
  await afterResponse('account_resend_failed', () => resendTo(payload, member))
  return { ok: true as const }
}

export function handleResendConfirmation(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'accountEmail',
    limiter: emailLimiter(),
    schema: resendSchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'account_resend_failed', message: 'Resending the confirmation failed' },
    handle: (values) => resend(payload, values),
  })
}

// ---------------------------------------------------------------------------------------------
// Forgot password

/** The reset token and its email in one transaction: no token is set that no email carries. */
async function sendResetLink(payload: Payload, email: string): Promise<void> {
  const member = await findMemberByEmail(payload, email)
  if (!member) return
  await inTransaction(payload, async (req) => {
    const token = await payload.forgotPassword({ collection: 'members', data: { email }, disableEmail: true, req })
    if (token) await sendResetPasswordEmail(payload, member, token, req)
  })
}

async function forgotPassword(payload: Payload, { email }: { email: string }): Promise<Answer<FormSuccess>> {
  const limited = await overEmailLimit(RESET_EMAIL_LIMIT, email)
  if (limited) return limited
  await afterResponse('account_forgot_failed', () => sendResetLink(payload, email))
  return { ok: true as const }
}

export function handleForgotPassword(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'accountEmail',
    limiter: emailLimiter(),
    schema: emailOnlySchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'account_forgot_failed', message: 'Password reset request failed' },
    handle: (values) => forgotPassword(payload, values),
  })
}

// ---------------------------------------------------------------------------------------------
// Reset password

async function resetPassword(payload: Payload, { token, password }: ResetPasswordValues): Promise<Answer<SignedIn>> {
  const member = await findMemberByResetToken(payload, token)
  if (!member) return failure(ACCOUNT_MESSAGES.linkInvalid, ACCOUNT_FAILURE_CODES.invalid)
  const expiresAt = Date.parse(member.resetPasswordExpiration ?? '')
  if (!(expiresAt > Date.now())) return failure(ACCOUNT_MESSAGES.linkExpired, ACCOUNT_FAILURE_CODES.expired)

  const weakness = passwordWeakness(password, member.email)
  if (weakness) return failure(weakness, undefined, { password: weakness })

  let session: IssuedSession
  try {
    const result = await resetMemberPassword(payload, { token, password })
    if (!result.token) throw new Error('Payload reset the password without a session')
    session = { token: result.token, expiresAt: tokenExpiry(result.token) }
  } catch (error) {
    // Used between the check and now (another tab; expiring in those milliseconds is as good as never).
    if (payloadErrorStatus(error) === 403) {
      return failure(ACCOUNT_MESSAGES.linkInvalid, ACCOUNT_FAILURE_CODES.invalid)
    }
    throw error
  }
  // Payload ended every older session and started this one. The link came to this address: it is
  // confirmed now, if it was not (the session works from then on). Payload keeps a used reset token
  // and only ends its time, so a used link would be told "expired"; without the token it is told
  // "not valid or has already been used", as a used confirmation link is.
  const updated = await payload.update({
    collection: 'members',
    id: member.id,
    data: {
      _verified: true,
      _verificationToken: null,
      resetPasswordToken: null,
      resetPasswordExpiration: null,
    },
    overrideAccess: true,
  })
  return signedInReply(payload, updated, session)
}

export function handleResetPassword(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'accountLink',
    limiter: linkLimiter(),
    schema: resetPasswordSchema,
    failure: ACCOUNT_MESSAGES.resetFailed,
    failureLog: { event: 'account_reset_failed', message: 'Password reset failed' },
    handle: (values) => resetPassword(payload, values),
  })
}
