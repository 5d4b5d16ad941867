/**
 * What happens to a valid reveal request (SPEC §7 send-cost-summary), in order:
 *
 *   per-address limit (429) → region available in the cost data (400) → the region's data and
 *   latest fuel prices → `calculate` on the sent inputs (the browser's totals are never used) →
 *   newsletter subscription unless the visitor opted out (a failure only logged), and the
 *   address's unsubscribe link for the email → one transaction: duplicate within
 *   SUMMARY_DUPLICATE_WINDOW_MS (200, nothing stored or mailed again) → store the summary (linked
 *   to the signed-in member, if any) → queue the email in the outbox → commit → `{ ok: true }`.
 *
 * The subscription comes first because the summary email carries the unsubscribe link of the row
 * it makes; it never depends on the summary, nor the summary on it.
 *
 * The summary and its email are committed together: when the email cannot be queued nothing is
 * stored and the visitor is told "Failed to send email. Please try again." (503).
 */
import 'server-only'

import type { Payload } from 'payload'

import { inTransaction } from '@/cms/transaction'
import { emailRateLimitKey, type FormContext, formReply, type FormReply } from '@/lib/forms/endpoint'
import { submissionFingerprint } from '@/lib/forms/guard'
import { rateLimitMessage, type RateLimiter } from '@/lib/forms/rate-limit'
import type { FormFailure } from '@/lib/forms/result'
import { logger } from '@/lib/logger'

import { calculate } from '../logic/formulas'
import { CALCULATOR_MESSAGES, type CostSummarySent, type CostSummaryValues } from '../schemas'
import { type QueueEmail, queueSummaryEmail, renderSummaryEmail } from './email'
import { signedInMemberId } from './member'
import { type NewsletterDeps, revealNewsletter } from './newsletter'
import { availableRegionData, fuelPriceUsed, latestFuelPrices } from './prices'
import { findRecentDuplicate, storeSummary, SUMMARY_DUPLICATE_WINDOW_MS } from './store'

/** The Payload instance (from the route) and what the tests swap; everything else comes from env. */
export type CostSummaryDeps = NewsletterDeps & {
  payload: Payload
  now?: () => number
  /** The outbox's sendEmail (src/features/email). */
  queueEmail?: QueueEmail
  /** Counts requests per email address; rateLimiterFor(COST_SUMMARY_EMAIL_LIMIT) by default. */
  emailLimiter?: RateLimiter
}

export type CostSummaryAnswer = CostSummarySent | FormFailure

/** Thrown inside the transaction to roll it back. */
class EmailNotQueued extends Error {
  constructor(cause: unknown) {
    super('The cost summary email could not be queued', { cause })
    this.name = 'EmailNotQueued'
  }
}
class AlreadySent extends Error {}

const SENT: CostSummarySent = { ok: true }

async function overEmailLimit(limiter: RateLimiter, email: string): Promise<FormReply<FormFailure> | null> {
  const result = await limiter.check(emailRateLimitKey(email))
  if (result.allowed) return null
  return formReply(
    { ok: false, error: rateLimitMessage(result.retryAfterSeconds) },
    { status: 429, headers: { 'Retry-After': String(result.retryAfterSeconds) } },
  )
}

export async function sendCostSummary(
  values: CostSummaryValues,
  context: FormContext,
  deps: CostSummaryDeps & { emailLimiter: RateLimiter },
): Promise<CostSummaryAnswer | FormReply<CostSummaryAnswer>> {
  const limited = await overEmailLimit(deps.emailLimiter, values.email)
  if (limited) return limited

  const payload = deps.payload
  const data = await availableRegionData(values.region)
  if (!data) {
    const error = CALCULATOR_MESSAGES.regionUnavailable
    return { ok: false, error, fieldErrors: { region: error } }
  }

  const fuel = await latestFuelPrices(payload, values.region)
  const calculation = calculate(values.region, data, values.inputs, fuel.prices)
  const fuelPrice = fuelPriceUsed(values.region, data, calculation.inputs.fuelType, fuel)
  const newsletter = await revealNewsletter(payload, values, deps)
  const email = await renderSummaryEmail(values, calculation, fuelPrice, newsletter.unsubscribe)
  const memberId = await signedInMemberId(payload, context.request.headers)

  const now = (deps.now ?? Date.now)()
  const fingerprint = submissionFingerprint('cost-summary', {
    email: values.email,
    region: values.region,
    inputs: values.inputs,
  })
  // Two identical requests at once both pass the duplicate check; the email's unique key stops the second.
  const dedupeKey = `cost-summary:${fingerprint}:${Math.floor(now / SUMMARY_DUPLICATE_WINDOW_MS)}`

  try {
    const stored = await inTransaction(payload, async (req) => {
      if (await findRecentDuplicate(payload, fingerprint, now, req)) return false
      const doc = await storeSummary(payload, { values, calculation, fuelPrice, memberId, fingerprint }, req)
      let queued: Awaited<ReturnType<QueueEmail>>
      try {
        queued = await queueSummaryEmail(payload, email, { dedupeKey, req, queue: deps.queueEmail })
      } catch (error) {
        throw new EmailNotQueued(error)
      }
      if (queued.duplicate) throw new AlreadySent()
      logger.info({ event: 'cost_summary_sent', summaryId: doc.id, emailId: queued.id }, 'Cost summary emailed')
      return true
    })
    if (!stored) return SENT
  } catch (error) {
    if (error instanceof AlreadySent) return SENT
    if (!(error instanceof EmailNotQueued)) throw error
    // PostgreSQL: an identical request committed first, and its email's unique key failed ours (the
    // failed statement ends our transaction, so sendEmail could not look it up). It was sent.
    if (await findRecentDuplicate(payload, fingerprint, now)) return SENT
    logger.error({ event: 'cost_summary_email_failed', err: error.cause }, 'Cost summary email not queued; not stored')
    return formReply(
      { ok: false, error: CALCULATOR_MESSAGES.emailFailure },
      { status: 503, headers: { 'Retry-After': '60' } },
    )
  }

  return SENT
}
