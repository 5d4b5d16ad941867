import type { PaletteName } from './palettes'
import type { Terrain } from './scene'
import type { VehicleKind } from './vehicles'

const TERRAIN: Record<Terrain, string> = {
  mountains: 'layered mountain ridges',
  hills: 'rolling hills',
  dunes: 'sand dunes',
  coast: 'a coastal road beside the sea',
  forest: 'a pine forest',
  canyon: 'red-rock mesas',
  lake: 'a mountain lake',
  town: 'the edge of a small town',
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
  dawn: 'at dawn',
  night: 'at night under the stars',
  autumn: 'on an autumn afternoon',
  noon: 'at midday in summer',
}

const VEHICLE: Record<VehicleKind, string> = {
  van: 'a camper van',
  cargo: 'a high-roof cargo van',
  overland: 'a 4x4 camper van',
  westfalia: 'a pop-top Westfalia camper',
  shortbus: 'a short-bus conversion',
  skoolie: 'a converted school bus',
  boxtruck: 'a box-truck conversion',
  teardrop: 'a teardrop trailer',
}

export interface DescribedScene {
  palette: PaletteName
  terrain: Terrain
  camp?: boolean
  companions?: VehicleKind[]
  /** Where it is, as a phrase: "on the Oregon coast". Replaces the terrain's generic words. */
  place?: string
}

function list(items: string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

/** What the picture shows, without "Illustration": "a converted school bus parked at camp at dusk on the Oregon coast". */
export function sceneSubject(scene: DescribedScene, vehicle: VehicleKind | 'none'): string {
  const where = scene.place ?? (scene.camp ? `among ${TERRAIN[scene.terrain]}` : `through ${TERRAIN[scene.terrain]}`)
  if (vehicle === 'none') return `a road ${where} ${MOOD[scene.palette]}`
  const others = scene.companions?.length ? ` with ${list(scene.companions.map((k) => VEHICLE[k]))} beside it` : ''
  const doing = scene.camp ? `parked at camp${others}` : 'on the road'
  return `${VEHICLE[vehicle]} ${doing} ${MOOD[scene.palette]} ${where}`
}

/** Alt text for a generated scene. */
export function describeScene(scene: DescribedScene, vehicle: VehicleKind | 'none'): string {
  return `Illustration of ${sceneSubject(scene, vehicle)}`
}

/** The credit line of a generated scene: says it is a drawing, never a photo. */
export function illustrationCredit(scene: DescribedScene, vehicle: VehicleKind | 'none'): string {
  return `Illustration: ${sceneSubject(scene, vehicle)}, drawn for Vanlife Voices`
}
