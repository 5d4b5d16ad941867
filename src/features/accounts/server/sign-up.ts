/**
 * POST /api/account/sign-up. A new address gets an account and the confirmation email; an address
 * that has one gets the same answer, and its owner an email: "you already have an account" with
 * links to sign in or reset, or, while it is unconfirmed, the confirmation for this sign-up (whose
 * password and names replace the pending ones). Every path costs one password hash and queues one
 * email before the answer, so its timing does not tell them apart either; an account is stored
 * in one transaction with its confirmation email (never one without the other). Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'
import type { PayloadRequest } from 'payload'

import { payloadErrorStatus } from '@/cms/payload-error'
import { inTransaction } from '@/cms/transaction'
import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'
import { logger } from '@/lib/logger'
import type { FormSuccess } from '@/lib/forms/result'

import { passwordWeakness } from '../password-strength'
import { ACCOUNT_MESSAGES, signUpSchema, type SignUpValues } from '../schemas'
import { dummyPasswordCheck } from '@/cms/dummy-hash'
import { sendConfirmationEmail, sendExistingAccountEmail } from './emails'
import { findMemberByEmail, renewConfirmationToken, type StoredMember } from './members'
import { type Answer, failure, overEmailLimit } from './replies'
import { SIGN_UP_EMAIL_LIMIT, SIGN_UP_LIMIT } from '../limits'

/**
 * An address that is still unconfirmed takes the newest sign-up's password and names, with a new
 * link (the older one stops working): whoever signed up first with someone else's address cannot
 * keep a password the owner would then confirm. Confirming asks for that password (./links.ts).
 */
async function replacePending(
  payload: Payload,
  member: StoredMember,
  values: SignUpValues,
  req: PayloadRequest,
): Promise<string> {
  await payload.update({
    collection: 'members',
    id: member.id,
    data: { password: values.password, firstName: values.firstName, lastName: values.lastName },
    overrideAccess: true,
    req,
  })
  return renewConfirmationToken(payload, member.id, req)
}

async function signUp(payload: Payload, values: SignUpValues): Promise<Answer<FormSuccess>> {
  const weakness = passwordWeakness(values.password, values.email)
  if (weakness) return failure(weakness, undefined, { password: weakness })

  const limited = await overEmailLimit(SIGN_UP_EMAIL_LIMIT, values.email)
  if (limited) return limited

  // Every path costs one password hash, one lookup and one queued email.
  const existing = await findMemberByEmail(payload, values.email)
  if (existing?._verified) {
    await dummyPasswordCheck(values.password)
    await sendExistingAccountEmail(payload, existing)
    return { ok: true as const }
  }
  if (existing) {
    await inTransaction(payload, async (req) => {
      await sendConfirmationEmail(payload, values, await replacePending(payload, existing, values, req), req)
    })
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
      const token = member._verificationToken
      if (!token) throw new Error('A new member has no confirmation token')
      await sendConfirmationEmail(payload, member, token, req)
    })
  } catch (error) {
    // Two sign-ups with one address at once: the other one made the account; tell its owner.
    const raced = payloadErrorStatus(error) === 400 ? await findMemberByEmail(payload, values.email) : null
    if (!raced) throw error
    logger.info({ event: 'sign_up_raced' }, 'Sign-up for an address that just got an account')
    await sendExistingAccountEmail(payload, raced)
  }
  return { ok: true as const }
}

export function handleSignUp(request: Request, payload: Payload): Promise<Response> {
  return handlePublicForm(request, {
    form: 'signUp',
    limiter: rateLimiterFor(SIGN_UP_LIMIT),
    schema: signUpSchema,
    failure: ACCOUNT_MESSAGES.genericFailure,
    failureLog: { event: 'sign_up_failed', message: 'Sign-up failed' },
    handle: (values) => signUp(payload, values),
  })
}
