/**
 * The calculator's regions (SPEC §2, §9): their keys, labels and currencies, and the regional
 * data the formulas read. Pure and browser-safe.
 */
import type { CostDatum } from '@/payload-types'

export const REGIONS = ['usa', 'uk', 'canada', 'europe', 'australia'] as const
export type RegionKey = (typeof REGIONS)[number]

export const REGION_LABELS: Record<RegionKey, string> = {
  usa: 'USA',
  uk: 'UK',
  canada: 'Canada',
  europe: 'Europe',
  australia: 'Australia',
}

/** One region of the cost-data global, as staff saved it. */
export type RegionData = CostDatum['usa']

export type CurrencyCode = RegionData['currency']

/** SPEC §9: £ GBP for the UK, € EUR for Europe, $ for the rest. */
export function currencyFor(region: RegionKey): { code: 'USD' | 'GBP' | 'EUR'; symbol: '$' | '£' | '€' } {
  if (region === 'uk') return { code: 'GBP', symbol: '£' }
  if (region === 'europe') return { code: 'EUR', symbol: '€' }
  return { code: 'USD', symbol: '$' }
}

export function isRegionKey(value: unknown): value is RegionKey {
  return typeof value === 'string' && (REGIONS as readonly string[]).includes(value)
}

/** Litres in the gallon a region's MPG is measured in: imperial in the UK, US elsewhere. */
export function litresPerGallon(region: RegionKey): number {
  return region === 'uk' ? 4.54609 : 3.785411784
}

/** SPEC §9: kilograms of propane to gallons, for the UK's tank sizes. */
export const PROPANE_KG_TO_GALLONS = 0.51
/** US gallons in a litre. */
export const GALLONS_PER_LITRE = 0.264172
