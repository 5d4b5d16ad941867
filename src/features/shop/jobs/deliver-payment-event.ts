/**
 * The checkout simulator's webhook deliveries (issue 22 point 4): each event the simulator sends is
 * one job, queued with the session change that sends it (../server/simulator-store.ts), tried at
 * once, and retried by the queue with back-off as a provider retries: 11 more attempts, 1 minute
 * doubling each time (1, 2, 4 … 1024 minutes: about 34 hours for the last, 2 days in all). The
 * slug is the job runner's top priority. Registering it adds its slug to PostgreSQL's enum of
 * task slugs (a migration).
 */
import type { TaskConfig } from 'payload'

import { getPayments } from '../server/payments'
import { DELIVER_PAYMENT_EVENT_TASK, deliverSimulatorEvent } from '../server/simulator-delivery'

export const deliverPaymentEventTask: TaskConfig<'deliverPaymentEvent'> = {
  slug: DELIVER_PAYMENT_EVENT_TASK,
  label: 'Deliver a payment event (checkout simulator)',
  inputSchema: [
    { name: 'eventId', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
  ],
  outputSchema: [{ name: 'status', type: 'number' }],
  retries: { attempts: 11, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const status = await deliverSimulatorEvent(getPayments(req.payload).simulator, input)
    return { output: { status } }
  },
}
