import type { TaskConfig } from 'payload'

import { deliverEmail, SEND_EMAIL_TASK } from '../outbox'

/**
 * Delivers one outbox row. Retries are not Payload's: a failed send re-queues this task itself
 * with back-off (src/integrations/email/backoff.ts), so the row shows status, error and next attempt.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: SEND_EMAIL_TASK,
  label: 'Send email',
  inputSchema: [{ name: 'emailId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: 0,
  handler: async ({ input, job, req }) => {
    const status = await deliverEmail(req.payload, input.emailId, req, job.queue ?? undefined)
    return { output: { status } }
  },
}
