import type { CollectionConfig } from 'payload'

import { adminOnly, nobody, staff } from '@/cms/access'

import { digestPreviewEndpoint, digestTestSendEndpoint } from './endpoints'

/**
 * sending: created, emails being queued (a crashed run is resumed from `cursor`) ·
 * sent: one email queued per confirmed subscriber.
 * A week with nothing new creates no issue (the job logs it).
 */
export const NEWSLETTER_ISSUE_STATUSES = ['sending', 'sent'] as const
export type NewsletterIssueStatus = (typeof NEWSLETTER_ISSUE_STATUSES)[number]

/** Admin component above the list: "Preview next issue" and "Send test to me". */
export const DIGEST_ADMIN_ACTIONS =
  '/features/newsletter/components/admin/newsletter-digest-actions#NewsletterDigestActions'

const readOnlySidebarDate = {
  readOnly: true,
  position: 'sidebar',
  date: { pickerAppearance: 'dayAndTime' },
} as const

/** The weekly newsletter issues sent by the digest job (src/features/newsletter/digest). Written by the server only. */
export const NewsletterIssues: CollectionConfig = {
  slug: 'newsletter-issues',
  labels: { singular: 'Newsletter issue', plural: 'Newsletter issues' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'status', 'recipientCount', 'periodEnd', 'sentAt'],
    group: 'Audience',
    description:
      'The weekly digest emailed to confirmed subscribers. Nothing new since the last issue: nothing is sent.',
    components: { beforeListTable: [DIGEST_ADMIN_ACTIONS] },
  },
  defaultSort: '-createdAt',
  access: { read: staff, create: nobody, update: nobody, delete: adminOnly },
  endpoints: [digestPreviewEndpoint, digestTestSendEndpoint],
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'sending',
      index: true,
      options: NEWSLETTER_ISSUE_STATUSES.map((value) => ({
        label: value,
        value,
      })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'periodStart',
          type: 'date',
          required: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'periodEnd',
          type: 'date',
          required: true,
          index: true,
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'stories',
      type: 'relationship',
      relationTo: 'stories',
      hasMany: true,
      admin: { readOnly: true },
    },
    {
      name: 'articles',
      type: 'relationship',
      relationTo: 'articles',
      hasMany: true,
      admin: { readOnly: true },
    },
    {
      name: 'recipientCount',
      type: 'number',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Confirmed subscribers it was sent to.',
      },
    },
    {
      name: 'sentCount',
      type: 'number',
      defaultValue: 0,
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Recipients processed so far.',
      },
    },
    {
      name: 'cursor',
      type: 'number',
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: 'Last subscriber id processed (a resumed send continues after it).',
      },
    },
    { name: 'startedAt', type: 'date', admin: readOnlySidebarDate },
    { name: 'sentAt', type: 'date', admin: readOnlySidebarDate },
    {
      name: 'error',
      type: 'textarea',
      admin: {
        readOnly: true,
        description: 'Last error of an interrupted send (it is resumed).',
      },
    },
  ],
}
