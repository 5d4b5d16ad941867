/**
 * The clean-up of unpaid orders (../server/expiry.ts) as a Payload job task, every 5 minutes on
 * the default queue (run by the production server's autoRun). Registering it adds its slug to
 * PostgreSQL's enum of task slugs (a migration).
 */
import type { TaskConfig } from 'payload'

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
  schedule: [{ cron: '*/5 * * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const output = await expirePendingOrders(req.payload, getPayments(req.payload))
    return { output }
  },
}
