/**
 * Stored fuel prices as the live stream keeps them: each document's view, with its id and its
 * save time (to order changes that arrive out of turn). Read uncached, as the public.
 */
import type { Payload } from 'payload'

import type { FuelPrice } from '@/payload-types'

import { type FuelPriceView, toFuelPriceView } from '../fuel-price-view'

export type FuelPriceRecord = {
  id: string
  /** The document's updatedAt (ISO 8601). */
  updatedAt: string
  view: FuelPriceView
}

/** More rows than there are regions and fuels; duplicates are resolved by currentFuelPrices. */
export const FUEL_PRICE_READ_LIMIT = 100

export function toFuelPriceRecord(doc: FuelPrice): FuelPriceRecord {
  return { id: String(doc.id), updatedAt: doc.updatedAt, view: toFuelPriceView(doc) }
}

/** Every stored fuel price, newest first (SPEC §7), read as the public. */
export async function readFuelPriceRecords(payload: Payload): Promise<FuelPriceRecord[]> {
  const { docs } = await payload.find({
    collection: 'fuel-prices',
    sort: '-lastUpdated',
    limit: FUEL_PRICE_READ_LIMIT,
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map(toFuelPriceRecord)
}
