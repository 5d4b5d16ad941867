/**
 * The site's illustration style: landscapes with a van or skoolie, portraits, brand marks, drawn as
 * SVG in code and deterministic (the same options always give the same picture). The seed
 * rasterises them for the demo content; the site draws a post's stand-in picture with them.
 */
export { type AvatarOptions, avatarSvg } from './avatar'
export { type GarmentOptions, garmentSvg, type PartnerLogo, partnerLogoSvg } from './brand'
export { describeScene, type DescribedScene, illustrationCredit, sceneSubject } from './describe'
export type { PaletteName } from './palettes'
export { type SceneOptions, sceneSvg, type Terrain } from './scene'
export type { VehicleKind } from './vehicles'
