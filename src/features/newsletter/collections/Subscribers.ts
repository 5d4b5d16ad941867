import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'
import { CREATED_AT_COLUMN, type CsvColumn, ID_COLUMN, selectLabels, withCsvExport } from '@/cms/export'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

/** What the admin's CSV export writes (never internal fields). */
export const SUBSCRIBER_COLUMNS: readonly CsvColumn[] = [
  ID_COLUMN,
  { header: 'Email', field: 'email' },
  { header: 'First name', field: 'firstName' },
  { header: 'Status', field: 'status', kind: 'select', labels: selectLabels(SUBSCRIBER_STATUSES) },
  { header: 'Source', field: 'source' },
  { header: 'Confirmed at', field: 'confirmedAt', kind: 'date' },
  { header: 'Unsubscribed at', field: 'unsubscribedAt', kind: 'date' },
  CREATED_AT_COLUMN,
]

/**
 * The newsletter list the team owns (built-in provider: src/features/newsletter). Never publicly
 * readable. One row per normalised (lowercased) email; double opt-in: pending → confirmed.
 */
export const Subscribers: CollectionConfig = withCsvExport(
  {
    slug: 'subscribers',
    admin: {
      useAsTitle: 'email',
      defaultColumns: ['email', 'firstName', 'status', 'source', 'createdAt'],
      listSearchableFields: ['email', 'firstName'],
      group: 'Audience',
    },
    access: { read: staff, create: staff, update: staff, delete: adminOnly },
    fields: [
      { name: 'email', type: 'email', required: true, unique: true, index: true },
      { name: 'firstName', type: 'text', maxLength: 100 },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: SUBSCRIBER_STATUSES.map((value) => ({ label: value, value })),
      },
      { name: 'source', type: 'text', maxLength: 60, admin: { description: 'Which form the address came from.' } },
      { name: 'confirmedAt', type: 'date' },
      { name: 'unsubscribedAt', type: 'date' },
      {
        name: 'lastConfirmationSentAt',
        type: 'date',
        admin: {
          readOnly: true,
          description: 'When the last opt-in confirmation email was queued (resent at most every 10 minutes).',
        },
      },
    ],
  },
  SUBSCRIBER_COLUMNS,
)
