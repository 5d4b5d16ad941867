import type { PayloadSlice } from '@/cms/slice'

import { CostSummaries } from './collections/CostSummaries'
import { FuelPrices } from './collections/FuelPrices'
import { CostData } from './globals/CostData'
import { refreshFuelPricesTask } from './jobs/refreshFuelPrices'

/** The cost-of-living calculator: regional cost data, fuel prices (and their scheduled refresh) and emailed summaries. */
export const calculatorSlice: PayloadSlice = {
  collections: [CostSummaries, FuelPrices],
  globals: [CostData],
  tasks: [refreshFuelPricesTask],
}
