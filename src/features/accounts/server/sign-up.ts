/**
 * POST /api/account/sign-up. A new address gets an account and the confirmation email; an address
 * that has one gets the same answer, and its owner an email: the confirmation again if it is still
 * unconfirmed, else "you already have an account" with links to sign in or reset. Both paths cost
 * one password hash, so the answer's timing does not tell them apart either. Server-only.
 */
import 'server-only'

import { payloadErrorStatus } from '@/cms/payload-error'
import { inTransaction } from '@/cms/transaction'
import { rateLimiterFor } from '@/integrations/redis'
import { emailRateLimitKey, handlePublicForm } from '@/lib/forms/endpoint'
import { logger } from '@/lib/logger'
import type { FormSuccess } from '@/lib/forms/result'
import { getPayloadClient } from '@/payload-client'

import { passwordWeakness } from '../password-strength'
import { ACCOUNT_MESSAGES, signUpSchema, type SignUpValues } from '../schemas'
import { dummyPasswordCheck } from './dummy-hash'
import { sendConfirmationEmail, sendExistingAccountEmail } from './emails'
import { findMemberByEmail, renewConfirmationToken, type StoredMember } from './members'
import { type Answer, failure, overLimit } from './replies'

async function tellOwner(payload: Awaited<ReturnType<typeof getPayloadClient>>, member: StoredMember) {
  if (member._verified) {
    await sendExistingAccountEmail(payload, member)
    return
  }
  await sendConfirmationEmail(payload, member, await renewConfirmationToken(payload, member.id))
}

async function signUp(values: SignUpValues): Promise<Answer<FormSuccess>> {
  const weakness = passwordWeakness(values.password, values.email)
  if (weakness) return failure(weakness, undefined, { password: weakness })

  const limited = await overLimit(rateLimiterFor('signUpEmail'), emailRateLimitKey(values.email))
  if (limited) return limited

  const payload = await getPayloadClient()
  const existing = await findMemberByEmail(payload, values.email)
  if (existing) {
    await Promise.all([dummyPasswordCheck(values.password), tellOwner(payload, existing)])
    return { ok: true as const }
  }
  try {
    await inTransaction(payload, async (req) => {
      const member = await payload.create({
        collection: 'members',
        data: {
          email: values.email,
          password: values.password,
          firstName: values.firstName,
          lastName: values.lastName,
        },
        overrideAccess: true,
        disableVerificationEmail: true,
        showHiddenFields: true,
        req,
      })
      if (!member._verificationToken) throw new Error('A new member has no confirmation token')
      await sendConfirmationEmail(payload, member, member._verificationToken, req)
    })
  } catch (error) {
    // Two sign-ups with one address at once: the other one made the account; tell its owner.
    const raced = payloadErrorStatus(error) === 400 ? await findMemberByEmail(payload, values.email) : null
    if (!raced) throw error
    logger.info({ event: 'sign_up_raced' }, 'Sign-up for an address that just got an account')
    await tellOwner(payload, raced)
  }
  return { ok: true as const }
}

export function handleSignUp(request: Request): Promise<Response> {
  return handlePublicForm(request, {
    form: 'signUp',
    limiter: rateLimiterFor('signUp'),
    schema: signUpSchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'sign_up_failed', message: 'Sign-up failed' },
    handle: signUp,
  })
}
