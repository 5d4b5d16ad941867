/**
 * SPEC §7 "Newsletter subscription after reveal": the visitor is subscribed through the configured
 * provider (double opt-in with the built-in list) with their first name. SPEC §8: a failure is
 * silent for the visitor, only logged. Server-only.
 */
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

import { CALCULATOR_SOURCE, type CostSummaryValues } from '../schemas'
import { firstNameOf } from '../summary'

/** Swappable in tests: whether the newsletter is available, and the provider to use. */
export type NewsletterDeps = {
  newsletterAvailability?: () => NewsletterAvailability
  newsletterProvider?: (payload: Payload) => NewsletterProvider
}

export type NewsletterOutcome = 'subscribed' | 'unavailable' | 'failed'

/** Subscribes the visitor. Never throws: the summary is sent whatever happens here. */
export async function subscribeVisitor(
  payload: Payload,
  values: Pick<CostSummaryValues, 'name' | 'email'>,
  deps: NewsletterDeps = {},
): Promise<NewsletterOutcome> {
  const availability = (deps.newsletterAvailability ?? newsletterAvailability)()
  if (!availability.available) return 'unavailable'
  try {
    const provider = deps.newsletterProvider ? deps.newsletterProvider(payload) : getNewsletterProvider({ payload })
    await provider.subscribe({ email: values.email, firstName: firstNameOf(values.name), source: CALCULATOR_SOURCE })
    return 'subscribed'
  } catch (error) {
    if (error instanceof NewsletterUnavailableError) return 'unavailable'
    logger.warn({ event: 'cost_summary_newsletter_failed', err: error }, 'Could not subscribe the calculator visitor')
    return 'failed'
  }
}
