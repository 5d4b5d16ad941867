/** The calculator's regional cost data global, every required number filled. */
import type { CostDatum } from '@/payload-types'

import { type SeedContext, upsertGlobal } from './context'
import { REGION_SEEDS, type RegionKey, type RegionSeed } from './costData-regions'

/** Dotted paths of every number in `value`; an array counts as one path. */
export function numericPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'number' || Array.isArray(value)) return prefix ? [prefix] : []
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => numericPaths(child, prefix ? `${prefix}.${key}` : key))
}

/** The region's `estimatedFields`: explicit, or every numeric path SPEC §9 does not give. */
export function estimatedFieldsFor(seed: RegionSeed): string[] {
  const all = numericPaths(seed.data)
  const listed = 'estimated' in seed ? seed.estimated : seed.sourced
  const unknown = listed.filter((path) => !all.includes(path))
  if (unknown.length > 0) throw new Error(`Unknown cost data paths: ${unknown.join(', ')}`)
  return 'estimated' in seed ? seed.estimated : all.filter((path) => !seed.sourced.includes(path))
}

export function costDataGlobal(): Omit<CostDatum, 'id' | 'createdAt' | 'updatedAt'> {
  const region = (key: RegionKey): CostDatum[RegionKey] => {
    const seed = REGION_SEEDS[key]
    return {
      available: seed.available,
      currency: seed.currency,
      estimatedFields: estimatedFieldsFor(seed),
      ...seed.data,
    }
  }
  return {
    usa: region('usa'),
    canada: region('canada'),
    uk: region('uk'),
    europe: region('europe'),
    australia: region('australia'),
  }
}

export async function seedCostData(ctx: SeedContext): Promise<void> {
  await upsertGlobal(ctx, 'cost-data', costDataGlobal())
}
