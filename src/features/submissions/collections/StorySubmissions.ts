import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'
import { CREATED_AT_COLUMN, type CsvColumn, ID_COLUMN, withCsvExport } from '@/cms/export'

/** What the admin's CSV export writes (never the fingerprint). */
export const STORY_SUBMISSION_COLUMNS: readonly CsvColumn[] = [
  ID_COLUMN,
  { header: 'Name', field: 'name' },
  { header: 'Email', field: 'email' },
  { header: 'Location', field: 'location' },
  { header: 'Instagram', field: 'instagram' },
  { header: 'Source', field: 'source' },
  CREATED_AT_COLUMN,
]

/** "Share your story" form entries; written by the server, read by staff only. */
export const StorySubmissions: CollectionConfig = withCsvExport(
  {
    slug: 'story-submissions',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'email', 'location', 'instagram', 'createdAt'],
      listSearchableFields: ['name', 'email', 'location', 'instagram'],
      group: 'Audience',
    },
    defaultSort: '-createdAt',
    access: { read: staff, create: () => false, update: staff, delete: adminOnly },
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      { name: 'email', type: 'email', required: true },
      { name: 'location', type: 'text', required: true, maxLength: 160 },
      { name: 'instagram', type: 'text', maxLength: 100 },
      {
        name: 'source',
        type: 'text',
        maxLength: 60,
        admin: { readOnly: true, description: 'Where the submission came from, e.g. share-your-story.' },
      },
      /** sha256 of the normalised values (guard.ts submissionFingerprint), for duplicate detection. */
      { name: 'fingerprint', type: 'text', index: true, maxLength: 64, admin: { hidden: true } },
    ],
  },
  STORY_SUBMISSION_COLUMNS,
)
