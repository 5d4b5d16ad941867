/**
 * POST /api/shop/orders after the public-form pipeline (SPEC §4 Checkout, §7 create order): the
 * cart's product ids, sizes and quantities priced from the database (./pricing.ts; anything else
 * the browser sends is dropped by the schema), refused with a clear message when something is
 * unavailable, and stored as a pending order with a random id. The order belongs to the signed-in
 * member (once paid, a guest's order goes to the member with its confirmed email: ./mark-paid.ts). Stock is taken only when the order is
 * paid (./mark-paid.ts): a pending order holds nothing. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { isUniqueViolation } from '@/cms/payload-error'

import type { FormFailure } from '@/lib/forms/result'
import { logger } from '@/lib/logger'
import type { Order } from '@/payload-types'

import { newOrderId, orderNumberOf } from '../logic/order-number'
import { ORDER_PAYABLE_MS } from '../logic/order-status'
import type { CreateOrderRequest, OrderCreated } from '../schemas'
import { loadProducts } from './catalogue'
import { signedInMemberId } from './owner'
import { type PricedLine, priceOrder } from './pricing'
import { toOrderView } from './order-view'

export type CreateOrderDeps = { payload: Payload; headers: Headers; now?: () => number }

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

export async function createOrder(
  values: CreateOrderRequest,
  { payload, headers, now = Date.now }: CreateOrderDeps,
): Promise<OrderCreated | FormFailure> {
  const products = await loadProducts(
    payload,
    values.items.map((line) => line.productId),
  )
  const priced = priceOrder(values.items, products)
  if (!priced.ok) return { ok: false, error: priced.error }

  const { customer } = values
  const member = await signedInMemberId(payload, headers)
  // A number ("VLV-" + the id's last 6) may repeat another order's: a new id then.
  for (let attempt = 1; ; attempt++) {
    const id = newOrderId()
    try {
      const order = await payload.create({
        collection: 'orders',
        data: {
          id,
          orderNumber: orderNumberOf(id),
          status: 'pending',
          member,
          email: customer.email,
          customer: {
            firstName: customer.firstName,
            lastName: customer.lastName,
            address: customer.address,
            city: customer.city,
            postalCode: customer.postalCode,
            country: customer.country,
          },
          items: itemsOf(priced.lines),
          ...priced.totals,
          expiresAt: new Date(now() + ORDER_PAYABLE_MS).toISOString(),
        },
        overrideAccess: true,
      })
      logger.info({ event: 'order_created', orderId: order.id, total: order.total }, 'Order created')
      return { ok: true, orderId: String(order.id), orderNumber: order.orderNumber, order: toOrderView(order) }
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error
    }
  }
}
