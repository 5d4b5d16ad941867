import type { Block } from 'payload'

import { VIDEO_CAPTION_MAX_LENGTH } from './vocabulary'

/** A video from the Videos library, played by the site's video player (poster, captions, no autoplay). */
export const VideoBlock: Block = {
  slug: 'video',
  interfaceName: 'VideoBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  fields: [
    { name: 'video', type: 'upload', relationTo: 'videos', required: true },
    {
      name: 'caption',
      type: 'text',
      maxLength: VIDEO_CAPTION_MAX_LENGTH,
      admin: { description: 'Shown under the player; the video’s title when empty.' },
    },
    {
      name: 'loop',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Start again at the end instead of stopping.' },
    },
  ],
}
