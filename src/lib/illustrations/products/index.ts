/**
 * Product art of the two sponsors, drawn in code like the site's other illustrations and
 * deterministic (the same call always gives the same SVG): Vunked's van electrical system as a
 * cutaway of a high-roof van, and Trelino's composting toilet cut away in a van bathroom.
 */
import { compostingToiletSvg } from './toilet'
import { vanElectricsSvg } from './electrics'
import type { ProductArt } from './shared'

export { ELECTRICS_PARTS, PRODUCT_ART_ALT, PRODUCT_ART_SIZE, type ProductArt } from './shared'
export { compostingToiletSvg, vanElectricsSvg }

export const PRODUCT_ARTS: readonly ProductArt[] = ['vunked-electrics', 'trelino-toilet']

/** "vunked-electrics.svg": the file name a picture is served as (under /illustrations/products/). */
export const productArtFile = (art: ProductArt): string => `${art}.svg`

/** The picture a file name stands for, or null. */
export function productArtFromFile(file: string): ProductArt | null {
  return PRODUCT_ARTS.find((art) => productArtFile(art) === file) ?? null
}

/** The SVG of a product picture. */
export function productArtSvg(art: ProductArt): string {
  return art === 'vunked-electrics' ? vanElectricsSvg() : compostingToiletSvg()
}
