import type { CollectionConfig } from 'payload'

import { STORY_SUBMISSION_COLUMNS } from '@/cms/export/columns'
import { createCsvExportEndpoint } from '@/cms/export/endpoint'
import { EXPORT_CSV_BUTTON } from '@/cms/export/paths'

import { adminOnly, staff } from '@/cms/access'

/** "Share your story" form entries; written by the server, read by staff only. */
export const StorySubmissions: CollectionConfig = {
  slug: 'story-submissions',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'location', 'instagram', 'createdAt'],
    listSearchableFields: ['name', 'email', 'location', 'instagram'],
    group: 'Audience',
    components: { beforeListTable: [EXPORT_CSV_BUTTON] },
  },
  endpoints: [createCsvExportEndpoint('story-submissions', STORY_SUBMISSION_COLUMNS)],
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
}
