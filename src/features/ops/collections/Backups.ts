import type { CollectionConfig } from 'payload'

import { adminOnly, staff } from '@/cms/access'

/**
 * running: being written · succeeded: the archive is complete in BACKUP_DIR ·
 * failed: it stopped, with its error (the team is emailed).
 */
export const BACKUP_STATUSES = ['running', 'succeeded', 'failed'] as const
export type BackupStatus = (typeof BACKUP_STATUSES)[number]

/** scheduled: the backup job (BACKUP_CRON) · manual: `npm run backup`. */
export const BACKUP_TRIGGERS = ['scheduled', 'manual'] as const
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number]

/** One row per backup run, written by the server only; the status page shows the last one. */
export const Backups: CollectionConfig = {
  slug: 'backups',
  labels: { singular: 'Backup', plural: 'Backups' },
  admin: {
    useAsTitle: 'file',
    defaultColumns: ['file', 'status', 'trigger', 'startedAt', 'sizeBytes'],
    group: 'Admin',
    description:
      'Every backup run: `npm run backup` and the scheduled backup (BACKUP_CRON). Restore with `npm run restore -- FILE`.',
  },
  defaultSort: '-startedAt',
  access: { read: staff, create: () => false, update: () => false, delete: adminOnly },
  fields: [
    { name: 'file', type: 'text', admin: { readOnly: true, description: 'The archive, in BACKUP_DIR.' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'running',
      index: true,
      options: BACKUP_STATUSES.map((value) => ({ label: value, value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'trigger',
      type: 'select',
      required: true,
      defaultValue: 'manual',
      options: BACKUP_TRIGGERS.map((value) => ({ label: value, value })),
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'startedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'finishedAt',
      type: 'date',
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'sizeBytes', type: 'number', admin: { readOnly: true, description: 'Size of the archive in bytes.' } },
    { name: 'error', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'manifest',
      type: 'json',
      admin: { readOnly: true, description: 'Versions, migration names and documents per collection.' },
    },
  ],
}
