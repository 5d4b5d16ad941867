/** Seeded regional fuel prices, labelled as estimates (SPEC §9). */
import type { FuelPrice } from '@/payload-types'

import { type SeedContext, upsert } from './context'

type FuelPriceSeed = Pick<FuelPrice, 'region' | 'fuelType' | 'price' | 'unit'>

export const FUEL_PRICE_SEEDS: FuelPriceSeed[] = [
  { region: 'usa', fuelType: 'gasoline', price: 3.75, unit: 'gallon' },
  { region: 'usa', fuelType: 'diesel', price: 4.25, unit: 'gallon' },
  { region: 'uk', fuelType: 'gasoline', price: 1.5, unit: 'liter' },
  { region: 'uk', fuelType: 'diesel', price: 1.55, unit: 'liter' },
]

export async function seedFuelPrices(ctx: SeedContext, now: Date = new Date()): Promise<void> {
  for (const fuel of FUEL_PRICE_SEEDS) {
    await upsert(
      ctx,
      'fuelPrices',
      'fuel-prices',
      { and: [{ region: { equals: fuel.region } }, { fuelType: { equals: fuel.fuelType } }] },
      { ...fuel, source: 'estimate', lastUpdated: now.toISOString() },
      `${fuel.region} ${fuel.fuelType}`,
    )
  }
}
