/**
 * The page's reader of the fuel prices (SPEC §7 "Fuel prices read"): one price per region and
 * fuel, newest first. Read as the public when the page renders (never while `next build`
 * prerenders), cached with the `fuel-prices` tag that the collection's hooks expire, for SPEC §9's
 * default 5 minutes at most. With no price, the page shows "Price data unavailable" and the
 * regional averages (SPEC §8); a failed read throws (readOr), so that page is never cached from it.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'

import { currentFuelPrices, type FuelPriceView } from '../fuel-price-view'
import { readFuelPriceRecords } from './records'

const readFuelPrices = unstable_cache(
  async (): Promise<FuelPriceView[]> => {
    const records = await readFuelPriceRecords(await getPayloadClient())
    return currentFuelPrices(records.map((record) => record.view))
  },
  ['calculator:fuel-prices'],
  { tags: [CACHE_TAGS.fuelPrices], revalidate: CACHE_TTL.default },
)

/** One price per region and fuel, newest first; empty when they cannot be read. */
export const getFuelPrices = cache(async (): Promise<FuelPriceView[]> => readOr('fuel-prices', readFuelPrices, []))
