import { SiteImg } from '@/components/ui/site-img'

import { isInternalPath } from '@/lib/paths'

/** SPEC §9 "Inline content image width 800". */
export const CONTENT_IMAGE_WIDTH = 800

export type ContentImageProps = {
  src: string
  /** The widths Payload wrote (SiteImage.srcSet). */
  srcSet?: string
  alt?: string | null
  caption?: string | null
  width?: number | null
  height?: number | null
}

/** An image inside a body: at most 800 px wide, alt defaulting to "Image", optional caption. */
export function ContentImage({ src, srcSet, alt, caption, width, height }: ContentImageProps) {
  const w = width && width > 0 ? width : CONTENT_IMAGE_WIDTH
  const h = height && height > 0 ? height : Math.round((w * 2) / 3)
  const displayWidth = Math.min(w, CONTENT_IMAGE_WIDTH)
  const displayHeight = Math.round((h * displayWidth) / w)
  const altText = alt?.trim() || 'Image'
  return (
    <figure data-block="image" className="my-8">
      {isInternalPath(src) ? (
        <SiteImg
          src={src}
          srcSet={srcSet}
          alt={altText}
          width={displayWidth}
          height={displayHeight}
          sizes={`(max-width: ${CONTENT_IMAGE_WIDTH}px) 100vw, ${CONTENT_IMAGE_WIDTH}px`}
          className="h-auto w-full rounded-xl"
        />
      ) : (
        // An image on another host, as it is.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={src}
          alt={altText}
          width={displayWidth}
          height={displayHeight}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-xl"
        />
      )}
      {caption?.trim() ? (
        <figcaption className="mt-2 text-center text-sm text-muted-foreground">{caption.trim()}</figcaption>
      ) : null}
    </figure>
  )
}
