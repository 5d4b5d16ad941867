import type { CollectionConfig } from 'payload'

import { CONTACT_MESSAGE_COLUMNS } from '@/cms/export/columns'
import { createCsvExportEndpoint } from '@/cms/export/endpoint'
import { EXPORT_CSV_BUTTON } from '@/cms/export/paths'

import { adminOnly, staff } from '@/cms/access'

/** What happened to the sender's newsletter opt-in (SPEC §8's three outcomes, or not asked). */
export const CONTACT_NEWSLETTER_OUTCOMES = ['not-requested', 'subscribed', 'failed', 'unavailable'] as const

/** Contact form messages; written by the server, read by staff only. */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'message', 'newsletterOutcome', 'createdAt'],
    listSearchableFields: ['name', 'email', 'message'],
    group: 'Audience',
    components: { beforeListTable: [EXPORT_CSV_BUTTON] },
  },
  endpoints: [createCsvExportEndpoint('contact-messages', CONTACT_MESSAGE_COLUMNS)],
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
}
