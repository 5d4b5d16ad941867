/** The contact form's newsletter box (SPEC §7, §8): subscribes the sender through the newsletter slice. */
import 'server-only'

import type { Payload } from 'payload'

import {
  getNewsletterProvider,
  type NewsletterAvailability,
  newsletterAvailability,
  type NewsletterProvider,
  NewsletterUnavailableError,
} from '@/features/newsletter'
import { logger } from '@/lib/logger'

import { CONTACT_SOURCE, type ContactNewsletterOutcome } from '../constants'
import type { ContactValues } from '../schemas'

/** Swappable in tests: whether the newsletter is available, and the provider to use. */
export type NewsletterOptInDeps = {
  newsletterAvailability?: () => NewsletterAvailability
  newsletterProvider?: (payload: Payload) => NewsletterProvider
}

/**
 * Subscribes the sender (double opt-in with the built-in provider). Never throws: the message
 * is sent whatever happens here.
 */
export async function subscribeSender(
  payload: Payload,
  data: ContactValues,
  deps: NewsletterOptInDeps = {},
): Promise<ContactNewsletterOutcome> {
  const availability = (deps.newsletterAvailability ?? newsletterAvailability)()
  if (!availability.available) return 'unavailable'
  try {
    const provider = deps.newsletterProvider ? deps.newsletterProvider(payload) : getNewsletterProvider({ payload })
    await provider.subscribe({ email: data.email, firstName: data.name, source: CONTACT_SOURCE })
    return 'subscribed'
  } catch (error) {
    if (error instanceof NewsletterUnavailableError) return 'unavailable'
    logger.warn({ event: 'contact_newsletter_failed', err: error }, 'Could not subscribe the contact sender')
    return 'failed'
  }
}
