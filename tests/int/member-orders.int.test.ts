/**
 * A member's orders as /orders and /orders/{id} read them (src/features/accounts/server/orders.ts),
 * with the member's own access: newest first, 20 a page, only their own, order numbers as SPEC §3;
 * and one order as the /orders list shows it.
 */
import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newOrderId, orderNumberOf } from '@/features/shop/logic/order-number'

import { closeTestPayload, createMember, getTestPayload, type MemberUser } from './helpers/payload'
import { createPaidOrder } from './helpers/shop'

let payload: Payload
let orders: typeof import('@/features/accounts/server/orders')
let alice: MemberUser
let bob: MemberUser

const order = (member: MemberUser, index: number) =>
  createPaidOrder(payload, member, { productName: `Tee ${index}`, quantity: 1, unitPrice: 2500 })

beforeAll(async () => {
  payload = await getTestPayload()
  orders = await import('@/features/accounts/server/orders')
  alice = await createMember(payload)
  bob = await createMember(payload)
  for (let index = 1; index <= 21; index++) await order(alice, index)
  await order(bob, 1)
})

afterAll(async () => {
  await closeTestPayload()
})

describe('listMemberOrders', () => {
  it('pages the member’s own orders, newest first, 20 a page', async () => {
    const first = await orders.listMemberOrders(payload, alice, { page: 1, limit: 20 })
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalDocs: 21 })
    expect(first.orders).toHaveLength(20)
    expect(first.orders[0].items[0].productName).toBe('Tee 21')
    const second = await orders.listMemberOrders(payload, alice, { page: 2, limit: 20 })
    expect(second.orders.map((each) => each.items[0].productName)).toEqual(['Tee 1'])
    const all = [...first.orders, ...second.orders]
    expect(all.every((each) => each.email === alice.email)).toBe(true)
    expect(all[0].orderNumber).toBe(`VLV-${all[0].id.slice(-6).toUpperCase()}`)
  })

  it('never shows another member’s order', async () => {
    const bobs = await orders.listMemberOrders(payload, bob, { page: 1, limit: 20 })
    expect(bobs.totalDocs).toBe(1)
    expect(await orders.findMemberOrder(payload, alice, bobs.orders[0].id)).toBeNull()
    expect(await orders.findMemberOrder(payload, bob, bobs.orders[0].id)).toMatchObject({ total: 2700 })
    expect(await orders.findMemberOrder(payload, bob, 'not-an-id')).toBeNull()
  })
})

describe('one order, as /orders shows it', () => {
  it('its number (VLV- and the id), date, items, total and status, linking to its page', async () => {
    const carol = await createMember(payload)
    const customer = {
      firstName: 'Carol',
      lastName: 'Reyes',
      address: '9 Canyon Rd',
      city: 'Moab',
      postalCode: '84532',
      country: 'US',
    }
    const carolOrderId = newOrderId()
    const created = await payload.create({
      collection: 'orders',
      overrideAccess: true,
      data: {
        id: carolOrderId,
        orderNumber: orderNumberOf(carolOrderId),
        member: carol.id,
        status: 'shipped',
        email: carol.email,
        customer,
        items: [
          { productName: 'Road Tee', size: 'L', quantity: 2, unitPrice: 2500, totalPrice: 5000 },
          { productName: 'Sticker Pack', quantity: 1, unitPrice: 600, totalPrice: 600 },
        ],
        subtotal: 5600,
        shipping: 0,
        tax: 448,
        total: 6048,
      },
    })
    const expected = {
      id: String(created.id),
      // Ids are integers (short here): the cut to 6 and the upper case are orders.test.ts's.
      orderNumber: `VLV-${String(created.id).slice(-6).toUpperCase()}`,
      createdAt: created.createdAt,
      status: 'shipped',
      items: [
        { productName: 'Road Tee', size: 'L', quantity: 2, totalPrice: 5000 },
        { productName: 'Sticker Pack', size: null, quantity: 1, totalPrice: 600 },
      ],
      subtotal: 5600,
      tax: 448,
      total: 6048,
      customer,
      email: carol.email,
    }
    expect(await orders.findMemberOrder(payload, carol, String(created.id))).toEqual(expected)
    const page = await orders.listMemberOrders(payload, carol, { page: 1, limit: 20 })
    expect(page.orders).toEqual([expected])

    const { OrderList } = await import('@/features/accounts/components/orders/order-list')
    const html = renderToStaticMarkup(createElement(OrderList, { orders: page.orders }))
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
    expect(text).toContain(`Order ${expected.orderNumber}`)
    expect(text).toContain('Road Tee (L) × 2, Sticker Pack × 1')
    expect(text).toContain('$60.48')
    expect(text).toContain('Shipped')
    expect(html).toContain(`href="/orders/${expected.id}"`)
    expect(html).toContain(`dateTime="${expected.createdAt}"`)
  })
})
