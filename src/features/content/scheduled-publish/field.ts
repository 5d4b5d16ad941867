import type { Field, FieldHook } from 'payload'

import { nobodyField, staffField } from '@/cms/access'

export const FAILURE_FIELD = 'scheduledPublishFailure'

export type ScheduledPublishFailure = { reason?: string | null; failedAt?: string | null }

/** A publish (scheduled or by hand) that succeeds clears the last failure. */
const clearOnPublish: FieldHook = ({ data, value }) =>
  data?._status === 'published' ? { reason: null, failedAt: null } : value

/**
 * Why the last scheduled publish of this post failed, and when: shown to staff at the top of the
 * sidebar while the post is still unpublished. Written only by the server (src/features/content/
 * scheduled-publish/report.ts), never by a request.
 */
export const scheduledPublishFailureField: Field = {
  name: FAILURE_FIELD,
  label: 'Scheduled publish failed',
  type: 'group',
  access: { read: staffField, create: nobodyField, update: nobodyField },
  hooks: { beforeChange: [clearOnPublish] },
  admin: {
    position: 'sidebar',
    condition: (data) => Boolean((data?.[FAILURE_FIELD] as ScheduledPublishFailure | undefined)?.reason),
    description:
      'This post was not published at its scheduled time and is still a draft. Fix what the reason names, then publish it or schedule it again.',
  },
  fields: [
    { name: 'reason', type: 'textarea', admin: { readOnly: true } },
    {
      name: 'failedAt',
      label: 'When',
      type: 'date',
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
