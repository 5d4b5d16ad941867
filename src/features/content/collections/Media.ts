import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { env } from '@/lib/env'

const webp = { format: 'webp' as const, options: { quality: 82 } }

/** Uploaded images with the sizes the site renders (SPEC §3: 800×600, 600×800, 150×150). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'createdAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    imageSizes: [
      { name: 'featured', width: 800, height: 600, position: 'centre', formatOptions: webp },
      { name: 'portrait', width: 600, height: 800, position: 'centre', formatOptions: webp },
      { name: 'avatar', width: 150, height: 150, position: 'centre', formatOptions: webp },
      { name: 'small', width: 480, withoutEnlargement: true, formatOptions: webp },
      { name: 'medium', width: 1024, withoutEnlargement: true, formatOptions: webp },
      { name: 'large', width: 1600, withoutEnlargement: true, formatOptions: webp },
    ],
    adminThumbnail: 'avatar',
  },
  fields: [
    { name: 'alt', type: 'text', required: true, maxLength: 300 },
    { name: 'caption', type: 'text', maxLength: 500 },
    { name: 'credit', type: 'text', maxLength: 200 },
    {
      name: 'sourceUrl',
      type: 'text',
      index: true,
      maxLength: 2000,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Where the content import found this image (URL, or file: path next to the export).',
      },
    },
  ],
}
