import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/cms/access'
import { socialLinksField } from '@/cms/fields/socialLinks'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { searchReferences } from '@/features/search'
import { CACHE_TAGS } from '@/lib/cache-tags'

const revalidate = revalidateCollection(() => [CACHE_TAGS.authors, CACHE_TAGS.articles])
/** Articles show their author's name in search (stories keep their own author fields). */
const search = searchReferences([{ collection: 'articles', field: 'author' }])

/** Author profiles for articles (SPEC: one author, keyed author-{name}). */
export const Authors: CollectionConfig = {
  slug: 'authors',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'location'], group: 'Content' },
  access: { read: anyone, create: staff, update: staff, delete: staff },
  hooks: {
    afterChange: [search.afterChange, revalidate.afterChange],
    beforeDelete: [search.beforeDelete],
    afterDelete: [search.afterDelete, revalidate.afterDelete],
  },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 120 },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'Stable id used by imported articles, e.g. "author-alex-rivera" or "default-author".' },
    },
    { name: 'bio', type: 'textarea', maxLength: 2000 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'location', type: 'text', maxLength: 120 },
    socialLinksField,
  ],
}
