import type { PayloadSlice } from '@/cms/slice'

import { CostSummaries } from './collections/CostSummaries'
import { FuelPrices } from './collections/FuelPrices'
import { CostData } from './globals/CostData'

/** The cost-of-living calculator: regional cost data, fuel prices and emailed summaries. */
export const calculatorSlice: PayloadSlice = {
  collections: [CostSummaries, FuelPrices],
  globals: [CostData],
}
