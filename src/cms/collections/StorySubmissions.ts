import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '../access'

/** "Share your story" form entries; written by the server, read by staff only. */
export const StorySubmissions: CollectionConfig = {
  slug: 'story-submissions',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'location', 'createdAt'], group: 'Audience' },
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
