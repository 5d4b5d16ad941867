/**
 * SPEC §7 "Newsletter subscription after reveal": the visitor is subscribed through the configured
 * provider (double opt-in with the built-in list) with their first name. SPEC §8: a failure is
 * silent for the visitor, only logged. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { type OptInDeps, type OptInOutcome, subscribeAlongside } from '@/features/newsletter'

import { CALCULATOR_SOURCE, type CostSummaryValues } from '../schemas'
import { firstNameOf } from '../summary'

/** Swappable in tests: whether the newsletter is available, and the provider to use. */
export type NewsletterDeps = OptInDeps

export type NewsletterOutcome = OptInOutcome

/** Subscribes the visitor. Never throws: the summary is sent whatever happens here. */
export function subscribeVisitor(
  payload: Payload,
  values: Pick<CostSummaryValues, 'name' | 'email'>,
  deps: NewsletterDeps = {},
): Promise<NewsletterOutcome> {
  return subscribeAlongside(
    payload,
    { email: values.email, firstName: firstNameOf(values.name), source: CALCULATOR_SOURCE },
    { event: 'cost_summary_newsletter_failed', message: 'Could not subscribe the calculator visitor' },
    deps,
  )
}
