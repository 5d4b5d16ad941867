import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '../access'

export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const

/** Outbox: every email the product sends, with its delivery status. */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: { singular: 'Email', plural: 'Outbox' },
  admin: { useAsTitle: 'subject', defaultColumns: ['to', 'subject', 'status', 'createdAt'], group: 'Admin' },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: EMAIL_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    { name: 'text', type: 'textarea' },
    { name: 'error', type: 'textarea' },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'sentAt', type: 'date' },
  ],
}
