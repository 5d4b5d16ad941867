/**
 * Uploaded images and videos as the site renders them. Pure: turns a populated Payload media or
 * videos document (or an unpopulated id) into a small value the components take.
 */
import type { Media, Video } from '@/payload-types'

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
  const match = /^https?:\/\/[^/]+(\/api\/(?:media|videos)\/file\/.*)$/i.exec(url)
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
    poster: toSiteImage(video.poster, 'large', '') ?? toSiteImage(video.poster, undefined, '') ?? posterOnly(video),
    captionsSrc: video.captions?.trim() ? videoCaptionsPath(video.id) : null,
  }
}
