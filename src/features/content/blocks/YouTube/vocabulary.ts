/** The youtube block's options (SPEC §9): the video id, the default title and the normalised props. Pure and client-safe. */
import { type Options, read, text } from '../shared'

export const YOUTUBE_DEFAULT_TITLE = 'YouTube video'

/** Shown instead of the player when the block has no usable video id. */
export const YOUTUBE_ID_MISSING = 'Error: YouTube video ID missing'

export type YouTubeProps = { id: string | null; title: string }

/** A YouTube video id (11 characters in practice), or null for anything that is not one. */
export function youtubeId(value: unknown): string | null {
  const raw = text(value)
  if (!raw) return null
  if (/^[A-Za-z0-9_-]{6,20}$/.test(raw)) return raw
  const fromUrl = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{6,20})/.exec(raw)
  return fromUrl ? fromUrl[1] : null
}

export function youtubeProps(options: Options): YouTubeProps {
  const raw = read(options)
  return { id: youtubeId(raw.id) ?? youtubeId(raw.url), title: text(raw.title) || YOUTUBE_DEFAULT_TITLE }
}
