/**
 * Each sponsor page's own look (issue 26 point 3): its layout and the product picture it shows
 * with the features grid. The words stay the global's; the look is the page's, so that the two
 * pages do not read as one template recoloured. Pure.
 */
import {
  ELECTRICS_PARTS,
  PRODUCT_ART_ALT,
  PRODUCT_ART_SIZE,
  type ProductArt,
  productArtFile,
  productArtSvg,
} from '@/lib/illustrations/products'
import { versionedAddress } from '@/lib/illustrations/address'
import type { SiteImage } from '@/lib/media'

import type { SponsorSlug } from './view'

/**
 * angled: a hero cut on the diagonal, the product diagram with its spec table on an angled band,
 * square numbered cards. rounded: a centred hero with an arched picture, the product first,
 * features either side of it in soft pills, then the video.
 */
export type SponsorLayout = 'angled' | 'rounded'

export type SponsorLook = {
  layout: SponsorLayout
  product: SiteImage
  /** The parts the picture's numbered pins name, in order (a spec table), or null. */
  parts: ReadonlyArray<{ part: string; spec: string }> | null
}

const ART: Record<SponsorSlug, ProductArt> = {
  'sponsor-vunked': 'vunked-electrics',
  'sponsor-trelino': 'trelino-toilet',
}

/** The product picture as the page shows it (served by src/app/illustrations/products). */
export function productImage(art: ProductArt): SiteImage {
  const src = versionedAddress(`/illustrations/products/${productArtFile(art)}`, () => productArtSvg(art))
  return { src, alt: PRODUCT_ART_ALT[art], ...PRODUCT_ART_SIZE[art] }
}

export function sponsorLook(slug: SponsorSlug): SponsorLook {
  const art = ART[slug]
  return {
    layout: slug === 'sponsor-vunked' ? 'angled' : 'rounded',
    product: productImage(art),
    parts: art === 'vunked-electrics' ? ELECTRICS_PARTS : null,
  }
}
