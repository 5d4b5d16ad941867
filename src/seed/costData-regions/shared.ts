/**
 * What every region's seed is made of (./index.ts assembles them). Calculator cost data per region. USA figures come from SPEC §9 except the few listed in
 * `sourced` as missing; for the other regions SPEC §9 gives only a handful of figures, and
 * everything else is our own estimate in local currency. `costData.ts` derives each region's
 * `estimatedFields` from the difference.
 */
import type { CostDatum } from '@/payload-types'

export type RegionKey = 'usa' | 'canada' | 'uk' | 'europe' | 'australia'
export type RegionData = Omit<CostDatum['usa'], 'available' | 'currency' | 'estimatedFields'>

export type RegionSeed = {
  available: boolean
  currency: CostDatum['usa']['currency']
  data: RegionData
} & (
  | {
      /** Numeric paths (or whole arrays) whose values SPEC §9 gives. Everything else is estimated. */
      sourced: string[]
    }
  | {
      /** Paths of our own estimates, when SPEC §9 gives nearly everything. */
      estimated: string[]
    }
)

export const meals = (mealMin: number, mealMax: number, avgMealsPerWeek: number) => ({
  mealMin,
  mealMax,
  avgMealsPerWeek,
})
export const range = (min: number, max: number) => ({ min, max })
export const ranged = (min: number, max: number, avg: number) => ({ min, max, avg })
/** A propane tank: its name and what it holds in US gallons (SPEC §9). */
export const tank = (name: string, gallons: number, isDefault = false) => ({ name, gallons, default: isDefault })

export const CAMPSITE = ['accommodation.campsiteMin', 'accommodation.campsiteMax']
export const FUEL = ['fuel.gasolineAvg', 'fuel.dieselAvg', 'fuel.propanePrice']
/** SPEC §9 gives the UK's tanks and monthly propane use. */
export const UK_PROPANE = [
  'fuel.propaneTanks',
  'fuel.propaneUse.cooking',
  'fuel.propaneUse.heating',
  'fuel.propaneUse.fridge',
]
export const HEALTH_RANGE = ['health.healthInsurance.min', 'health.healthInsurance.max']
