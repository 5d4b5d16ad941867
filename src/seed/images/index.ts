/**
 * Deterministic image generation for the demo content: the site's illustrations (SVG built in
 * code, src/lib/illustrations) rasterised by sharp.
 */
import {
  type AvatarOptions,
  avatarSvg,
  type GarmentOptions,
  garmentSvg,
  type PartnerLogo,
  partnerLogoSvg,
  type SceneOptions,
  sceneSvg,
} from '@/lib/illustrations'

import { type RenderedImage, renderSvg } from './render'

export type { AvatarOptions, GarmentOptions, PartnerLogo, RenderedImage, SceneOptions }
export type { PaletteName, Terrain, VehicleKind } from '@/lib/illustrations'
export { describeScene, illustrationCredit } from '@/lib/illustrations'
export { avatarSvg, garmentSvg, partnerLogoSvg, renderSvg, sceneSvg }

export const LANDSCAPE = { width: 1600, height: 1000 } as const
export const PORTRAIT = { width: 1000, height: 1400 } as const

/**
 * The file name of a drawing: `base` plus a short hash of its SVG ("story-x-landscape-i1f3a09c2.jpg").
 * A drawing changed by the generator gets a new file on the next seed, so a database seeded
 * before the change shows the new picture (with its new description) instead of the old one.
 */
export function drawnFilename(base: string, svg: string, extension: 'jpg' | 'png'): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < svg.length; i++) {
    hash ^= svg.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${base}-i${(hash >>> 0).toString(16).padStart(8, '0')}.${extension}`
}

export const renderScene = (options: SceneOptions): Promise<RenderedImage> => renderSvg(sceneSvg(options), 'jpeg')
export const renderAvatar = (options: AvatarOptions): Promise<RenderedImage> => renderSvg(avatarSvg(options), 'png')
export const renderPartnerLogo = (kind: PartnerLogo): Promise<RenderedImage> => renderSvg(partnerLogoSvg(kind), 'png')
export const renderGarment = (options: GarmentOptions): Promise<RenderedImage> => renderSvg(garmentSvg(options), 'jpeg')
