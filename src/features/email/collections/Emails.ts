import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'

/**
 * queued: recorded, waiting for the sendEmail job · sent: accepted by the SMTP server ·
 * failed: last attempt failed (retried with back-off until attempts run out) ·
 * kept: stored here only, not delivered (no SMTP_URL configured).
 */
export const EMAIL_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/** Outbox: every email the product sends, with its delivery status. Written by the server only. */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: { singular: 'Email', plural: 'Outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'attempts', 'createdAt'],
    group: 'Admin',
    description: 'Every email the site sends. "kept" means stored here only (no SMTP server configured).',
  },
  defaultSort: '-createdAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'to', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'from', type: 'text', admin: { readOnly: true } },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'kind',
      type: 'text',
      index: true,
      admin: { readOnly: true, description: 'What sent it, e.g. team-notification, payload-auth.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: EMAIL_STATUSES.map((value) => ({ label: value, value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'nextAttemptAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'sentAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'error', type: 'textarea', admin: { readOnly: true } },
    { name: 'text', type: 'textarea', admin: { readOnly: true, description: 'Plain-text part.' } },
    { name: 'html', type: 'code', admin: { readOnly: true, language: 'html', description: 'Rendered HTML part.' } },
    { name: 'headers', type: 'json', admin: { readOnly: true } },
    {
      // Unique: a second email with the same key (e.g. one newsletter issue to one subscriber) is refused.
      name: 'dedupeKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Set on emails that must go out once only.' },
    },
  ],
}
