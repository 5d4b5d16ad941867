import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/cms/access'
import { POST_COLLECTIONS, slugField } from '@/cms/fields/slug'
import { httpsUrl } from '@/cms/fields/socialLinks'
import { previewPath } from '@/features/content/post/preview'
import { searchIndexing } from '@/features/search'

import {
  postBodyFields,
  postCoreFields,
  postVersions,
  publishDateField,
  readTimeField,
  seoFields,
  sourceIdField,
} from '../../fields/post'
import { scheduledPublishFailureField } from '../../scheduled-publish/field'
import { ARTICLE_SEARCH_READ, articleSearchDocument } from '../../search-document'
import { revalidateArticle } from './hooks/revalidateArticle'

/** Published articles are in the site's search (issue 25). */
const search = searchIndexing({
  kind: 'article',
  collection: 'articles',
  drafts: true,
  ...ARTICLE_SEARCH_READ,
  toDocument: articleSearchDocument,
})

/** Practical guides, listed at /articles (labelled Blog in navigation). */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'author', 'publishDate', '_status'],
    group: 'Content',
    // Staff only: /api/preview checks the session before turning draft mode on.
    preview: (doc) => previewPath('articles', doc?.slug as string | undefined),
  },
  defaultSort: '-publishDate',
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: postVersions,
  hooks: {
    afterChange: [revalidateArticle.afterChange, search.afterChange],
    afterDelete: [revalidateArticle.afterDelete, search.afterDelete],
  },
  custom: search.custom,
  fields: [
    ...postCoreFields,
    {
      name: 'featuredImageCredit',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Shown under the hero as "Feature image credit".' },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Article', fields: postBodyFields() },
        {
          label: 'SEO',
          fields: [
            seoFields,
            {
              name: 'canonicalUrl',
              type: 'text',
              validate: httpsUrl,
              admin: { description: 'Only when the article first appeared elsewhere.' },
            },
          ],
        },
      ],
    },
    scheduledPublishFailureField,
    slugField({ sharedWith: POST_COLLECTIONS }),
    publishDateField,
    readTimeField,
    sourceIdField,
    { name: 'author', type: 'relationship', relationTo: 'authors', admin: { position: 'sidebar' } },
  ],
}
