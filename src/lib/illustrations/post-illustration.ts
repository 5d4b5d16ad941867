/**
 * The picture of a post that has no featured image (imported posts may lack one): a landscape in
 * the site's illustration style (the same scenes the demo content is drawn with), picked from the
 * post's slug so a post always shows the same one. Pure.
 */
import type { SiteImage } from '@/lib/media'
import { versionedAddress } from './address'
import type { PaletteName } from './palettes'
import { fnv1a } from './random'
import { type SceneOptions, sceneSvg, type Terrain } from './scene'
import type { VehicleKind } from './vehicles'

/** The scenes, one per file name under /illustrations/. */
export const ILLUSTRATIONS: ReadonlyArray<{
  palette: PaletteName
  terrain: Terrain
  seed: number
  vehicle?: VehicleKind
  camp?: boolean
}> = [
  { palette: 'sunset', terrain: 'mountains', seed: 9101 },
  { palette: 'coast', terrain: 'coast', seed: 9102 },
  { palette: 'forest', terrain: 'forest', seed: 9103 },
  { palette: 'desert', terrain: 'dunes', seed: 9104 },
  { palette: 'prairie', terrain: 'hills', seed: 9105 },
  { palette: 'alpine', terrain: 'mountains', seed: 9106 },
  { palette: 'dawn', terrain: 'lake', seed: 9107, vehicle: 'westfalia', camp: true },
  { palette: 'night', terrain: 'canyon', seed: 9108, vehicle: 'skoolie', camp: true },
  { palette: 'autumn', terrain: 'town', seed: 9109, vehicle: 'overland' },
  { palette: 'noon', terrain: 'hills', seed: 9110, vehicle: 'shortbus', camp: true },
]

export const ILLUSTRATION_SIZE = { width: 1600, height: 1000 } as const

/** "road-3.svg": the file name of scene `index`. */
export const illustrationFile = (index: number): string => `road-${index + 1}.svg`

/** The scene a file name stands for, or null. */
export function illustrationScene(file: string): SceneOptions | null {
  const match = /^road-(\d+)\.svg$/.exec(file)
  const scene = match ? ILLUSTRATIONS[Number(match[1]) - 1] : undefined
  return scene ? { vehicle: 'van', ...scene, ...ILLUSTRATION_SIZE, solar: scene.seed % 2 === 0 } : null
}

/** A stable, well-spread index for a slug (FNV-1a). */
export const illustrationIndex = (slug: string): number => fnv1a(slug) % ILLUSTRATIONS.length

/**
 * The post's illustration as a site image. Decorative (empty alt): the card's or page's title says
 * what the post is, and a description of a generic landscape would only add noise.
 */
export function illustrationFor(slug: string): SiteImage {
  const file = illustrationFile(illustrationIndex(slug))
  const src = versionedAddress(`/illustrations/${file}`, () => {
    const scene = illustrationScene(file)
    return scene ? sceneSvg(scene) : ''
  })
  return { src, alt: '', ...ILLUSTRATION_SIZE }
}
