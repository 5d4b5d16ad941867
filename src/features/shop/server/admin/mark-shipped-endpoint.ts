/**
 * POST /api/orders/:id/ship: staff mark a paid order shipped (the order page's "Mark as shipped",
 * ../../admin/mark-shipped.tsx) with { carrier, trackingNumber, trackingUrl? } (logic/tracking.ts).
 *
 *   403 for anyone but staff, alike for everyone (requireStaff);
 *   400 { ok: false, message, fieldErrors } for details that fail the form's rules;
 *   404 for an order that does not exist;
 *   409 { ok: false, message } unless the order is paid; an order already shipped answers
 *       200 { ok: true, alreadyShipped: true, message } and sends nothing;
 *   200 { ok: true, message } once, in one transaction, the order is `shipped` with its shipment
 *       (carrier, tracking number, tracking link, shipped now) and the customer's "on its way"
 *       email is queued in the outbox.
 *
 * The order moves paid → shipped with a conditional update (`… WHERE status = 'paid'`), so of two
 * staff shipping it at once only one does. Never a 500: anything unexpected is logged and
 * answered 503. Server-only.
 */
import 'server-only'

import type { Endpoint, Payload, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'

import { and, eq } from '@payloadcms/db-sqlite/drizzle'

import { requireStaff } from '@/cms/access'
import { drizzleTable } from '@/cms/drizzle'
import { inTransaction } from '@/cms/transaction'
import { logger } from '@/lib/logger'

import { isOrderId } from '../../logic/order-number'
import { type MarkShipped, markShippedSchema, shipFieldErrors, trackingUrlFor } from '../../logic/tracking'
import { type OrderForEmail, queueOrderShippedEmail } from '../emails'

export const MARK_SHIPPED_PATH = '/:id/ship'

export const MARK_SHIPPED_MESSAGES = {
  notJson: 'The request must be JSON: { carrier, trackingNumber, trackingUrl }.',
  invalid: 'Please check the shipping details.',
  notFound: 'This order does not exist.',
  notPaid: 'Only a paid order can be marked shipped.',
  alreadyShipped: 'This order was already marked as shipped. Nothing was sent again.',
  shipped: 'Marked as shipped. The customer has been emailed the tracking details.',
  unavailable: 'The order could not be marked as shipped just now. Nothing was changed. Please try again in a moment.',
} as const

export type MarkShippedAnswer =
  | { ok: true; message: string; alreadyShipped?: boolean }
  | { ok: false; message: string; fieldErrors?: Record<string, string> }

const NO_STORE = { 'Cache-Control': 'no-store' }

function answer(status: number, body: MarkShippedAnswer): Response {
  return Response.json(body, { status, headers: NO_STORE })
}

/** What this endpoint reads of an order (depth 0). */
type ShippableOrder = OrderForEmail & { status: string }

type Outcome = 'not-found' | 'not-paid' | 'already-shipped' | 'shipped'

async function findOrder(payload: Payload, id: string, req: PayloadRequest): Promise<ShippableOrder | null> {
  const order = await payload.findByID({
    collection: 'orders',
    id,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
    req,
  })
  return order as unknown as ShippableOrder | null
}

/** paid → shipped, only if it is still paid; true when this call moved it. */
async function claimPaidOrder(payload: Payload, req: PayloadRequest, id: string): Promise<boolean> {
  const { db, table } = await drizzleTable(payload, 'orders', req)
  const rows = await db
    .update(table)
    .set({ status: 'shipped', updatedAt: new Date().toISOString() })
    .where(and(eq(table.id as never, id), eq(table.status as never, 'paid')))
    .returning({ id: table.id })
  return rows.length > 0
}

async function ship(payload: Payload, id: string, details: MarkShipped): Promise<Outcome> {
  return inTransaction(payload, async (req) => {
    const order = await findOrder(payload, id, req)
    if (!order) return 'not-found'
    if (order.status === 'shipped') return 'already-shipped'
    if (order.status !== 'paid') return 'not-paid'
    if (!(await claimPaidOrder(payload, req, id))) {
      // Another request changed it since it was read.
      const now = await findOrder(payload, id, req)
      return now?.status === 'shipped' ? 'already-shipped' : 'not-paid'
    }
    const shipment = {
      carrier: details.carrier,
      trackingNumber: details.trackingNumber,
      trackingUrl: trackingUrlFor(details.carrier, details.trackingNumber, details.trackingUrl),
      shippedAt: new Date().toISOString(),
    }
    const shipped = await payload.update({
      collection: 'orders',
      id,
      data: { status: 'shipped', shipment } as unknown as Partial<RequiredDataFromCollectionSlug<'orders'>>,
      depth: 0,
      overrideAccess: true,
      req,
    })
    await queueOrderShippedEmail(payload, shipped as unknown as OrderForEmail, { req })
    return 'shipped'
  })
}

async function readJson(req: PayloadRequest): Promise<{ ok: true; body: unknown } | { ok: false }> {
  try {
    return { ok: true, body: await req.json?.() }
  } catch {
    return { ok: false }
  }
}

export const markShippedEndpoint: Endpoint = {
  path: MARK_SHIPPED_PATH,
  method: 'post',
  handler: async (req) => {
    const refused = requireStaff(req)
    if (refused) return refused

    const read = await readJson(req)
    if (!read.ok) return answer(400, { ok: false, message: MARK_SHIPPED_MESSAGES.notJson })
    const parsed = markShippedSchema.safeParse(read.body)
    if (!parsed.success) {
      const fieldErrors = shipFieldErrors(parsed.error)
      return answer(400, {
        ok: false,
        message: Object.values(fieldErrors)[0] ?? MARK_SHIPPED_MESSAGES.invalid,
        fieldErrors,
      })
    }

    const id = req.routeParams?.id
    // Order ids are random text of a fixed shape: anything else names no order.
    if (!isOrderId(id)) return answer(404, { ok: false, message: MARK_SHIPPED_MESSAGES.notFound })

    try {
      const outcome = await ship(req.payload, id, parsed.data)
      switch (outcome) {
        case 'not-found':
          return answer(404, { ok: false, message: MARK_SHIPPED_MESSAGES.notFound })
        case 'not-paid':
          return answer(409, { ok: false, message: MARK_SHIPPED_MESSAGES.notPaid })
        case 'already-shipped':
          return answer(200, { ok: true, alreadyShipped: true, message: MARK_SHIPPED_MESSAGES.alreadyShipped })
        case 'shipped':
          logger.info(
            { event: 'order_shipped', orderId: id, carrier: parsed.data.carrier, userId: req.user?.id },
            'Order marked shipped',
          )
          return answer(200, { ok: true, message: MARK_SHIPPED_MESSAGES.shipped })
      }
    } catch (error) {
      logger.error({ event: 'order_ship_failed', orderId: id, err: error }, 'Could not mark the order shipped')
      return answer(503, { ok: false, message: MARK_SHIPPED_MESSAGES.unavailable })
    }
  },
}
