import type { CollectionConfig, Field, FieldHook } from 'payload'

import { postEditor } from '../blocks'

/** Fields stories and articles share (SPEC §3), in the order editors fill them in. */
export const postCoreFields: Field[] = [
  { name: 'title', type: 'text', required: true, maxLength: 200 },
  { name: 'excerpt', type: 'textarea', required: true, maxLength: 600 },
  {
    type: 'row',
    fields: [
      {
        name: 'featuredImage',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Without one, cards and the page show an illustration of the road.' },
      },
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

type BodySiblings = { legacyContent?: unknown }

/**
 * An imported HTML body is a string in a json field. Payload reads a string given to a json field
 * as JSON text (it must parse), PostgreSQL then stores the decoded value while SQLite keeps the
 * text: so a string is saved JSON-encoded, and read back decoded when it is still encoded.
 */
export const encodeLegacyHtml: FieldHook = ({ value }) => (typeof value === 'string' ? JSON.stringify(value) : value)

export const decodeLegacyHtml: FieldHook = ({ value }) => decodeJsonString(value)

/** The string inside `value` when it is the JSON text of a string (`"\"<p>…\""`), else `value`. */
export function decodeJsonString(value: unknown): unknown {
  if (typeof value !== 'string' || value.length < 2 || !value.startsWith('"') || !value.endsWith('"')) return value
  try {
    const decoded: unknown = JSON.parse(value)
    return typeof decoded === 'string' ? decoded : value
  } catch {
    return value
  }
}

/** True when an imported body exists (a non-empty HTML string or portable-text array). */
export function hasLegacyContent(raw: unknown): boolean {
  const value = decodeJsonString(raw)
  if (typeof value === 'string') return value.trim() !== ''
  return Array.isArray(value) && value.length > 0
}

/** The body is required unless the post carries an imported body from the old platform. */
const bodyRequiredUnlessImported = (value: unknown, { siblingData }: { siblingData: BodySiblings }) => {
  if (value || hasLegacyContent(siblingData?.legacyContent)) return true
  return 'Write the body (or import one from the old content platform).'
}

/**
 * The body (Lexical) and, for posts imported from the old content platform, their body as it was
 * there (SPEC §5: an HTML string with isHtml, or portable-text blocks). The site renders the
 * Lexical body when it has one, else the imported body.
 */
export function postBodyFields(): Field[] {
  return [
    { name: 'content', type: 'richText', editor: postEditor, validate: bodyRequiredUnlessImported },
    {
      type: 'collapsible',
      label: 'Imported body',
      admin: {
        initCollapsed: true,
        condition: (data) => hasLegacyContent(data?.legacyContent),
        description: 'Body as imported from the old content platform; shown on the site while Body is empty.',
      },
      fields: [
        {
          name: 'legacyContent',
          type: 'json',
          admin: { readOnly: true },
          hooks: { beforeValidate: [encodeLegacyHtml], afterRead: [decodeLegacyHtml] },
        },
        { name: 'isHtml', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
      ],
    },
  ]
}

/** The document's id on the old content platform (import script key, SPEC §3 `_id`). */
export const sourceIdField: Field = {
  name: 'sourceId',
  type: 'text',
  index: true,
  maxLength: 120,
  admin: { position: 'sidebar', readOnly: true, description: 'Id on the old content platform, when imported.' },
}
