import type { PaletteName } from './palettes'
import type { Terrain } from './scene'

const TERRAIN: Record<Terrain, string> = {
  mountains: 'layered mountain ridges',
  hills: 'rolling hills',
  dunes: 'sand dunes',
  coast: 'a coastal road beside the sea',
  forest: 'a pine forest',
}

const MOOD: Record<PaletteName, string> = {
  sunset: 'at sunset',
  desert: 'under a warm desert sky',
  coast: 'on a bright, breezy day',
  forest: 'on a clear morning',
  dusk: 'under a crescent moon and stars',
  alpine: 'beneath snow-capped peaks',
  prairie: 'in golden evening light',
  outback: 'under a big blue sky',
  winter: 'on a crisp winter day',
  highland: 'under a soft, misty sky',
}

/** Alt text for a generated scene. */
export function describeScene(
  scene: { palette: PaletteName; terrain: Terrain },
  vehicle: 'van' | 'skoolie' | 'none',
): string {
  const subject =
    vehicle === 'skoolie'
      ? 'a converted school bus on a road through'
      : vehicle === 'van'
        ? 'a camper van on a road through'
        : 'a road through'
  return `Illustration of ${subject} ${TERRAIN[scene.terrain]} ${MOOD[scene.palette]}`
}
