import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { normaliseWebVtt, validateWebVtt, WEBVTT_MAX_LENGTH } from '@/lib/webvtt'

import { UPLOAD_FOLDERS } from '../upload-folders'

/** What the site plays: H.264 MP4 (every browser, iOS included) or WebM. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/webm'] as const

const revalidate = revalidateCollection(() => [CACHE_TAGS.videos])

/**
 * Short videos for the video player (sponsor pages, the post body's video block), ADR 0018. Files
 * live in MEDIA_DIR/videos (or videos/ in S3_BUCKET, ADR 0032) and are served by Payload at /api/videos/file/<name> with HTTP range
 * requests (seeking); the captions are WebVTT text kept on the document and served as a file by
 * the cached route /videos/<id>/captions.vtt.
 */
export const Videos: CollectionConfig = {
  slug: 'videos',
  admin: {
    useAsTitle: 'title',
    group: 'Content',
    defaultColumns: ['title', 'filename', 'poster', 'updatedAt'],
    description: 'Short clips (MP4 with H.264 video, or WebM) for the video player. Keep them under 20 MB.',
  },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR, UPLOAD_FOLDERS.videos.folder),
    mimeTypes: [...VIDEO_MIME_TYPES],
    // Images only: Payload cannot crop a video or pick its focal point.
    crop: false,
    focalPoint: false,
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      required: true,
      maxLength: 160,
      admin: { description: 'What the video shows, in a few words. Screen readers announce it with the player.' },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'The still shown before the video plays: best its first frame, in the same shape.' },
    },
    {
      // The poster's file name at any read depth (a video inside a post body is read one level
      // deeper than the post, where the poster itself is no longer populated). Not stored.
      name: 'posterFilename',
      type: 'text',
      virtual: 'poster.filename',
      admin: { hidden: true },
    },
    {
      name: 'captions',
      type: 'textarea',
      maxLength: WEBVTT_MAX_LENGTH,
      validate: validateWebVtt,
      hooks: {
        beforeChange: [({ value }) => (typeof value === 'string' && value.trim() ? normaliseWebVtt(value) : null)],
      },
      admin: {
        rows: 12,
        description:
          'English captions as WebVTT: the first line "WEBVTT", a blank line, then each cue ("00:00.000 --> 00:03.000" and its text). Describe sounds in [brackets].',
      },
    },
  ],
}
