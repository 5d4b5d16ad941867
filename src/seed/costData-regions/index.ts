/** Calculator cost data per region, one file each; costData.ts builds the global from them. */
import { australia } from './australia'
import { canada } from './canada'
import { europe } from './europe'
import type { RegionKey, RegionSeed } from './shared'
import { uk } from './uk'
import { usa } from './usa'

export type { RegionData, RegionKey, RegionSeed } from './shared'

export const REGION_SEEDS: Record<RegionKey, RegionSeed> = { usa, canada, uk, europe, australia }
