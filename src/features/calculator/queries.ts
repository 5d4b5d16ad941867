/**
 * Cached readers of the calculator page's data (same rules as src/features/site/queries.ts): the
 * regional cost data (tag cost-data, expired when staff save the global) and the fuel prices (tag
 * fuel-prices, expired when the job or staff change one); read as the public, never during
 * `next build`, never throwing (a failure leaves the page with no region to pick, or the
 * regional averages).
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'

import { currentFuelPrices, type FuelPriceView, toFuelPriceView } from './fuel-price-view'
import { REGION_LABELS, type RegionData, type RegionKey, REGIONS } from './logic/regions'

/** A region as the picker offers it; data only for the regions that can be chosen. */
export type RegionOption = { key: RegionKey; label: string; available: boolean; data: RegionData | null }

const readCostData = unstable_cache(
  async (): Promise<RegionOption[]> => {
    const payload = await getPayloadClient()
    const global = await payload.findGlobal({ slug: 'cost-data', depth: 0, overrideAccess: false })
    return REGIONS.map((key) => {
      const data = global[key]
      const available = Boolean(data?.available)
      return { key, label: REGION_LABELS[key], available, data: available ? data : null }
    })
  },
  ['calculator:cost-data'],
  { tags: [CACHE_TAGS.costData], revalidate: CACHE_TTL.default },
)

const readFuelPrices = unstable_cache(
  async (): Promise<FuelPriceView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'fuel-prices',
      sort: '-lastUpdated',
      limit: 100,
      depth: 0,
      overrideAccess: false,
      pagination: false,
    })
    return currentFuelPrices(docs.map(toFuelPriceView))
  },
  ['calculator:fuel-prices'],
  { tags: [CACHE_TAGS.fuelPrices], revalidate: CACHE_TTL.default },
)

const UNREADABLE: RegionOption[] = REGIONS.map((key) => ({
  key,
  label: REGION_LABELS[key],
  available: false,
  data: null,
}))

/** The five regions in SPEC order; all unavailable when the data cannot be read. */
export const getCalculatorRegions = cache((): Promise<RegionOption[]> => readOr('cost-data', readCostData, UNREADABLE))

/** The current price of each region's fuels (one per region and fuel); empty when unreadable. */
export const getFuelPrices = cache((): Promise<FuelPriceView[]> => readOr('fuel-prices', readFuelPrices, []))
