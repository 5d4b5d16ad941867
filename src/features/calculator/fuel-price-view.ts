/**
 * Fuel prices as pages and the live stream show them (SPEC §7 "Fuel prices read", §9 "Calculator":
 * US and UK prices are labelled live, otherwise a regional estimate). Pure and browser-safe: the
 * server reader, the SSE stream and the browser hook all speak this shape.
 */
// zod/mini: this module is in the calculator page's first load (its label), zod's classic API is not.
import * as z from 'zod/mini'

import type { FuelPrice } from '@/payload-types'

export const FUEL_PRICE_REGIONS = ['usa', 'canada', 'uk', 'europe', 'australia'] as const

export const fuelPriceViewSchema = z.object({
  region: z.enum(FUEL_PRICE_REGIONS),
  fuelType: z.enum(['gasoline', 'diesel']),
  price: z.number().check(z.minimum(0)),
  unit: z.enum(['gallon', 'liter']),
  source: z.enum(['live', 'estimate']),
  /** ISO 8601: when the price was observed (live) or entered (estimate). */
  lastUpdated: z.string().check(z.minLength(1)),
})

/** One region's price of one fuel. */
export type FuelPriceView = z.infer<typeof fuelPriceViewSchema>

export type FuelPriceRegion = FuelPriceView['region']
export type FuelPriceFuelType = FuelPriceView['fuelType']

export const FUEL_PRICE_LABELS = {
  usaLive: 'live from the US energy agency',
  ukLive: 'live from UK retailers',
  estimate: 'regional estimate',
} as const

/** What a price is labelled with: live (and from where) for US and UK live prices, else an estimate. */
export function fuelPriceLabel(view: Pick<FuelPriceView, 'region' | 'source'>): string {
  if (view.source === 'live' && view.region === 'usa') return FUEL_PRICE_LABELS.usaLive
  if (view.source === 'live' && view.region === 'uk') return FUEL_PRICE_LABELS.ukLive
  return FUEL_PRICE_LABELS.estimate
}

/** The view of a stored fuel-prices document. */
export function toFuelPriceView(
  doc: Pick<FuelPrice, 'region' | 'fuelType' | 'price' | 'unit' | 'source' | 'lastUpdated'>,
): FuelPriceView {
  return {
    region: doc.region,
    fuelType: doc.fuelType,
    price: doc.price,
    unit: doc.unit,
    source: doc.source,
    lastUpdated: new Date(doc.lastUpdated).toISOString(),
  }
}

/**
 * One price per region and fuel: the most recently updated when there are several (SPEC §7 reads
 * every row newest first and groups them by region), newest first.
 */
export function currentFuelPrices(views: readonly FuelPriceView[]): FuelPriceView[] {
  const newest = new Map<string, FuelPriceView>()
  for (const view of views) {
    const key = `${view.region}:${view.fuelType}`
    const kept = newest.get(key)
    if (!kept || Date.parse(view.lastUpdated) > Date.parse(kept.lastUpdated)) newest.set(key, view)
  }
  return [...newest.values()].sort(
    (a, b) =>
      Date.parse(b.lastUpdated) - Date.parse(a.lastUpdated) ||
      a.region.localeCompare(b.region) ||
      a.fuelType.localeCompare(b.fuelType),
  )
}

/** The price of one region and fuel, if there is one. */
export function findFuelPrice(
  views: readonly FuelPriceView[],
  region: FuelPriceRegion,
  fuelType: FuelPriceFuelType,
): FuelPriceView | undefined {
  return views.find((view) => view.region === region && view.fuelType === fuelType)
}
