import type { CollectionConfig } from 'payload'

import { SUBSCRIBER_COLUMNS } from '@/cms/export/columns'
import { createCsvExportEndpoint } from '@/cms/export/endpoint'
import { EXPORT_CSV_BUTTON } from '@/cms/export/paths'

import { adminOnly, staff } from '@/cms/access'

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const

/**
 * The newsletter list the team owns (built-in provider: src/features/newsletter). Never publicly
 * readable. One row per normalised (lowercased) email; double opt-in: pending → confirmed.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'status', 'source', 'createdAt'],
    listSearchableFields: ['email', 'firstName'],
    group: 'Audience',
    components: { beforeListTable: [EXPORT_CSV_BUTTON] },
  },
  endpoints: [createCsvExportEndpoint('subscribers', SUBSCRIBER_COLUMNS)],
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
}
