/**
 * Uploaded images as the site renders them. Pure: turns a populated Payload media document
 * (or an unpopulated id) into a small `{ src, alt, width, height }` value.
 */
import type { Media } from '@/payload-types'

export type ImageSizeName = keyof NonNullable<Media['sizes']>

export type SiteImage = {
  /** A site path ("/api/media/file/…") or an absolute URL on another host. */
  src: string
  alt: string
  width: number | null
  height: number | null
}

/**
 * Payload makes upload URLs absolute with its serverURL; the site serves them itself, so the
 * origin is dropped to keep next/image on its local patterns.
 */
export function toSitePath(url: string): string {
  const match = /^https?:\/\/[^/]+(\/api\/media\/file\/.*)$/i.exec(url)
  return match ? match[1] : url
}

/** The requested size when it exists, else the original; null for an unpopulated upload. */
export function toSiteImage(
  media: number | Media | null | undefined,
  size?: ImageSizeName,
  fallbackAlt = '',
): SiteImage | null {
  if (!media || typeof media !== 'object') return null
  const sized = size ? media.sizes?.[size] : undefined
  const url = sized?.url || media.url
  if (!url) return null
  return {
    src: toSitePath(url),
    alt: media.alt || fallbackAlt,
    width: (sized?.url ? sized.width : media.width) ?? null,
    height: (sized?.url ? sized.height : media.height) ?? null,
  }
}
