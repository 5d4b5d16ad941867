import type { CSSProperties } from 'react'
import { preload } from 'react-dom'

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
  // The sizes Payload wrote at upload (SiteImage.srcSet), or the one file there is (ADR 0030).
  const wideSrcSet = image.srcSet ?? image.src
  const wideSizes = image.srcSet ? WIDE_SIZES : undefined
  const narrow = portrait
    ? { srcSet: portrait.srcSet ?? portrait.src, sizes: portrait.srcSet ? '100vw' : undefined }
    : null

  preload(image.src, {
    as: 'image',
    imageSrcSet: image.srcSet,
    imageSizes: wideSizes,
    fetchPriority: 'high',
    ...(narrow ? { media: WIDE } : {}),
  })
  if (narrow && portrait) {
    preload(portrait.src, {
      as: 'image',
      imageSrcSet: portrait.srcSet,
      imageSizes: narrow.sizes,
      fetchPriority: 'high',
      media: NARROW,
    })
  }

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
        {narrow ? <source media={NARROW} srcSet={narrow.srcSet} sizes={narrow.sizes} /> : null}
        <source media={WIDE} srcSet={wideSrcSet} sizes={wideSizes} />
        <img
          src={image.src}
          srcSet={image.srcSet}
          sizes={wideSizes}
          alt={image.alt}
          decoding="async"
          loading="eager"
          fetchPriority="high"
          className="absolute inset-0 size-full object-cover object-(--focus-narrow) md:object-(--focus-wide)"
        />
      </picture>
    </div>
  )
}
