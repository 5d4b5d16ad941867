/**
 * POST /api/shop/orders after the public-form pipeline (SPEC §4 Checkout, §7 create order): the
 * cart's product ids, sizes and quantities priced from the database (./pricing.ts; anything else
 * the browser sends is dropped by the schema), refused with a clear message when something is
 * unavailable, and stored as a pending order with a random id, its stock reserved in the same
 * transaction (./stock.ts: a buyer who finds fewer left than asked is told how many, and nothing
 * is stored). The order belongs to the signed-in member (once paid, a guest's order goes to the
 * member with its confirmed email: ./mark-paid.ts).
 *
 * One order per checkout (issue 22 point 6): the request may name the pending order this tab
 * created before (Back to Checkout from /payment). Still pending and payable, for the same email,
 * member and cart, it is answered again (same number; changed shipping details are saved on it);
 * otherwise it is cancelled, giving its stock back, in the new order's transaction. Only the
 * browser that created an order knows its id (random, ~103 bits). Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { expireTags } from '@/cms/hooks/revalidate'
import { inTransaction } from '@/cms/transaction'
import { CACHE_TAGS } from '@/lib/cache-tags'
import type { FormFailure } from '@/lib/forms/result'
import { logger } from '@/lib/logger'
import type { Order } from '@/payload-types'

import { newOrderId, orderNumberOf } from '../logic/order-number'
import { sameLines } from '../logic/order-lines'
import { ORDER_PAYABLE_MS } from '../logic/order-status'
import type { CheckoutCustomer, CreateOrderRequest, OrderCreated } from '../schemas'
import { loadProducts } from './catalogue'
import { closeUnpaidOrder } from './mark-paid'
import { signedInMemberId } from './owner'
import { type PricedLine, priceOrder } from './pricing'
import { toOrderView } from './order-view'
import { reserveStock, stockLinesOf } from './stock'

export type CreateOrderDeps = { payload: Payload; headers: Headers; now?: () => number }

/** A refusal to tell the buyer; thrown inside the transaction so that nothing of it stays. */
class OrderRefused extends Error {}

function itemsOf(lines: readonly PricedLine[]): Order['items'] {
  return lines.map((line) => ({
    product: Number(line.productId),
    productName: line.productName,
    productSlug: line.productSlug,
    imageUrl: line.image?.url ?? null,
    imageAlt: line.image?.alt ?? null,
    size: line.size,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    totalPrice: line.totalPrice,
  }))
}

function customerOf(customer: CheckoutCustomer): Order['customer'] {
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    address: customer.address,
    city: customer.city,
    postalCode: customer.postalCode,
    country: customer.country,
  }
}

const memberIdOf = (member: Order['member']) => (typeof member === 'object' && member ? member.id : (member ?? null))

/** Whether the earlier order is this checkout again: payable, same email, same member, same cart. */
function isSameCheckout(order: Order, values: CreateOrderRequest, member: number | null, now: number): boolean {
  const payable = order.status === 'pending' && (!order.expiresAt || Date.parse(order.expiresAt) > now)
  const lines = stockLinesOf(order).map((line) => ({ ...line, productId: String(line.productId) }))
  return (
    payable &&
    order.email.toLowerCase() === values.customer.email.toLowerCase() &&
    memberIdOf(order.member) === member &&
    sameLines(lines, values.items)
  )
}

const sameCustomer = (a: Order['customer'], b: Order['customer']) =>
  (Object.keys(b) as (keyof Order['customer'])[]).every((key) => a[key] === b[key])

/** The earlier order again, with the form's shipping details saved on it when they changed. */
async function reuse(payload: Payload, req: PayloadRequest, order: Order, customer: CheckoutCustomer) {
  const details = customerOf(customer)
  if (sameCustomer(order.customer, details)) return order
  return payload.update({
    collection: 'orders',
    id: order.id,
    data: { customer: details },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** A random id whose VLV- number no order has (a clash of 6 characters is rare, but possible). */
async function freeOrderId(payload: Payload, req: PayloadRequest): Promise<string> {
  for (;;) {
    const id = newOrderId()
    const { totalDocs } = await payload.count({
      collection: 'orders',
      where: { orderNumber: { equals: orderNumberOf(id) } },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return id
  }
}

type Placed = { order: Order; stockChanged: boolean; reused: boolean }

/** Everything of one checkout in one transaction: the earlier order reused or cancelled, the new one priced, reserved, stored. */
async function placeOrder(
  payload: Payload,
  req: PayloadRequest,
  values: CreateOrderRequest,
  member: number | null,
  now: number,
): Promise<Placed> {
  if (values.pendingOrderId) {
    const earlier = (await payload.findByID({
      collection: 'orders',
      id: values.pendingOrderId,
      depth: 0,
      disableErrors: true,
      overrideAccess: true,
      req,
    })) as Order | null
    if (earlier && isSameCheckout(earlier, values, member, now)) {
      return { order: await reuse(payload, req, earlier, values.customer), stockChanged: false, reused: true }
    }
    if (earlier?.status === 'pending') {
      await closeUnpaidOrder(payload, earlier.id, 'cancelled', 'Replaced by a new checkout.', req)
    }
  }

  const products = await loadProducts(
    payload,
    values.items.map((line) => line.productId),
    req,
  )
  const priced = priceOrder(values.items, products)
  if (!priced.ok) throw new OrderRefused(priced.error)
  const items = itemsOf(priced.lines)
  const reserved = await reserveStock(payload, req, stockLinesOf({ items }))
  if (!reserved.ok) throw new OrderRefused(reserved.error)

  const id = await freeOrderId(payload, req)
  const order = await payload.create({
    collection: 'orders',
    data: {
      id,
      orderNumber: orderNumberOf(id),
      status: 'pending',
      member,
      email: values.customer.email,
      customer: customerOf(values.customer),
      items,
      ...priced.totals,
      stockReserved: true,
      expiresAt: new Date(now + ORDER_PAYABLE_MS).toISOString(),
    },
    overrideAccess: true,
    req,
  })
  return { order, stockChanged: true, reused: false }
}

export async function createOrder(
  values: CreateOrderRequest,
  { payload, headers, now = Date.now }: CreateOrderDeps,
): Promise<OrderCreated | FormFailure> {
  const member = await signedInMemberId(payload, headers)
  let placed: Placed
  try {
    placed = await inTransaction(payload, (req) => placeOrder(payload, req, values, member ?? null, now()))
  } catch (error) {
    if (error instanceof OrderRefused) return { ok: false, error: error.message }
    throw error
  }
  const { order, stockChanged, reused } = placed
  // The product pages show what is left: their cache is expired once the transaction is committed.
  if (stockChanged) expireTags([CACHE_TAGS.products], {})
  logger.info(
    { event: reused ? 'order_reused' : 'order_created', orderId: order.id, total: order.total },
    reused ? 'Pending order reused' : 'Order created',
  )
  return { ok: true, orderId: String(order.id), orderNumber: order.orderNumber, order: toOrderView(order) }
}
