/**
 * Subscribing someone on the back of another form (the contact form's box, the calculator's
 * reveal; SPEC §7): through the configured provider (double opt-in with the built-in list).
 * Never throws: the form it rides on has done its work whatever happens here. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import {
  getNewsletterProvider,
  type NewsletterAvailability,
  newsletterAvailability,
  NewsletterUnavailableError,
} from './provider'
import type { NewsletterProvider, SubscribeSource } from './types'

/** Swappable in tests: whether the newsletter is available, and the provider to use. */
export type OptInDeps = {
  newsletterAvailability?: () => NewsletterAvailability
  newsletterProvider?: (payload: Payload) => NewsletterProvider
}

export type OptInOutcome = 'subscribed' | 'unavailable' | 'failed'

/** Subscribes `email`; a failure is logged as `failureLog` and answered 'failed'. */
export async function subscribeAlongside(
  payload: Payload,
  subscriber: { email: string; firstName: string; source: SubscribeSource },
  failureLog: { event: string; message: string },
  deps: OptInDeps = {},
): Promise<OptInOutcome> {
  const availability = (deps.newsletterAvailability ?? newsletterAvailability)()
  if (!availability.available) return 'unavailable'
  try {
    const provider = deps.newsletterProvider ? deps.newsletterProvider(payload) : getNewsletterProvider({ payload })
    await provider.subscribe(subscriber)
    return 'subscribed'
  } catch (error) {
    if (error instanceof NewsletterUnavailableError) return 'unavailable'
    logger.warn({ event: failureLog.event, err: error }, failureLog.message)
    return 'failed'
  }
}
