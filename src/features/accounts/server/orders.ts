/**
 * The signed-in member's orders (SPEC §7 "Orders"), read with the member's own access
 * (overrideAccess: false: the orders collection lets a member read only their own). Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { isOrderId } from '@/features/shop'
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

export type MemberOrdersPage = {
  /** This page's orders, newest first. */
  orders: MemberOrder[]
  page: number
  /** 0 when the member has no orders. */
  totalPages: number
  totalDocs: number
}

/**
 * One page of the member's orders, newest first (`page` from 1). A page past the last answers no
 * orders with the real totalPages, so the page can send the member to the last one.
 */
export async function listMemberOrders(
  payload: Payload,
  member: SignedInMember,
  { page, limit }: { page: number; limit: number },
): Promise<MemberOrdersPage> {
  const result = await payload.find({
    collection: 'orders',
    where: { member: { equals: member.id } },
    sort: ['-createdAt', '-id'],
    page,
    limit,
    pagination: true,
    depth: 0,
    user: member,
    overrideAccess: false,
  })
  return {
    orders: result.docs.map(toMemberOrder),
    page,
    totalPages: result.totalDocs === 0 ? 0 : Math.ceil(result.totalDocs / limit),
    totalDocs: result.totalDocs,
  }
}

/** One of the member's orders by id, or null (another member's order is null too). */
export async function findMemberOrder(
  payload: Payload,
  member: SignedInMember,
  id: string,
): Promise<MemberOrder | null> {
  if (!isOrderId(id)) return null
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
