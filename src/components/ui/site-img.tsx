import type { CSSProperties } from 'react'

import { minDisplayWidth, srcSetFrom } from '@/lib/image-src-set'
import { fillImageStyle, imgStyleAsClasses } from '@/lib/img-style'

export type SiteImgProps = {
  src: string
  /** The same picture at other widths, as Payload wrote them at upload (SiteImage.srcSet). */
  srcSet?: string
  alt: string
  width?: number
  height?: number
  /** Fills its positioned parent (absolute, full size), as next/image's `fill`. */
  fill?: boolean
  sizes?: string
  loading?: 'eager' | 'lazy'
  fetchPriority?: 'high' | 'low' | 'auto'
  className?: string
  style?: CSSProperties
}

/**
 * An uploaded image for server components: a plain <img> whose srcset lists the sizes Payload
 * wrote at upload (src/lib/media.ts srcSetOf), served as they are from /api/media/file/, so no
 * request re-encodes an image (ADR 0030). Same attributes as next/image gave it (lazy unless told,
 * async decoding, `fill`'s absolute full-size box, the alt text kept transparent while it loads),
 * the inline style as classes (imgStyleAsClasses). With a `sizes` in px, candidates narrower than
 * the narrowest width it is shown at are left out (srcSetFrom): the srcset is in the RSC payload
 * too. Loads no client code and hydrates nothing. Not for an image that must be preloaded (the post
 * hero preloads its own).
 */
export function SiteImg({
  src,
  srcSet,
  alt,
  width,
  height,
  fill = false,
  sizes,
  loading = 'lazy',
  fetchPriority,
  className,
  style,
}: SiteImgProps) {
  const classes = imgStyleAsClasses({ ...(fill ? fillImageStyle : {}), color: 'transparent', ...style }, className)
  // Without `sizes`, an image of a fixed width is shown at that width (a browser would assume 100vw).
  const shownAt = sizes ?? (width && !fill ? `${width}px` : undefined)
  const candidates = srcSetFrom(srcSet, minDisplayWidth(shownAt))
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sizes Payload wrote, served as they are
    <img
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      width={fill ? undefined : width}
      height={fill ? undefined : height}
      decoding="async"
      {...classes}
      sizes={candidates ? shownAt : undefined}
      srcSet={candidates}
      src={src}
    />
  )
}
