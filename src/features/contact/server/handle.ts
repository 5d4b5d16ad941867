/**
 * What happens to a valid contact message, in order: reCAPTCHA v3 when both keys are set (400)
 * → duplicate within DUPLICATE_WINDOW_MS (200, not stored again) → store → newsletter when
 * ticked (its outcome recorded on the message) → team email and forward to
 * FORM_FORWARD_CONTACT_URL. A failed newsletter, email or forward never fails the message.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { FormContext } from '@/lib/forms/endpoint'
import { submissionFingerprint } from '@/lib/forms/guard'
import { getPayloadClient } from '@/payload-client'

import { REPORTED_NEWSLETTER_OUTCOMES, type ContactResult } from '../constants'
import { CONTACT_MESSAGES, type ContactValues } from '../schemas'
import { type CaptchaSettings, passesCaptcha } from './captcha'
import { type NewsletterOptInDeps, subscribeSender } from './newsletter-opt-in'
import { forwardContact, notifyTeam } from './notify'
import { findRecentDuplicate, type NewsletterOutcome, recordOutcome, storeContactMessage } from './store'

/** What the tests swap; everything else comes from env and the Payload client. */
export type ContactDeps = NewsletterOptInDeps & {
  payload?: Payload
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

  const payload = deps.payload ?? (await getPayloadClient())
  const fingerprint = submissionFingerprint('contact', data)
  const duplicate = await findRecentDuplicate(payload, fingerprint, Date.now())
  if (duplicate) return sent(duplicate.newsletterOutcome)

  const doc = await storeContactMessage(payload, data, fingerprint)

  let outcome: NewsletterOutcome = 'not-requested'
  if (data.subscribeToNewsletter) {
    outcome = await subscribeSender(payload, data, deps)
    await recordOutcome(payload, doc.id, outcome)
  }

  await Promise.all([notifyTeam(payload, data, doc.id, outcome), forwardContact(data)])
  return sent(outcome)
}
