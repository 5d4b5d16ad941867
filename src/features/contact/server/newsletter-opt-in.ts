/** The contact form's newsletter box (SPEC §7, §8): subscribes the sender through the newsletter slice. */
import 'server-only'

import type { Payload } from 'payload'

import { type OptInDeps, subscribeAlongside } from '@/features/newsletter'

import { CONTACT_SOURCE, type ContactNewsletterOutcome } from '../constants'
import type { ContactValues } from '../schemas'

/** Swappable in tests: whether the newsletter is available, and the provider to use. */
export type NewsletterOptInDeps = OptInDeps

/**
 * Subscribes the sender (double opt-in with the built-in provider). Never throws: the message
 * is sent whatever happens here.
 */
export function subscribeSender(
  payload: Payload,
  data: ContactValues,
  deps: NewsletterOptInDeps = {},
): Promise<ContactNewsletterOutcome> {
  return subscribeAlongside(
    payload,
    { email: data.email, firstName: data.name, source: CONTACT_SOURCE },
    { event: 'contact_newsletter_failed', message: 'Could not subscribe the contact sender' },
    deps,
  )
}
