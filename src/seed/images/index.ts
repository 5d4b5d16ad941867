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

export const renderScene = (options: SceneOptions): Promise<RenderedImage> => renderSvg(sceneSvg(options), 'jpeg')
export const renderAvatar = (options: AvatarOptions): Promise<RenderedImage> => renderSvg(avatarSvg(options), 'png')
export const renderPartnerLogo = (kind: PartnerLogo): Promise<RenderedImage> => renderSvg(partnerLogoSvg(kind), 'png')
export const renderGarment = (options: GarmentOptions): Promise<RenderedImage> => renderSvg(garmentSvg(options), 'jpeg')
