/**
 * What /order-confirmation?session_id=… shows (SPEC §2, §4 Confirmation): the order whose payment
 * page that session was, to whoever holds the session id (a random id only the buyer's browser
 * was sent back with); an id none of our orders was given is the generic page, without asking the
 * provider. When the provider says the session is paid and the webhook has not landed
 * yet, the page marks the order paid itself (./mark-paid.ts: once, whoever comes first). Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'
import type { Order } from '@/payload-types'

import type { OrderView } from '../schemas'
import { markOrderPaid, paidSessionOf } from './mark-paid'
import { toOrderView } from './order-view'
import type { Payments } from './payments'

const SESSION_ID = /^cs_[A-Za-z0-9_]{8,250}$/

export type Confirmation = {
  sessionId: string
  /**
   * paid: "Order Confirmed!"; processing: paid at the provider, still being confirmed ("Processing...");
   * failed: the payment did not go through, or the order expired or was cancelled (the cart is kept).
   */
  state: 'paid' | 'processing' | 'failed'
  order: OrderView
  paidAt: string | null
}

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value)
}

async function orderOfSession(payload: Payload, sessionId: string, orderId?: string | null): Promise<Order | null> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: orderId ? { id: { equals: orderId } } : { 'payment.sessionId': { equals: sessionId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const order = docs[0]
  // An order found by the provider's reference must be the one this session was made for.
  return order && (!order.payment?.sessionId || order.payment.sessionId === sessionId) ? order : null
}

const PAID_STATUSES = new Set<Order['status']>(['paid', 'shipped'])
const FAILED_STATUSES = new Set<Order['status']>(['failed', 'expired', 'cancelled'])

/** The confirmation for `sessionId`, or null when it names no order of ours (the generic page then). */
export async function readConfirmation(
  payload: Payload,
  payments: Payments,
  sessionId: string,
): Promise<Confirmation | null> {
  if (!isSessionId(sessionId)) return null
  // Only a session one of our orders was given is asked about: a made-up id costs no provider call.
  let order = await orderOfSession(payload, sessionId)
  if (!order) return null
  /** The provider's word on the session, when the order alone does not tell. */
  let sessionComplete = false
  if (order.status === 'pending') {
    const session = await payments.provider.retrieveCheckoutSession(sessionId).catch((error: unknown) => {
      logger.warn({ event: 'confirmation_session_unreadable', err: error }, 'Could not read the payment session')
      return null
    })
    if (session?.clientReferenceId === order.id) {
      sessionComplete = session.status === 'complete'
      if (session.paymentStatus === 'paid') {
        await markOrderPaid(payload, paidSessionOf(order.id, session, payments.provider.kind))
        order = await orderOfSession(payload, sessionId, order.id)
      }
    }
  }
  if (!order) return null
  // A page that was never paid (still open, or unknown to the provider) confirms nothing.
  const state = PAID_STATUSES.has(order.status)
    ? 'paid'
    : FAILED_STATUSES.has(order.status)
      ? 'failed'
      : sessionComplete
        ? 'processing'
        : null
  if (!state) return null
  return {
    sessionId,
    state,
    order: toOrderView(order),
    paidAt: order.payment?.paidAt ?? null,
  }
}
