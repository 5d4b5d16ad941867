/**
 * Shared by the contact form, its page and the API route. Pure and browser-safe.
 */
import type { FormFailure } from '@/lib/forms/result'

/** Where the contact form posts its JSON. */
export const CONTACT_ENDPOINT = '/api/forms/contact'

/** Recorded on each stored message (collection field `source`) and on subscriptions it makes. */
export const CONTACT_SOURCE = 'contact'

/** What happened to a ticked newsletter box (SPEC §8); the message counts as sent in each case. */
export const REPORTED_NEWSLETTER_OUTCOMES = ['subscribed', 'failed', 'unavailable'] as const
export type ContactNewsletterOutcome = (typeof REPORTED_NEWSLETTER_OUTCOMES)[number]

/** The endpoint's answer; `newsletter` only when the box was ticked. */
export type ContactResult = { ok: true; newsletter?: ContactNewsletterOutcome } | FormFailure

/** The reCAPTCHA v3 action the contact form executes and the server expects back (SPEC §7). */
export const CONTACT_CAPTCHA_ACTION = 'submit_contact'
