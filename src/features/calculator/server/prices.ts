/**
 * What the summary is computed from, read on the server (never taken from the browser): a region's
 * data from the cost-data global, refused when the region is not available, and the region's
 * latest fuel prices from the fuel-prices collection (SPEC §7 "Fuel prices read": newest first,
 * one per fuel). Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { getCalculatorRegions } from '../queries'
import { currentFuelPrices, findFuelPrice, toFuelPriceView } from '../fuel-price-view'
import { type FuelPrices, fuelPriceFor } from '../logic/formulas'
import { FUEL_TYPES, type FuelType } from '../logic/inputs'
import type { RegionData, RegionKey } from '../logic/regions'
import { type FuelPriceSource, type FuelPriceUsed, fuelPriceUsedLabel } from '../summary'

/**
 * The region's data as staff saved it, or null when the region is not available in the calculator:
 * the calculator page's own cached reading of the cost-data global (../queries.ts: expired by its tag
 * when staff save it), not a read per reveal. Reading the whole global through the Local API was
 * the largest single cost of a reveal (issue 23). A failed read throws (a 503, as before).
 */
export async function availableRegionData(region: RegionKey): Promise<RegionData | null> {
  const regions = await getCalculatorRegions()
  return regions.find((option) => option.key === region)?.data ?? null
}

export type RegionFuelPrices = {
  /** As the formulas take them: the newest record of each fuel. */
  prices: FuelPrices
  sources: Partial<Record<FuelType, FuelPriceSource>>
}

/**
 * The newest fuel-prices record of each fuel for the region, chosen as the page chooses it
 * (fuel-price-view.ts currentFuelPrices); none: the formulas use the regional average.
 */
export async function latestFuelPrices(
  payload: Payload,
  region: RegionKey,
  req?: PayloadRequest,
): Promise<RegionFuelPrices> {
  const { docs } = await payload.find({
    collection: 'fuel-prices',
    where: { region: { equals: region } },
    sort: ['-lastUpdated', '-id'],
    limit: 50,
    depth: 0,
    overrideAccess: false,
    req,
  })
  const views = currentFuelPrices(docs.map(toFuelPriceView))
  const result: RegionFuelPrices = { prices: {}, sources: {} }
  for (const fuelType of FUEL_TYPES) {
    const view = findFuelPrice(views, region, fuelType)
    if (!view) continue
    result.prices[fuelType] = { price: view.price, unit: view.unit }
    result.sources[fuelType] = view.source
  }
  return result
}

/** The price the formulas used for the chosen fuel, with where it came from and its label. */
export function fuelPriceUsed(
  region: RegionKey,
  data: RegionData,
  fuelType: FuelType,
  fuel: RegionFuelPrices,
): FuelPriceUsed {
  const source: FuelPriceSource = fuel.sources[fuelType] ?? 'average'
  return { ...fuelPriceFor(data, fuelType, fuel.prices), fuelType, source, label: fuelPriceUsedLabel(region, source) }
}
