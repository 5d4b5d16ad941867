/** Deterministic image generation for the demo content (SVG built in code, rasterised by sharp). */
import { type AvatarOptions, avatarSvg } from './avatar'
import { type GarmentOptions, garmentSvg, type PartnerLogo, partnerLogoSvg } from './brand'
import { type RenderedImage, renderSvg } from './render'
import { type SceneOptions, sceneSvg } from './scene'

export type { AvatarOptions, GarmentOptions, PartnerLogo, RenderedImage, SceneOptions }
export type { PaletteName } from './palettes'
export type { Terrain } from './scene'
export { describeScene } from './describe'
export { avatarSvg, garmentSvg, partnerLogoSvg, renderSvg, sceneSvg }

export const LANDSCAPE = { width: 1600, height: 1000 } as const
export const PORTRAIT = { width: 1000, height: 1400 } as const

export const renderScene = (options: SceneOptions): Promise<RenderedImage> => renderSvg(sceneSvg(options), 'jpeg')
export const renderAvatar = (options: AvatarOptions): Promise<RenderedImage> => renderSvg(avatarSvg(options), 'png')
export const renderPartnerLogo = (kind: PartnerLogo): Promise<RenderedImage> => renderSvg(partnerLogoSvg(kind), 'png')
export const renderGarment = (options: GarmentOptions): Promise<RenderedImage> => renderSvg(garmentSvg(options), 'jpeg')
