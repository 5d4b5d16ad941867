/**
 * The clean-up of unpaid orders (../server/expiry.ts) as a Payload job task, every 5 minutes on
 * the urgent queue (run by the job runner, src/cms/jobs). Registering it adds its slug to
 * PostgreSQL's enum of task slugs (a migration).
 */
import type { TaskConfig } from 'payload'

import type { JobQueue } from '@/cms/jobs/queues'

import { expirePendingOrders } from '../server/expiry'
import { getPayments } from '../server/payments'

export const EXPIRE_PENDING_ORDERS_TASK = 'expirePendingOrders'

export const expirePendingOrdersTask: TaskConfig<'expirePendingOrders'> = {
  slug: EXPIRE_PENDING_ORDERS_TASK,
  label: 'Expire unpaid orders and clean up',
  outputSchema: [
    { name: 'expired', type: 'number', required: true },
    { name: 'paidLate', type: 'number', required: true },
    { name: 'removed', type: 'number', required: true },
  ],
  retries: { attempts: 1 },
  // The urgent queue: orders go before bulk email (src/cms/jobs/queues.ts, ADR 0027).
  schedule: [{ cron: '*/5 * * * *', queue: 'urgent' satisfies JobQueue }],
  handler: async ({ req }) => {
    const output = await expirePendingOrders(req.payload, getPayments(req.payload))
    return { output }
  },
}
