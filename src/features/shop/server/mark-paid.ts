/**
 * Marking an order paid (issue 14 point 6), called by the payment webhook and by the
 * confirmation page, idempotent and safe when both run at once. In one transaction it:
 *
 *   claims the order: `UPDATE orders SET status = 'paid' … WHERE id = ? AND status = 'pending'`
 *   (the row lock makes a second caller wait, then change nothing: only one claims it) →
 *   keeps the stock the order reserved when it was created (./stock.ts; only an order created
 *   before reservations takes its quantities now, never below 0, a shortfall noted for the team) →
 *   queues the customer's confirmation and the team's notice.
 *
 * Committed together or not at all. The other outcomes of a payment (failed, expired) move a
 * pending order the same way and give its reserved stock back.
 * Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { and, eq, sql } from '@payloadcms/db-sqlite/drizzle'

import { drizzleTable } from '@/cms/drizzle'
import type { CheckoutSession } from '@/integrations/stripe'
import { expireTags } from '@/cms/hooks/revalidate'
import { inTransaction } from '@/cms/transaction'
import { CACHE_TAGS } from '@/lib/cache-tags'
import { logger } from '@/lib/logger'
import type { Order } from '@/payload-types'

import type { OrderStatus } from '../logic/order-status'
import { stockKeyOf } from '../logic/stock'
import { queueOrderPaidEmails } from './emails'
import { confirmedMemberWithEmail } from './owner'
import { releaseOrderStock } from './stock'

export type PaymentProviderKind = 'stripe' | 'simulator'

export type PaidSession = {
  orderId: string
  sessionId: string
  /** The payment (Stripe's PaymentIntent id). */
  transactionId: string | null
  provider: PaymentProviderKind
  /** What the provider took, in cents; checked against the order's total. */
  amountTotal: number | null
}

/** What markOrderPaid needs of a provider's session, for the order it was made for. */
export function paidSessionOf(orderId: string, session: CheckoutSession, provider: PaymentProviderKind): PaidSession {
  return {
    orderId,
    sessionId: session.id,
    transactionId: session.paymentIntentId,
    provider,
    amountTotal: session.amountTotal,
  }
}

export type MarkPaidOutcome = 'paid' | 'already-done' | 'unknown-order' | 'amount-mismatch'

/** Moves the order from `from` to `to` with `set`; true when this call made the change. */
async function claim(
  payload: Payload,
  req: PayloadRequest,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  set: Record<string, unknown> = {},
): Promise<boolean> {
  const { db, table } = await drizzleTable(payload, 'orders', req)
  const rows = await db
    .update(table)
    .set({ ...set, status: to, updatedAt: new Date().toISOString() })
    .where(and(eq(table.id as never, orderId), eq(table.status as never, from)))
    .returning({ id: table.id })
  return rows.length > 0
}

/**
 * Takes `quantity` off the product's count for `size` and answers how many were missing (0 when
 * there were enough; otherwise the count goes to 0 and the order is noted for the team).
 */
async function takeStockChecked(
  payload: Payload,
  req: PayloadRequest,
  productId: number,
  size: string | null | undefined,
  quantity: number,
): Promise<number> {
  const key = `stock_${stockKeyOf(size)}`
  const { db, table } = await drizzleTable(payload, 'products', req)
  const column = table[key]
  if (!column) throw new Error(`No stock column ${key} on products`)
  const taken = await db
    .update(table)
    .set({ [key]: sql`${column} - ${quantity}` })
    .where(and(eq(table.id as never, productId), sql`${column} >= ${quantity}`))
    .returning({ id: table.id })
  if (taken.length > 0) return 0
  const product = await payload.findByID({
    collection: 'products',
    id: productId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  if (!product) return quantity
  const left = Number((product.stock as Record<string, unknown> | undefined)?.[stockKeyOf(size)] ?? 0)
  await db
    .update(table)
    .set({ [key]: 0 })
    .where(eq(table.id as never, productId))
  return Math.max(0, quantity - Math.max(0, left))
}

/**
 * Marks the session's order paid, once; see the module's comment. In the caller's transaction
 * when given its `req` (the webhook records its event in the same one), else in its own.
 */
export async function markOrderPaid(
  payload: Payload,
  session: PaidSession,
  inCallers?: PayloadRequest,
): Promise<MarkPaidOutcome> {
  const markPaid = async (req: PayloadRequest): Promise<MarkPaidOutcome> => {
    const order = (await payload.findByID({
      collection: 'orders',
      id: session.orderId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })) as Order | null
    if (!order) return 'unknown-order'
    if (session.amountTotal !== null && session.amountTotal !== order.total) {
      logger.error(
        { event: 'order_amount_mismatch', orderId: order.id, expected: order.total, received: session.amountTotal },
        'A payment does not match its order total: not marked paid, check it in the payment dashboard',
      )
      return 'amount-mismatch'
    }
    const paidAt = new Date().toISOString()
    const claimed = await claim(payload, req, order.id, 'pending', 'paid', {
      payment_provider: session.provider,
      payment_sessionId: session.sessionId,
      payment_transactionId: session.transactionId,
      payment_paidAt: paidAt,
    })
    if (!claimed) {
      if (order.status !== 'paid' && order.status !== 'shipped') {
        logger.error(
          { event: 'order_paid_not_pending', orderId: order.id, status: order.status, sessionId: session.sessionId },
          'A payment arrived for an order that is no longer pending: refund it in the payment dashboard',
        )
      }
      return 'already-done'
    }
    // A guest's paid order goes to the member with its confirmed email (./owner.ts).
    const member = order.member ?? (await confirmedMemberWithEmail(payload, order.email, req))

    // The order's stock was reserved when it was created (./stock.ts): paying takes nothing more.
    // Only an order created before reservations existed (none reserved) takes its stock here.
    const short: string[] = []
    for (const item of order.stockReserved ? [] : order.items) {
      const productId = typeof item.product === 'object' && item.product ? item.product.id : item.product
      if (typeof productId !== 'number') continue
      const missing = await takeStockChecked(payload, req, productId, item.size, item.quantity)
      if (missing > 0) short.push(`${item.productName}${item.size ? ` (${item.size})` : ''}: ${missing} short`)
    }
    if (short.length > 0) {
      const stockNote = `Sold more than was in stock: ${short.join('; ')}.`
      await payload.update({ collection: 'orders', id: order.id, data: { stockNote }, overrideAccess: true, req })
      logger.warn({ event: 'order_oversold', orderId: order.id, short }, stockNote)
    }
    if (member && !order.member) {
      await payload.update({ collection: 'orders', id: order.id, data: { member }, overrideAccess: true, req })
    }
    const paid = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true, req })
    await queueOrderPaidEmails(payload, paid, { req })
    return 'paid'
  }
  const outcome = inCallers ? await markPaid(inCallers) : await inTransaction(payload, markPaid)
  if (outcome === 'paid') {
    // (Only a pre-reservation order changes the stock here; expiring the tag is harmless otherwise.)
    expireTags([CACHE_TAGS.products], {})
    logger.info({ event: 'order_paid', orderId: session.orderId, provider: session.provider }, 'Order paid')
  }
  return outcome
}

/**
 * A payment that did not happen: an asynchronous payment failed (`failed`), the payment page
 * expired unpaid (`expired`), or the buyer's checkout replaced the order with another
 * (`cancelled`, ./create-order.ts). Only a pending order moves, and its reserved stock is given
 * back in the same transaction (./stock.ts, once). True when this call changed the order.
 */
export async function closeUnpaidOrder(
  payload: Payload,
  orderId: string,
  to: Extract<OrderStatus, 'failed' | 'expired' | 'cancelled'>,
  reason: string,
  req?: PayloadRequest,
): Promise<boolean> {
  const run = async (tx: PayloadRequest) => {
    if (!(await claim(payload, tx, orderId, 'pending', to, { payment_failureReason: reason }))) return false
    await releaseOrderStock(payload, tx, orderId)
    return true
  }
  const changed = req ? await run(req) : await inTransaction(payload, run)
  if (changed) {
    expireTags([CACHE_TAGS.products], {})
    logger.info({ event: `order_${to}`, orderId }, `Order ${to}: ${reason}`)
  }
  return changed
}
