import { getImageProps, type ImageProps } from 'next/image'

import { minDisplayWidth, srcSetUpTo } from '@/lib/image-src-set'
import { imgStyleAsClasses } from '@/lib/img-style'

export type SiteImgProps = Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad' | 'onError'> & {
  /** The image's own width, when known: the srcset stops at the first candidate that wide. */
  intrinsicWidth?: number | null
}

/**
 * next/image's <img> for server components, as `<Image>` renders it (getImageProps: same src,
 * srcset, sizes, loading, style) but without its client component, so a page whose images are all
 * like this loads none of next/image's browser code and hydrates no image (ADR 0030). Its srcset
 * stops at the image's own width (`intrinsicWidth`) and, with a `sizes` in px, starts at the
 * narrowest width it is shown at (see srcSetUpTo): the srcset is in the RSC payload too. Its inline
 * style becomes classes with the same declarations (imgStyleAsClasses). Not for an image that must be
 * preloaded (`priority`/`preload`: the post hero preloads its own) or that needs a placeholder.
 */
export function SiteImg({ intrinsicWidth, ...props }: SiteImgProps) {
  const {
    props: { style, className, ...img },
  } = getImageProps(props)
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own attributes (getImageProps)
    <img
      {...img}
      {...imgStyleAsClasses(style, className)}
      alt={props.alt}
      srcSet={srcSetUpTo(img.srcSet, intrinsicWidth, minDisplayWidth(props.sizes))}
    />
  )
}
