/**
 * Fuel prices as pages and the live stream show them (SPEC §7 "Fuel prices read", §9 "Calculator":
 * US and UK prices are labelled live, otherwise a regional estimate). Pure and browser-safe: the
 * server reader, the SSE stream and the browser hook all speak this shape.
 */
import type { FuelPrice } from '@/payload-types'

export const FUEL_PRICE_REGIONS = ['usa', 'canada', 'uk', 'europe', 'australia'] as const

/**
 * One region's price of one fuel. No zod here: the calculator page loads this module first;
 * ./fuel-price-view-schema.ts checks what arrives over the stream or through Redis.
 */
export type FuelPriceView = {
  region: (typeof FUEL_PRICE_REGIONS)[number]
  fuelType: 'gasoline' | 'diesel'
  price: number
  unit: 'gallon' | 'liter'
  source: 'live' | 'estimate'
  /** ISO 8601: when the price was observed (live) or entered (estimate). */
  lastUpdated: string
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value)

/**
 * Reads a fuel price that arrived over the live stream: the view, or null when any field is not
 * what FuelPriceView says. A hand-written check rather than zod, which would double the calculator
 * page's first load; ./fuel-price-view-schema.ts (zod) checks the same shape on the server.
 */
export function readFuelPriceView(value: unknown): FuelPriceView | null {
  if (typeof value !== 'object' || value === null) return null
  const { region, fuelType, price, unit, source, lastUpdated } = value as Record<string, unknown>
  if (!isOneOf(FUEL_PRICE_REGIONS, region) || !isOneOf(['gasoline', 'diesel'] as const, fuelType)) return null
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null
  if (!isOneOf(['gallon', 'liter'] as const, unit) || !isOneOf(['live', 'estimate'] as const, source)) return null
  if (typeof lastUpdated !== 'string' || lastUpdated === '') return null
  return { region, fuelType, price, unit, source, lastUpdated }
}

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
