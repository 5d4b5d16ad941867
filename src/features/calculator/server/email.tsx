/** The visitor's summary email, rendered once and queued through the outbox (src/features/email). Server-only. */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { emailBrand, renderEmail, type RenderedEmail, sendEmail } from '@/features/email'
import type { UnsubscribeLinks } from '@/features/newsletter'

import { CostSummaryEmail, costSummarySubject } from '../emails/cost-summary-email'
import type { Calculation } from '../logic/formulas'
import { currencyFor } from '../logic/regions'
import { calculatorHref } from '../logic/url-state'
import { CALCULATOR_PATH, type CostSummaryValues } from '../schemas'
import { type FuelPriceUsed, regionInSentence } from '../summary'

export const COST_SUMMARY_EMAIL_KIND = 'cost-summary'

export type SummaryEmail = RenderedEmail & { to: string; subject: string; headers?: Record<string, string> }

/** The absolute link that reopens the calculator with the same region and inputs. */
export function calculationUrl(values: Pick<CostSummaryValues, 'region' | 'inputs'>): string {
  return calculatorHref(`${emailBrand().siteUrl}${CALCULATOR_PATH}`, values.region, values.inputs)
}

/**
 * Renders the email (outside any transaction: it takes a moment and writes nothing), with the
 * address's newsletter unsubscribe link and List-Unsubscribe headers when it has them.
 */
export async function renderSummaryEmail(
  values: CostSummaryValues,
  calculation: Calculation,
  fuelPrice: FuelPriceUsed,
  unsubscribe: UnsubscribeLinks | null = null,
): Promise<SummaryEmail> {
  const brand = emailBrand()
  const regionName = regionInSentence(values.region)
  const rendered = await renderEmail(
    <CostSummaryEmail
      {...brand}
      name={values.name}
      regionName={regionName}
      currencySymbol={currencyFor(values.region).symbol}
      breakdown={calculation.breakdown}
      fuelPrice={fuelPrice}
      calculationUrl={calculationUrl(values)}
      unsubscribeUrl={unsubscribe?.url}
    />,
  )
  return {
    ...rendered,
    to: values.email,
    subject: costSummarySubject(regionName),
    ...(unsubscribe ? { headers: unsubscribe.headers } : {}),
  }
}

/** The outbox's sendEmail, swappable in tests (to make queueing fail). */
export type QueueEmail = typeof sendEmail

/**
 * Records the email in the outbox and queues its delivery, in the caller's transaction (`req`).
 * `dedupeKey` makes a concurrent identical request queue nothing (answered `duplicate: true`).
 */
export function queueSummaryEmail(
  payload: Payload,
  email: SummaryEmail,
  options: { dedupeKey: string; req?: PayloadRequest; queue?: QueueEmail },
) {
  const queue = options.queue ?? sendEmail
  return queue(
    payload,
    {
      to: email.to,
      subject: email.subject,
      kind: COST_SUMMARY_EMAIL_KIND,
      html: email.html,
      text: email.text,
      headers: email.headers,
      dedupeKey: options.dedupeKey,
    },
    { req: options.req },
  )
}
