/** The video block's options: the video (poster, captions) and how it plays. Pure and client-safe. */
import { type SiteVideo, toSiteVideo } from '@/lib/media'
import type { Video } from '@/payload-types'

import { type Options, read, text } from '../shared'

export const VIDEO_CAPTION_MAX_LENGTH = 300

/** Shown instead of the player when the block's video is gone (deleted, or its file missing). */
export const VIDEO_MISSING = 'This video is not available.'

export type VideoBlockProps = { video: SiteVideo | null; caption: string; loop: boolean }

export function videoBlockProps(options: Options): VideoBlockProps {
  const raw = read(options)
  const video = toSiteVideo(raw.video as number | Video | null | undefined)
  return { video, caption: text(raw.caption) || video?.title || '', loop: raw.loop === true }
}
