import type { Block } from 'payload'

import { YOUTUBE_DEFAULT_TITLE, youtubeId } from './vocabulary'

/** A YouTube video, played from youtube-nocookie.com once the reader clicks. */
export const YouTubeBlock: Block = {
  slug: 'youtube',
  interfaceName: 'YouTubeBlock',
  labels: { singular: 'YouTube video', plural: 'YouTube videos' },
  fields: [
    {
      name: 'videoId',
      label: 'Video ID or URL',
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { description: 'The id (dQw4w9WgXcQ) or the video’s YouTube URL.' },
      validate: (value: string | null | undefined) =>
        youtubeId(value) ? true : 'Enter a YouTube video id or a youtube.com / youtu.be link.',
    },
    { name: 'title', type: 'text', maxLength: 160, admin: { placeholder: YOUTUBE_DEFAULT_TITLE } },
  ],
}
