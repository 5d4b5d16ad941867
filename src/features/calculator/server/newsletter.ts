/**
 * SPEC §7 "Newsletter subscription after reveal": the visitor is subscribed through the configured
 * provider (double opt-in with the built-in list) with their first name, unless they opted out on
 * the form (issue 21: `newsletter: false` subscribes no one). SPEC §8: a failure is silent for the
 * visitor, only logged. And the unsubscribe link their summary email carries. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import {
  newsletterAvailability,
  type OptInDeps,
  type OptInOutcome,
  subscribeAlongside,
  type UnsubscribeLinks,
  unsubscribeLinksFor,
} from '@/features/newsletter'
import { logger } from '@/lib/logger'

import { CALCULATOR_SOURCE, type CostSummaryValues } from '../schemas'
import { firstNameOf } from '../summary'

/** Swappable in tests: whether the newsletter is available, and the provider to use. */
export type NewsletterDeps = OptInDeps

/** What the subscription did: `declined` when the visitor opted out on the form. */
export type NewsletterOutcome = OptInOutcome | 'declined'

export type RevealNewsletter = {
  outcome: NewsletterOutcome
  /** For the summary email: the address's unsubscribe link on the built-in list, when it is on it. */
  unsubscribe: UnsubscribeLinks | null
}

/**
 * The address's unsubscribe link, with the built-in list only: with Kit the list (and its
 * unsubscribe links, in its own emails) is Kit's, and a local link would not take anyone off it.
 * Never throws (logged): the summary goes out without the link.
 */
async function unsubscribeLinks(payload: Payload, email: string, deps: NewsletterDeps) {
  const availability = (deps.newsletterAvailability ?? newsletterAvailability)()
  if (!availability.available || availability.provider !== 'builtin') return null
  try {
    return await unsubscribeLinksFor(payload, email)
  } catch (error) {
    logger.warn({ event: 'cost_summary_unsubscribe_link_failed', err: error }, 'No unsubscribe link for the summary')
    return null
  }
}

/**
 * Subscribes the visitor when they kept the box ticked, then finds the unsubscribe link for their
 * summary email (also when they opted out but were on the list already). Never throws: the summary
 * is sent whatever happens here.
 */
export async function revealNewsletter(
  payload: Payload,
  values: Pick<CostSummaryValues, 'name' | 'email' | 'newsletter'>,
  deps: NewsletterDeps = {},
): Promise<RevealNewsletter> {
  const outcome: NewsletterOutcome = values.newsletter
    ? await subscribeAlongside(
        payload,
        { email: values.email, firstName: firstNameOf(values.name), source: CALCULATOR_SOURCE },
        { event: 'cost_summary_newsletter_failed', message: 'Could not subscribe the calculator visitor' },
        deps,
      )
    : 'declined'
  return { outcome, unsubscribe: await unsubscribeLinks(payload, values.email, deps) }
}
