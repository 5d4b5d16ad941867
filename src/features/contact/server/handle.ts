/**
 * What happens to a valid contact message, in order: reCAPTCHA v3 when both keys are set (400)
 * → duplicate within DUPLICATE_WINDOW_MS (200, not stored again) → newsletter when ticked (its
 * outcome goes on the message) → store and queue the team email in one transaction (either both
 * or neither: a failure is the form's 503) → forward to FORM_FORWARD_CONTACT_URL. A failed
 * newsletter or forward never fails the message.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { FormContext } from '@/lib/forms/endpoint'
import { submissionFingerprint } from '@/lib/forms/guard'
import { inTransaction } from '@/cms/transaction'

import { REPORTED_NEWSLETTER_OUTCOMES, type ContactResult } from '../constants'
import { CONTACT_MESSAGES, type ContactValues } from '../schemas'
import { type CaptchaSettings, passesCaptcha } from './captcha'
import { type NewsletterOptInDeps, subscribeSender } from './newsletter-opt-in'
import { forwardContact, notifyTeam } from './notify'
import { findRecentDuplicate, type NewsletterOutcome, storeContactMessage } from './store'

/** The Payload instance (from the route) and what the tests swap; everything else comes from env. */
export type ContactDeps = NewsletterOptInDeps & {
  payload: Payload
  /** The captcha check; null turns it off. Defaults to env (on when both keys are set). */
  recaptcha?: CaptchaSettings | null
}

function sent(outcome: NewsletterOutcome | null | undefined): ContactResult {
  const reported = REPORTED_NEWSLETTER_OUTCOMES.find((known) => known === outcome)
  return reported ? { ok: true, newsletter: reported } : { ok: true }
}

export async function sendContactMessage(
  data: ContactValues,
  context: FormContext,
  deps: ContactDeps,
): Promise<ContactResult> {
  if (!(await passesCaptcha(context, deps.recaptcha))) return { ok: false, error: CONTACT_MESSAGES.contactFailure }

  const payload = deps.payload
  const fingerprint = submissionFingerprint('contact', data)
  const duplicate = await findRecentDuplicate(payload, fingerprint, Date.now())
  if (duplicate) return sent(duplicate.newsletterOutcome)

  const outcome: NewsletterOutcome = data.subscribeToNewsletter
    ? await subscribeSender(payload, data, deps)
    : 'not-requested'

  await inTransaction(payload, async (req) => {
    const doc = await storeContactMessage(payload, data, fingerprint, outcome, req)
    await notifyTeam(payload, data, doc.id, outcome, req)
  })
  await forwardContact(data)
  return sent(outcome)
}
