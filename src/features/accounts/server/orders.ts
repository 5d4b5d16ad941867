/**
 * The signed-in member's orders (SPEC §7 "Orders"), read with the member's own access
 * (overrideAccess: false: the orders collection lets a member read only their own). Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import type { Order } from '@/payload-types'

import { orderNumberOf } from '../orders'
import type { SignedInMember } from './current-member'

export type OrderLine = { productName: string; size: string | null; quantity: number; totalPrice: number }

export type MemberOrder = {
  id: string
  orderNumber: string
  createdAt: string
  status: Order['status']
  items: OrderLine[]
  /** Integer cents. */
  subtotal: number
  tax: number
  total: number
  customer: Order['customer']
  email: string
}

function toMemberOrder(order: Order): MemberOrder {
  return {
    id: String(order.id),
    orderNumber: orderNumberOf(order.id),
    createdAt: order.createdAt,
    status: order.status,
    items: order.items.map((item) => ({
      productName: item.productName,
      size: item.size ?? null,
      quantity: item.quantity,
      totalPrice: item.totalPrice,
    })),
    subtotal: order.subtotal,
    tax: order.tax,
    total: order.total,
    customer: order.customer,
    email: order.email,
  }
}

/** Newest first. */
export async function listMemberOrders(payload: Payload, member: SignedInMember, limit = 50): Promise<MemberOrder[]> {
  const { docs } = await payload.find({
    collection: 'orders',
    where: { member: { equals: member.id } },
    sort: '-createdAt',
    limit,
    depth: 0,
    user: member,
    overrideAccess: false,
  })
  return docs.map(toMemberOrder)
}

/** One of the member's orders by id, or null (another member's order is null too). */
export async function findMemberOrder(
  payload: Payload,
  member: SignedInMember,
  id: string,
): Promise<MemberOrder | null> {
  if (!/^\d{1,12}$/.test(id) && !/^[0-9a-f-]{8,64}$/i.test(id)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, { member: { equals: member.id } }] },
    limit: 1,
    depth: 0,
    user: member,
    overrideAccess: false,
  })
  return docs[0] ? toMemberOrder(docs[0]) : null
}
