/**
 * The shop's test helpers: a paid order of one line for a member, written as the shop's fulfilment
 * leaves it (8% tax, free shipping); a request to a shop endpoint; a product with stock per size.
 */
import type { Payload } from 'payload'

import { newOrderId, orderNumberOf } from '@/features/shop/logic/order-number'

import { testImage } from './content'
import { uniqueSuffix } from './payload'

/** Where the test orders written straight to the database ship to. */
export const TEST_SHIPPING = {
  firstName: 'Ana',
  lastName: 'Silva',
  address: '1 Road',
  city: 'Austin',
  postalCode: '78701',
  country: 'US',
}

type OrderLine = { productName: string; product?: number; quantity: number; unitPrice: number }

/** A paid order of one line for a member, written as the shop's fulfilment leaves it. */
export function createPaidOrder(payload: Payload, member: { id: number; email: string }, line: OrderLine) {
  const id = newOrderId()
  const subtotal = line.quantity * line.unitPrice
  const tax = Math.round(subtotal * 0.08)
  return payload.create({
    collection: 'orders',
    overrideAccess: true,
    data: {
      id,
      orderNumber: orderNumberOf(id),
      member: member.id,
      status: 'paid',
      email: member.email,
      customer: TEST_SHIPPING,
      items: [{ ...line, size: 'M', totalPrice: subtotal }],
      subtotal,
      shipping: 0,
      tax,
      total: subtotal + tax,
    },
  })
}

const SITE = 'http://localhost:3000'

/** A same-site JSON POST to a shop endpoint, from a client address of its own (each gets its own rate limit). */
export function shopRequest(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: JSON.stringify(body),
  })
}

/** A product in sizes S to XL with these counts (0 for the others). */
export async function createTestProduct(
  payload: Payload,
  {
    name,
    price,
    stock,
    inStock = true,
  }: { name: string; price: number; stock: Record<string, number>; inStock?: boolean },
) {
  const images = [(await testImage(payload)).id]
  return payload.create({
    collection: 'products',
    data: {
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueSuffix()}`,
      price,
      description: `${name} for the test`,
      images,
      sizes: ['S', 'M', 'L', 'XL'],
      stock: { S: 0, M: 0, L: 0, XL: 0, oneSize: 0, ...stock },
      inStock,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
