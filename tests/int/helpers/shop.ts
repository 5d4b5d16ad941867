/** A paid order of one line for a member, written as the shop's fulfilment leaves it (8% tax, free shipping). */
import type { Payload } from 'payload'

import { newOrderId, orderNumberOf } from '@/features/shop/logic/order-number'

type OrderLine = { productName: string; product?: number; quantity: number; unitPrice: number }

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
      customer: {
        firstName: 'Ana',
        lastName: 'Silva',
        address: '1 Road',
        city: 'Austin',
        postalCode: '78701',
        country: 'US',
      },
      items: [{ ...line, size: 'M', totalPrice: subtotal }],
      subtotal,
      shipping: 0,
      tax,
      total: subtotal + tax,
    },
  })
}
