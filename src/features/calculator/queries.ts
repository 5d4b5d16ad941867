/**
 * Cached reader of the calculator page's regional data (same rules as src/features/site/queries.ts):
 * the cost-data global (tag cost-data, expired when staff save it), read as the public, never
 * during `next build`; a failed read throws (readOr: the page is not cached without its regions). The
 * fuel prices have their own reader (./fuel-prices/queries.ts).
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'

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

const UNREADABLE: RegionOption[] = REGIONS.map((key) => ({
  key,
  label: REGION_LABELS[key],
  available: false,
  data: null,
}))

/** The five regions in SPEC order; all unavailable when the data cannot be read. */
export const getCalculatorRegions = cache((): Promise<RegionOption[]> => readOr('cost-data', readCostData, UNREADABLE))
