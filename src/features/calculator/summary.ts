/**
 * What an emailed cost summary holds besides the formulas' breakdown: the fuel price it used and
 * how that price is labelled (SPEC §9: US and UK prices are labelled live, otherwise a fallback or
 * regional estimate), and the amounts as stored. Pure and browser-safe.
 */
import { FUEL_PRICE_LABELS, fuelPriceLabel } from './fuel-price-view'
import type { CostBreakdown, FuelPrice } from './logic/formulas'
import type { FuelType } from './logic/inputs'
import { type Cents, formatMoney, toCents } from './logic/money'
import { REGION_LABELS, type RegionKey } from './logic/regions'

/** Where a fuel price came from: a live feed, a staff estimate (fuel-prices), or the cost data's regional average. */
export type FuelPriceSource = 'live' | 'estimate' | 'average'

export type FuelPriceUsed = FuelPrice & { fuelType: FuelType; source: FuelPriceSource; label: string }

/** The words of the calculator page's fuel note (fuel-price-view.ts; "regional average" without a record). */
export const FUEL_PRICE_USED_LABELS = { ...FUEL_PRICE_LABELS, average: 'regional average' } as const

export function fuelPriceUsedLabel(region: RegionKey, source: FuelPriceSource): string {
  return source === 'average' ? FUEL_PRICE_USED_LABELS.average : fuelPriceLabel({ region, source })
}

/** "$3.76 per gallon of gasoline", written as the page's fuel note writes the price. */
export function describeFuelPrice({ price, unit, fuelType }: FuelPriceUsed, symbol: string): string {
  return `${formatMoney(toCents(price), symbol)} per ${unit === 'liter' ? 'litre' : 'gallon'} of ${fuelType}`
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
