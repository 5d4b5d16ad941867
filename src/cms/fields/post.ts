import type { CollectionConfig, Field } from 'payload'

/** Fields stories and articles share (SPEC §3), in the order editors fill them in. */
export const postCoreFields: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: 200 },
  { name: 'excerpt', type: 'textarea', required: true, maxLength: 600 },
  {
    type: 'row',
    fields: [
      { name: 'featuredImage', type: 'upload', relationTo: 'media', required: true },
      {
        name: 'featuredImagePortrait',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Shown on phones when present.' },
      },
    ],
  },
]

export const publishDateField: Field = {
  name: 'publishDate',
  type: 'date',
  required: true,
  index: true,
  defaultValue: () => new Date().toISOString(),
  admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
}

export const readTimeField: Field = {
  name: 'readTime',
  type: 'text',
  maxLength: 40,
  admin: {
    position: 'sidebar',
    description: 'For example "7 min read". Left empty, it is computed from the body.',
  },
}

export const seoFields: Field = {
  type: 'collapsible',
  label: 'Search and sharing',
  admin: { initCollapsed: true },
  fields: [
    { name: 'metaTitle', type: 'text', maxLength: 120 },
    { name: 'metaDescription', type: 'textarea', maxLength: 320 },
  ],
}

/** Drafts, versions and scheduled publishing (stories go out on Thursdays). */
export const postVersions: CollectionConfig['versions'] = {
  drafts: { schedulePublish: true },
  maxPerDoc: 30,
}
