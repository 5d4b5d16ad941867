import type { SiteImage } from '@/lib/media'

import type { SearchImage } from './types'

/** A result's picture from a site image (src/lib/media.ts toSiteImage): none without its size. Pure. */
export function searchImageOf(site: SiteImage | null | undefined): SearchImage | null {
  return site?.width && site.height ? { url: site.src, alt: site.alt, width: site.width, height: site.height } : null
}
