import { BlocksFeature, LinkFeature, lexicalEditor, UploadFeature } from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'

import { CtaBlock } from './Cta/config'
import { DynamicCtaBlock } from './DynamicCta/config'
import { HighlightBlock } from './Highlight/config'
import { SponsorCtaBlock } from './SponsorCta/config'
import { SubscribeBlock } from './Subscribe/config'
import { VideoBlock } from './Video/config'
import { YouTubeBlock } from './YouTube/config'

/** The blocks an editor can put in a post body (SPEC §9 shortcodes, and videos from the Videos library). */
export const POST_BODY_BLOCKS: Block[] = [
  CtaBlock,
  DynamicCtaBlock,
  SubscribeBlock,
  SponsorCtaBlock,
  YouTubeBlock,
  VideoBlock,
  HighlightBlock,
]

/**
 * The editor of post bodies: Payload's default features, internal links to stories and
 * articles, images from the media library with an optional alt override and caption, and the
 * post body blocks.
 */
export const postEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => feature.key !== 'upload' && feature.key !== 'link'),
    LinkFeature({ enabledCollections: ['stories', 'articles'] }),
    UploadFeature({
      enabledCollections: ['media'],
      collections: {
        media: {
          fields: [
            {
              name: 'alt',
              type: 'text',
              maxLength: 300,
              admin: { description: 'Leave empty to use the image’s own alt text.' },
            },
            { name: 'caption', type: 'text', maxLength: 500 },
          ],
        },
      },
    }),
    BlocksFeature({ blocks: POST_BODY_BLOCKS }),
  ],
})
