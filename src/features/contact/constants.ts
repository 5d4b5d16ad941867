/**
 * Shared by the contact form, its page and the API route. Pure and browser-safe.
 */
import type { FormFailure } from '@/lib/forms/result'

/** Where the contact form posts its JSON. */
export const CONTACT_ENDPOINT = '/api/forms/contact'

/** Recorded on each stored message (collection field `source`) and on subscriptions it makes. */
export const CONTACT_SOURCE = 'contact'

/** What happened to a ticked newsletter box (SPEC §8); the message counts as sent in each case. */
export const CONTACT_NEWSLETTER_OUTCOMES = ['subscribed', 'failed', 'unavailable'] as const
export type ContactNewsletterOutcome = (typeof CONTACT_NEWSLETTER_OUTCOMES)[number]

/** The endpoint's answer; `newsletter` only when the box was ticked. */
export type ContactResult = { ok: true; newsletter?: ContactNewsletterOutcome } | FormFailure
