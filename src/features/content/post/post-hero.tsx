import { getImageProps } from 'next/image'
import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

import { srcSetUpTo } from '@/lib/image-src-set'
import { objectPosition, type SiteImage } from '@/lib/media'
import { cn } from '@/lib/utils'

/** Below 768 px (SPEC §9 mobile breakpoint) the portrait version is shown when there is one. */
const NARROW = '(max-width: 767px)'
const WIDE = '(min-width: 768px)'
const WIDE_SIZES = '(min-width: 1280px) 1216px, 100vw'

type Props = { image: SiteImage; portrait: SiteImage | null; className?: string }

/**
 * The post's main image, art-directed with <picture>: the portrait version on narrow screens when
 * present, else the featured image. Loaded eagerly with high priority and preloaded per media query,
 * in a box of fixed aspect ratio so nothing shifts while it loads. The box is never wider than 2:1
 * (16:9 on tablets) and at most 75% of the screen's height, and the crop keeps each image's focal
 * point (set in the admin) in view: object-position per media query, as <picture> may pick either.
 */
export function PostHero({ image, portrait, className }: Props) {
  const wide = getImageProps({
    src: image.src,
    alt: image.alt,
    width: image.width ?? 1600,
    height: image.height ?? 1000,
    sizes: WIDE_SIZES,
    loading: 'eager',
    fetchPriority: 'high',
  }).props
  // Candidates past the image's own width bring the same pixels (ADR 0030).
  wide.srcSet = srcSetUpTo(wide.srcSet, image.width)
  const narrow = portrait
    ? getImageProps({
        src: portrait.src,
        alt: image.alt,
        width: portrait.width ?? 1000,
        height: portrait.height ?? 1400,
        sizes: '100vw',
      }).props
    : null
  if (narrow && portrait) narrow.srcSet = srcSetUpTo(narrow.srcSet, portrait.width)

  preload(wide.src, {
    as: 'image',
    imageSrcSet: wide.srcSet,
    imageSizes: WIDE_SIZES,
    fetchPriority: 'high',
    ...(narrow ? { media: WIDE } : {}),
  })
  if (narrow) {
    preload(narrow.src, {
      as: 'image',
      imageSrcSet: narrow.srcSet,
      imageSizes: '100vw',
      fetchPriority: 'high',
      media: NARROW,
    })
  }

  const { srcSet: wideSrcSet, sizes: wideSizes, src, decoding, loading, fetchPriority } = wide
  const focus = {
    '--focus-narrow': objectPosition(narrow ? portrait : image),
    '--focus-wide': objectPosition(image),
  } as CSSProperties
  return (
    <div
      data-slot="post-hero"
      className={cn(
        'relative max-h-[65svh] overflow-hidden bg-sand-dark md:aspect-[16/9] md:max-h-[75svh] lg:aspect-[2/1]',
        narrow ? 'aspect-[3/4]' : 'aspect-[4/3]',
        className,
      )}
      style={focus}
    >
      <picture>
        {narrow ? <source media={NARROW} srcSet={narrow.srcSet} sizes="100vw" /> : null}
        <source media={WIDE} srcSet={wideSrcSet} sizes={wideSizes} />
        <img
          src={src}
          srcSet={wideSrcSet}
          sizes={wideSizes}
          alt={image.alt}
          decoding={decoding}
          loading={loading}
          fetchPriority={fetchPriority}
          className="absolute inset-0 size-full object-cover object-(--focus-narrow) md:object-(--focus-wide)"
        />
      </picture>
    </div>
  )
}
