/**
 * Uploaded images and videos as the site renders them. Pure: turns a populated Payload media or
 * videos document (or an unpopulated id) into a small value the components take.
 */
import type { Media, Video } from '@/payload-types'

export type ImageSizeName = keyof NonNullable<Media['sizes']>

/** A point of an image in percent of its width (x) and height (y), from its top left corner. */
export type FocalPoint = { x: number; y: number }

export type SiteImage = {
  /** A site path ("/api/media/file/…") or an absolute URL on another host. */
  src: string
  alt: string
  width: number | null
  height: number | null
  /**
   * What must stay in view when the image is cropped (Payload's focal point, set by staff in the
   * admin), in this image's own percent (a size Payload cropped has its own); absent: the centre.
   */
  focus?: FocalPoint
  /**
   * The same picture at the widths Payload wrote at upload ("/api/media/file/x-480x300.webp 480w,
   * …"), for an <img srcset>; absent when there is only one (then `src` is the one). ADR 0030.
   */
  srcSet?: string
}

const clampPercent = (value: number) => Math.min(100, Math.max(0, value))

/**
 * Where the original's focal point lands in an image size Payload cropped from it: Payload scales
 * the original to cover the size, then cuts the size's window centred on the focal point, moved
 * back inside the image at the edges (payload/uploads/image-resizing, resizeWithFocalPoint).
 */
export function focalPointInCrop(
  original: { width: number; height: number },
  focal: FocalPoint,
  crop: { width: number; height: number },
): FocalPoint {
  if (original.width <= 0 || original.height <= 0 || crop.width <= 0 || crop.height <= 0) return focal
  const scale =
    crop.width / crop.height < original.width / original.height
      ? crop.height / original.height
      : crop.width / original.width
  const axis = (scaled: number, window: number, percent: number) => {
    const centre = (scaled * percent) / 100
    let start = centre - window / 2
    if (centre + window / 2 > scaled) start = scaled - window
    if (start < 0) start = 0
    return Math.round(clampPercent(((centre - start) / window) * 100) * 10) / 10
  }
  return {
    x: axis(original.width * scale, crop.width, focal.x),
    y: axis(original.height * scale, crop.height, focal.y),
  }
}

/**
 * CSS object-position for an image shown with object-fit: cover, keeping its focal point in the
 * box (the point at x% of the image sits at x% of the box); undefined for the centre (the default).
 */
export function objectPosition(image: Pick<SiteImage, 'focus'> | null | undefined): string | undefined {
  const focus = image?.focus
  if (!focus || (focus.x === 50 && focus.y === 50)) return undefined
  return `${clampPercent(focus.x)}% ${clampPercent(focus.y)}%`
}

function focalPointOf(media: Media): FocalPoint | null {
  const { focalX: x, focalY: y } = media
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
    ? { x: clampPercent(x), y: clampPercent(y) }
    : null
}

/**
 * Payload makes upload URLs absolute with its serverURL; the site serves them itself, so the
 * origin is dropped: pages link them as site paths (shorter, and right on every host).
 */
export function toSitePath(url: string): string {
  const match = /^https?:\/\/[^/]+(\/api\/(?:media|videos)\/file\/.*)$/i.exec(url)
  return match ? match[1] : url
}

/**
 * The sizes that show the same picture as `size` at other widths, narrowest first: a size cut to
 * its own aspect ratio (featured 4:3, portrait 3:4, avatar 1:1) has no other width, and the sizes
 * scaled to a width (small, medium, large) and the original show the whole image. The original
 * itself is never a candidate: it can be any file of any weight (`large` stands for it).
 */
const SAME_PICTURE: Record<ImageSizeName | 'original', readonly ImageSizeName[]> = {
  featured: ['featured'],
  portrait: ['portrait'],
  avatar: ['avatar'],
  small: ['small'],
  medium: ['small', 'medium'],
  large: ['small', 'medium', 'large'],
  original: ['small', 'medium', 'large'],
}

/**
 * The `w` srcset of the sizes Payload wrote for `size` (SAME_PICTURE): each width once, narrowest
 * first; undefined when fewer than two widths exist (the image's `src` is then all there is).
 */
export function srcSetOf(media: Media, size: ImageSizeName | undefined): string | undefined {
  const widths = new Set<number>()
  const candidates: string[] = []
  for (const name of SAME_PICTURE[size ?? 'original']) {
    const sized = media.sizes?.[name]
    if (!sized?.url || !sized.width || widths.has(sized.width)) continue
    widths.add(sized.width)
    candidates.push(`${toSitePath(sized.url)} ${sized.width}w`)
  }
  return candidates.length > 1 ? candidates.join(', ') : undefined
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
  const width = (sized?.url ? sized.width : media.width) ?? null
  const height = (sized?.url ? sized.height : media.height) ?? null
  let focus = focalPointOf(media)
  // A size with its own width and height was cut around the focal point: place it in that cut.
  if (focus && sized?.url && width && height && media.width && media.height) {
    focus = focalPointInCrop({ width: media.width, height: media.height }, focus, { width, height })
  }
  const srcSet = srcSetOf(media, sized?.url ? size : undefined)
  return {
    src: toSitePath(url),
    alt: media.alt || fallbackAlt,
    width,
    height,
    ...(focus ? { focus } : {}),
    ...(srcSet ? { srcSet } : {}),
  }
}

/** An uploaded video as the video player takes it (src/components/video-player). */
export type SiteVideo = {
  /** A site path ("/api/videos/file/…"). */
  src: string
  /** The file's MIME type, e.g. "video/mp4". */
  type: string
  title: string
  /** The still shown before playing; null when the video has none (or it was not populated). */
  poster: SiteImage | null
  /** The WebVTT captions' path, or null when the video has no captions. */
  captionsSrc: string | null
}

/** Where a video's captions are served as a WebVTT file (src/app/videos/[id]/captions.vtt). */
export function videoCaptionsPath(id: number | string): string {
  return `/videos/${encodeURIComponent(String(id))}/captions.vtt`
}

/** The poster by the file name the video carries (when the poster document itself was not populated). */
function posterOnly(video: Video): SiteImage | null {
  if (!video.posterFilename) return null
  return { src: `/api/media/file/${encodeURIComponent(video.posterFilename)}`, alt: '', width: null, height: null }
}

/** The video's file, poster and captions; null for an unpopulated relation or a video without a file. */
export function toSiteVideo(video: number | Video | null | undefined): SiteVideo | null {
  if (!video || typeof video !== 'object' || !video.url) return null
  return {
    src: toSitePath(video.url),
    type: video.mimeType || 'video/mp4',
    title: video.title,
    poster: toSiteImage(video.poster, 'large', '') ?? posterOnly(video),
    captionsSrc: video.captions?.trim() ? videoCaptionsPath(video.id) : null,
  }
}
