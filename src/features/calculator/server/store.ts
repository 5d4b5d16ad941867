/** The cost-summaries collection: duplicates and storing one summary. Server-only. */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { CostSummary } from '@/payload-types'

import type { Calculation } from '../logic/formulas'
import { currencyFor } from '../logic/regions'
import type { CostSummaryValues } from '../schemas'
import { centsToUnits, type FuelPriceUsed, type StoredBreakdown } from '../summary'

/**
 * The same summary (email, region and inputs) sent again within this window is stored and mailed
 * only once: a double click, a retry after a slow answer, a second tab.
 */
export const SUMMARY_DUPLICATE_WINDOW_MS = 5 * 60_000

/** The same summary stored less than SUMMARY_DUPLICATE_WINDOW_MS before `now`, or null. */
export async function findRecentDuplicate(
  payload: Payload,
  fingerprint: string,
  now: number,
  req?: PayloadRequest,
): Promise<Pick<CostSummary, 'id'> | null> {
  const { docs } = await payload.find({
    collection: 'cost-summaries',
    where: {
      and: [
        { fingerprint: { equals: fingerprint } },
        { createdAt: { greater_than: new Date(now - SUMMARY_DUPLICATE_WINDOW_MS).toISOString() } },
      ],
    },
    select: { fingerprint: true },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

export type SummaryToStore = {
  values: CostSummaryValues
  calculation: Calculation
  fuelPrice: FuelPriceUsed
  memberId: number | null
  fingerprint: string
}

/** Stores the summary: the parsed inputs, the server's breakdown in cents, its totals in currency units. */
export function storeSummary(payload: Payload, summary: SummaryToStore, req?: PayloadRequest) {
  const { values, calculation, fuelPrice, memberId, fingerprint } = summary
  const { breakdown } = calculation
  const currency = currencyFor(values.region).code
  const stored: StoredBreakdown = { ...breakdown, currency, fuelPrice }
  return payload.create({
    collection: 'cost-summaries',
    data: {
      member: memberId,
      userName: values.name,
      email: values.email,
      selectedCountry: values.region,
      currency,
      inputs: values.inputs,
      breakdown: stored,
      subtotalCost: centsToUnits(breakdown.subtotalCost),
      totalMonthlyCost: centsToUnits(breakdown.totalMonthlyCost),
      onceOffCosts: centsToUnits(breakdown.onceOff.total),
      fingerprint,
    },
    overrideAccess: true,
    req,
  })
}
