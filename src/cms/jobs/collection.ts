/**
 * `job-runners`: the job queue's lease (ADR 0033). One row per lease (today one, `queue`): which
 * process runs the queue now (`holder`), until when its claim holds unless renewed (`expiresAt`),
 * and when it last ticked (`lastTickAt`; the status page warns when that is old). Written only by
 * ./lease.ts, with conditional updates; staff can read it, nobody edits it.
 */
import type { CollectionConfig } from 'payload'

import { staff } from '@/cms/access'

export const JOB_RUNNERS_SLUG = 'job-runners'

export const JobRunners: CollectionConfig = {
  slug: JOB_RUNNERS_SLUG,
  labels: { singular: 'Job runner', plural: 'Job runners' },
  admin: { hidden: true, useAsTitle: 'name' },
  access: { read: staff, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'holder', type: 'text' },
    { name: 'acquiredAt', type: 'date' },
    { name: 'expiresAt', type: 'date' },
    { name: 'lastTickAt', type: 'date' },
  ],
}
