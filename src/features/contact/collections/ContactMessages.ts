import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'
import { CREATED_AT_COLUMN, type CsvColumn, ID_COLUMN, selectLabels, withCsvExport } from '@/cms/export'

/** What happened to the sender's newsletter opt-in (SPEC §8's three outcomes, or not asked). */
export const CONTACT_NEWSLETTER_OUTCOMES = ['not-requested', 'subscribed', 'failed', 'unavailable'] as const

/** What the admin's CSV export writes (never the fingerprint). */
export const CONTACT_MESSAGE_COLUMNS: readonly CsvColumn[] = [
  ID_COLUMN,
  { header: 'Name', field: 'name' },
  { header: 'Email', field: 'email' },
  { header: 'Message', field: 'message' },
  { header: 'Wants newsletter', field: 'subscribeToNewsletter', kind: 'boolean' },
  {
    header: 'Newsletter outcome',
    field: 'newsletterOutcome',
    kind: 'select',
    labels: selectLabels(CONTACT_NEWSLETTER_OUTCOMES),
  },
  { header: 'Source', field: 'source' },
  CREATED_AT_COLUMN,
]

/** Contact form messages; written by the server, read by staff only. */
export const ContactMessages: CollectionConfig = withCsvExport(
  {
    slug: 'contact-messages',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'email', 'message', 'newsletterOutcome', 'createdAt'],
      listSearchableFields: ['name', 'email', 'message'],
      group: 'Audience',
    },
    defaultSort: '-createdAt',
    access: {
      read: staff,
      create: () => false,
      update: staff,
      delete: adminOnly,
    },
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 120 },
      { name: 'email', type: 'email', required: true },
      { name: 'message', type: 'textarea', required: true, maxLength: 5000 },
      { name: 'subscribeToNewsletter', type: 'checkbox', defaultValue: false },
      {
        name: 'newsletterOutcome',
        type: 'select',
        defaultValue: 'not-requested',
        options: CONTACT_NEWSLETTER_OUTCOMES.map((value) => ({
          label: value,
          value,
        })),
        admin: {
          readOnly: true,
          description: 'What happened to the newsletter opt-in when the box was ticked.',
        },
      },
      {
        name: 'source',
        type: 'text',
        maxLength: 60,
        admin: {
          readOnly: true,
          description: 'Where the message came from, e.g. contact.',
        },
      },
      /** sha256 of the normalised values (guard.ts submissionFingerprint), for duplicate detection. */
      {
        name: 'fingerprint',
        type: 'text',
        index: true,
        maxLength: 64,
        admin: { hidden: true },
      },
    ],
  },
  CONTACT_MESSAGE_COLUMNS,
)
