import type { CollectionConfig } from 'payload'

import { publishedOrStaff, staff } from '@/cms/access'
import { POST_COLLECTIONS, slugField } from '@/cms/fields/slug'
import { socialLinksField } from '@/cms/fields/socialLinks'
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
import { STORY_SEARCH_READ, storySearchDocument } from '../../search-document'
import { revalidateStory } from './hooks/revalidateStory'

/** Published stories are in the site's search (issue 25). */
const search = searchIndexing({
  kind: 'story',
  collection: 'stories',
  drafts: true,
  ...STORY_SEARCH_READ,
  toDocument: storySearchDocument,
})

export const VANLIFE_TYPES = ['org', 'solo', 'couple', 'family'] as const
export const RIG_TYPES = ['van', 'skoolie'] as const

/** A vanlifer's story told in their own words; a new one goes out every Thursday. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'vanlifeType', 'publishDate', '_status'],
    group: 'Content',
    // Staff only: /api/preview checks the session before turning draft mode on.
    preview: (doc) => previewPath('stories', doc?.slug as string | undefined),
  },
  defaultSort: '-publishDate',
  access: { read: publishedOrStaff, create: staff, update: staff, delete: staff, readVersions: staff },
  versions: postVersions,
  hooks: {
    afterChange: [revalidateStory.afterChange, search.afterChange],
    afterDelete: [revalidateStory.afterDelete, search.afterDelete],
  },
  custom: search.custom,
  fields: [
    ...postCoreFields,
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Story',
          fields: postBodyFields(),
        },
        {
          label: 'Vanlifer',
          fields: [
            {
              name: 'author',
              type: 'group',
              fields: [
                { name: 'name', type: 'text', required: true, maxLength: 120 },
                { name: 'location', type: 'text', maxLength: 120 },
                { name: 'bio', type: 'textarea', maxLength: 2000 },
                { name: 'image', type: 'upload', relationTo: 'media' },
                socialLinksField,
              ],
            },
          ],
        },
        {
          label: 'Rig',
          fields: [
            {
              name: 'vanSetup',
              type: 'group',
              admin: { condition: (data) => data?.vanlifeType !== 'org' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'vehicleYear', type: 'text', maxLength: 4 },
                    { name: 'vehicleMake', type: 'text', maxLength: 60 },
                    { name: 'vehicleModel', type: 'text', maxLength: 80 },
                  ],
                },
                { name: 'electricSystem', type: 'textarea', maxLength: 600 },
                { name: 'waterSystem', type: 'textarea', maxLength: 600 },
                {
                  name: 'amenities',
                  type: 'array',
                  maxRows: 30,
                  fields: [{ name: 'item', type: 'text', required: true, maxLength: 120 }],
                },
                {
                  name: 'specifications',
                  type: 'array',
                  maxRows: 30,
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'label', type: 'text', required: true, maxLength: 80 },
                        { name: 'value', type: 'text', required: true, maxLength: 200 },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        { label: 'SEO', fields: [seoFields] },
      ],
    },
    scheduledPublishFailureField,
    slugField({ sharedWith: POST_COLLECTIONS }),
    publishDateField,
    readTimeField,
    sourceIdField,
    {
      name: 'vanlifeType',
      type: 'select',
      required: true,
      // The lists filtered by kind (/stories?type=…) select on it.
      index: true,
      defaultValue: 'solo',
      options: VANLIFE_TYPES.map((value) => ({ label: value[0].toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'rigType',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'van',
      options: [
        { label: 'Van', value: 'van' },
        { label: 'Skoolie', value: 'skoolie' },
      ],
      admin: { position: 'sidebar' },
    },
  ],
}
