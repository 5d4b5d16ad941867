import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchReferences } from '@/features/search'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { env } from '@/lib/env'

import { UPLOAD_FOLDERS } from '../upload-folders'

const webp = { format: 'webp' as const, options: { quality: 82 } }

/**
 * Pages link the files themselves (the sizes Payload wrote at upload, ADR 0030), so browsers and
 * proxies keep them: a day fresh, then shown once more while fetched again. Not immutable: names
 * are not content-hashed and a deleted image must go offline (the same as deploy/nginx.conf says
 * for them).
 */
export const MEDIA_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'

/**
 * What an image's change (a new focal point, alt text, a replaced file) expires: every cached
 * read that can show an upload (post pages and lists carry the list and author tags).
 */
export function mediaTags(): string[] {
  return [
    CACHE_TAGS.stories,
    CACHE_TAGS.articles,
    CACHE_TAGS.authors,
    CACHE_TAGS.feed,
    CACHE_TAGS.siteSettings,
    CACHE_TAGS.sponsors,
    CACHE_TAGS.testimonials,
    CACHE_TAGS.products,
  ]
}

const revalidateMedia = revalidateCollection(mediaTags)

/**
 * Uploaded images with the sizes the site renders (SPEC §3: 800×600, 600×800, 150×150), and the
 * widths the pages' srcsets offer of the whole picture (small 768, medium 1024, large 1600; see
 * srcSetOf in src/lib/media.ts and ADR 0030): every image a page shows is one of these files, made
 * once at upload. With a focal point (set in the admin), the cropped sizes are cut around it and
 * the site's crops keep it in view (objectPosition, src/lib/media.ts); saving one refreshes the
 * pages at once.
 */
/** Search results show a post's or product's image: a replaced or deleted one is indexed again. */
const search = searchReferences([
  { collection: 'stories', field: 'featuredImage' },
  { collection: 'articles', field: 'featuredImage' },
  { collection: 'products', field: 'images' },
])

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'createdAt'] },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [search.afterChange, revalidateMedia.afterChange],
    beforeDelete: [search.beforeDelete],
    afterDelete: [search.afterDelete, revalidateMedia.afterDelete],
  },
  upload: {
    staticDir: path.resolve(env.MEDIA_DIR, UPLOAD_FOLDERS.media.folder),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    focalPoint: true,
    imageSizes: [
      { name: 'featured', width: 800, height: 600, position: 'centre', formatOptions: webp },
      { name: 'portrait', width: 600, height: 800, position: 'centre', formatOptions: webp },
      { name: 'avatar', width: 150, height: 150, position: 'centre', formatOptions: webp },
      // Always made, at the original's width when it is narrower: WebP copies of any upload.
      { name: 'small', width: 768, withoutEnlargement: true, formatOptions: webp },
      { name: 'medium', width: 1024, withoutEnlargement: true, formatOptions: webp },
      // Not made for an original narrower than 1600 px (Payload "omits" it): it would be
      // `medium`'s pixels again (the seed's portraits are 1000 px wide).
      { name: 'large', width: 1600, formatOptions: webp },
    ],
    adminThumbnail: 'avatar',
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', MEDIA_FILE_CACHE_CONTROL)
      return headers
    },
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
