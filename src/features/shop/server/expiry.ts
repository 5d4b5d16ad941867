/**
 * The clean-up of unpaid orders (issue 14 point 9): a pending order past its expiry is asked about
 * once more (a payment whose webhook never arrived is marked paid after all), its payment page is
 * expired, and it is marked `expired`; expired and failed orders, and old simulator pages and
 * payment event records, are removed after UNPAID_ORDER_KEPT_MS. An expired order gives its reserved
 * stock back (./mark-paid.ts closeUnpaidOrder, ./stock.ts). Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { UNPAID_ORDER_KEPT_MS } from '../logic/order-status'
import { closeUnpaidOrder, markOrderPaid, paidSessionOf } from './mark-paid'
import type { Payments } from './payments'

/** A pending order is left this long past its expiry, for a late webhook to land first. */
export const EXPIRY_GRACE_MS = 10 * 60_000
const BATCH = 50

export type ExpiryOutcome = { expired: number; paidLate: number; removed: number }

async function settle(
  payload: Payload,
  payments: Payments,
  order: { id: string; payment?: { sessionId?: string | null } | null },
) {
  const sessionId = order.payment?.sessionId
  if (sessionId) {
    const session = await payments.provider.retrieveCheckoutSession(sessionId)
    if (session?.paymentStatus === 'paid' && session.clientReferenceId === order.id) {
      await markOrderPaid(payload, paidSessionOf(order.id, session, payments.provider.kind))
      return 'paid' as const
    }
    if (session?.status === 'open' && payments.simulator) await payments.simulator.expire(sessionId)
  }
  await closeUnpaidOrder(payload, order.id, 'expired', 'Not paid in time.')
  return 'expired' as const
}

export async function expirePendingOrders(
  payload: Payload,
  payments: Payments,
  now = Date.now(),
): Promise<ExpiryOutcome> {
  const outcome: ExpiryOutcome = { expired: 0, paidLate: 0, removed: 0 }
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { status: { equals: 'pending' } },
        { expiresAt: { less_than: new Date(now - EXPIRY_GRACE_MS).toISOString() } },
      ],
    },
    limit: BATCH,
    depth: 0,
    select: { payment: true },
    overrideAccess: true,
  })
  for (const order of docs) {
    try {
      const result = await settle(payload, payments, order)
      if (result === 'paid') outcome.paidLate++
      else outcome.expired++
    } catch (error) {
      logger.error({ event: 'order_expiry_failed', orderId: order.id, err: error }, 'Could not settle an unpaid order')
    }
  }

  const before = new Date(now - UNPAID_ORDER_KEPT_MS).toISOString()
  const removed = await payload.delete({
    collection: 'orders',
    where: { and: [{ status: { in: ['expired', 'failed'] } }, { updatedAt: { less_than: before } }] },
    overrideAccess: true,
  })
  outcome.removed = removed.docs.length
  await payload.delete({
    collection: 'payment-simulations',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
  })
  await payload.delete({
    collection: 'payment-events',
    where: { createdAt: { less_than: before } },
    overrideAccess: true,
  })
  if (outcome.expired + outcome.paidLate + outcome.removed > 0) {
    logger.info({ event: 'orders_expired', ...outcome }, 'Unpaid orders settled')
  }
  return outcome
}
