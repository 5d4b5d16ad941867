/**
 * What an emailed cost summary holds besides the formulas' breakdown: the fuel price it used and
 * how that price is labelled (SPEC §9: US and UK prices are labelled live, otherwise a fallback or
 * regional estimate), and the amounts as stored. Pure and browser-safe.
 */
import type { CostBreakdown, FuelPrice } from './logic/formulas'
import type { FuelType } from './logic/inputs'
import type { Cents } from './logic/money'
import { REGION_LABELS, type RegionKey } from './logic/regions'

/** Where a fuel price came from: a live feed, a staff estimate (fuel-prices), or the cost data's regional average. */
export type FuelPriceSource = 'live' | 'estimate' | 'average'

export type FuelPriceUsed = FuelPrice & { fuelType: FuelType; source: FuelPriceSource; label: string }

/** The same words as the calculator page's fuel badge (fuel-price-view.ts on the fuel-prices branch). */
export const FUEL_PRICE_USED_LABELS = {
  usaLive: 'live from the US energy agency',
  ukLive: 'live from UK retailers',
  estimate: 'regional estimate',
  average: 'regional average',
} as const

export function fuelPriceUsedLabel(region: RegionKey, source: FuelPriceSource): string {
  if (source === 'live' && region === 'usa') return FUEL_PRICE_USED_LABELS.usaLive
  if (source === 'live' && region === 'uk') return FUEL_PRICE_USED_LABELS.ukLive
  return source === 'average' ? FUEL_PRICE_USED_LABELS.average : FUEL_PRICE_USED_LABELS.estimate
}

const fuelPriceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })

/** "$3.759 per gallon of gasoline": a rate, so up to three decimals (pump prices have them). */
export function describeFuelPrice({ price, unit, fuelType }: FuelPriceUsed, symbol: string): string {
  return `${symbol}${fuelPriceFormat.format(price)} per ${unit} of ${fuelType}`
}

/** Whole cents as currency units (123456 → 1234.56), for the admin's number columns. */
export function centsToUnits(cents: Cents): number {
  return Math.round(cents) / 100
}

/** The `breakdown` a cost-summaries document stores: every amount in cents, with its currency and fuel price. */
export type StoredBreakdown = CostBreakdown & { currency: 'USD' | 'GBP' | 'EUR'; fuelPrice: FuelPriceUsed }

/** The first word of a name, for the newsletter's greeting ("Maya Lopez" → "Maya"). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? ''
}

/** A region as a sentence names it: "the USA", "the UK", "Europe". */
export function regionInSentence(region: RegionKey): string {
  return region === 'usa' || region === 'uk' ? `the ${REGION_LABELS[region]}` : REGION_LABELS[region]
}
