/**
 * Shipping an order (src/features/shop/server/admin/mark-shipped-endpoint.ts, POST
 * /api/orders/:id/ship) and the order emails (src/features/shop/server/emails.tsx) against the
 * test database: anonymous and member 403, bad details 400, unknown order 404, a pending or
 * cancelled order 409; a paid order becomes shipped with its shipment and the customer gets one
 * "on its way" email with the tracking link, and shipping it again sends nothing more. A paid
 * order's confirmation and team notice are queued once each.
 */
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { newOrderId, orderNumberOf } from '@/features/shop/logic/order-number'
import { SHIP_MESSAGES, trackingUrlFor } from '@/features/shop/logic/tracking'

import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  loginToken,
  type MemberUser,
  type StaffUser,
  uniqueEmail,
} from './helpers/payload'
import type { RestClient } from './helpers/rest'
import { ensureTeamEmail } from './helpers/site'

let payload: Payload
let rest: RestClient
let endpoint: typeof import('@/features/shop/server/admin/mark-shipped-endpoint')
let emails: typeof import('@/features/shop/server/emails')
let transaction: typeof import('@/cms/transaction')
let editor: StaffUser
let member: MemberUser
let editorToken: string

const TEAM_EMAIL = 'orders-team@int.test'

/** What these tests read of an order (the generated types may lag behind the collection). */
interface StoredOrder {
  id: string
  orderNumber: string
  status: string
  email: string
  createdAt: string
  customer: { firstName: string; lastName: string; address: string; city: string; postalCode: string; country: string }
  items: { productName: string; size?: string | null; quantity: number; unitPrice: number; totalPrice: number }[]
  subtotal: number
  shipping?: number | null
  tax: number
  total: number
  shipment?: {
    carrier?: string | null
    trackingNumber?: string | null
    trackingUrl?: string | null
    shippedAt?: string | null
  } | null
}

interface StoredEmail {
  to: string
  subject: string
  kind: string
  html?: string | null
  text?: string | null
  headers?: Record<string, string> | null
  dedupeKey?: string | null
}

beforeAll(async () => {
  payload = await getTestPayload()
  rest = await (await import('./helpers/rest')).restClient()
  endpoint = await import('@/features/shop/server/admin/mark-shipped-endpoint')
  emails = await import('@/features/shop/server/emails')
  transaction = await import('@/cms/transaction')
  editor = await createStaffUser(payload, 'editor')
  member = await createMember(payload)
  editorToken = await loginToken(payload, editor)

  await ensureTeamEmail(payload, TEAM_EMAIL)
})

afterAll(async () => {
  // Delivers (keeps) the emails this file queued: later files run the queue expecting only theirs.
  await payload?.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
})

/** A product-less order, stored as it is (the server's checkout is not under test here). */
async function createOrder(status: string): Promise<StoredOrder> {
  const id = newOrderId()
  const data = {
    id,
    orderNumber: orderNumberOf(id),
    status,
    email: uniqueEmail('shopper'),
    customer: {
      firstName: 'Maya',
      lastName: 'Lopez',
      address: '12 Canyon Road',
      city: 'Moab',
      postalCode: '84532',
      country: 'US',
    },
    items: [
      { productName: 'Road Trip Tee', size: 'M', quantity: 2, unitPrice: 2500, totalPrice: 5000 },
      { productName: 'Enamel Mug', quantity: 1, unitPrice: 1500, totalPrice: 1500 },
    ],
    subtotal: 6500,
    shipping: 0,
    tax: 520,
    total: 7020,
    ...(status === 'pending' ? {} : { payment: { provider: 'simulator', paidAt: new Date().toISOString() } }),
  }
  const order = await payload.create({
    collection: 'orders',
    data: data as unknown as RequiredDataFromCollectionSlug<'orders'>,
    depth: 0,
    overrideAccess: true,
  })
  return order as unknown as StoredOrder
}

async function readOrder(id: string): Promise<StoredOrder> {
  const order = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
  return order as unknown as StoredOrder
}

async function emailsWithKey(dedupeKey: string): Promise<StoredEmail[]> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { dedupeKey: { equals: dedupeKey } },
    depth: 0,
    overrideAccess: true,
  })
  return docs as unknown as StoredEmail[]
}

/** `null`: no session at all (anonymous). */
async function ship(id: string, body: unknown, token: string | null = editorToken) {
  const answer = await rest('POST', `orders/${id}/ship`, { token: token ?? undefined, body })
  return { status: answer.status, body: JSON.parse(answer.text) as Record<string, unknown> }
}

const UPS = { carrier: 'UPS', trackingNumber: ' 1Z 999 AA1 0123 ' }

describe('POST /api/orders/:id/ship', () => {
  it('answers 403 to an anonymous caller and to a member, and changes nothing', async () => {
    const order = await createOrder('paid')
    expect((await ship(order.id, UPS, null)).status).toBe(403)
    expect((await ship(order.id, UPS, await loginToken(payload, member))).status).toBe(403)
    expect((await readOrder(order.id)).status).toBe('paid')
    expect(await emailsWithKey(`order:${order.id}:shipped`)).toHaveLength(0)
  })

  it('answers 400 with the field messages for bad details', async () => {
    const order = await createOrder('paid')
    const answer = await ship(order.id, { carrier: 'Other', trackingNumber: '12' })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({
      ok: false,
      fieldErrors: {
        trackingNumber: SHIP_MESSAGES.trackingNumberMin,
        trackingUrl: SHIP_MESSAGES.trackingUrlRequired,
      },
    })
    expect(typeof answer.body.message).toBe('string')
    expect((await readOrder(order.id)).status).toBe('paid')
  })

  it('answers 404 for an order that does not exist', async () => {
    expect((await ship(newOrderId(), UPS)).status).toBe(404)
    expect((await ship('not-an-order', UPS)).status).toBe(404)
  })

  it('answers 409 for an order that is not paid, and sends nothing', async () => {
    for (const status of ['pending', 'cancelled']) {
      const order = await createOrder(status)
      const answer = await ship(order.id, UPS)
      expect(answer.status).toBe(409)
      expect(answer.body).toEqual({ ok: false, message: endpoint.MARK_SHIPPED_MESSAGES.notPaid })
      expect((await readOrder(order.id)).status).toBe(status)
      expect(await emailsWithKey(`order:${order.id}:shipped`)).toHaveLength(0)
    }
  })

  it('marks a paid order shipped and emails the customer the tracking link, once', async () => {
    const order = await createOrder('paid')
    const before = Date.now()
    const answer = await ship(order.id, UPS)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ok: true, message: endpoint.MARK_SHIPPED_MESSAGES.shipped })

    const trackingUrl = trackingUrlFor('UPS', '1Z 999 AA1 0123')
    expect(trackingUrl).toBe('https://www.ups.com/track?tracknum=1Z999AA10123')
    const shipped = await readOrder(order.id)
    expect(shipped.status).toBe('shipped')
    expect(shipped.shipment).toMatchObject({ carrier: 'UPS', trackingNumber: '1Z 999 AA1 0123', trackingUrl })
    expect(new Date(shipped.shipment?.shippedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const sent = await emailsWithKey(`order:${order.id}:shipped`)
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      to: order.email,
      kind: 'order-shipped',
      subject: `Your order ${order.orderNumber} is on its way`,
    })
    expect(sent[0].html).toContain(`href="${trackingUrl}"`)
    expect(sent[0].html).toContain('Track your package')
    expect(sent[0].text).toContain(trackingUrl)
    expect(sent[0].text).toContain('1Z 999 AA1 0123')
    expect(sent[0].text).toContain('Road Trip Tee')

    const again = await ship(order.id, { carrier: 'FedEx', trackingNumber: '123456789012' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ ok: true, alreadyShipped: true })
    expect(await emailsWithKey(`order:${order.id}:shipped`)).toHaveLength(1)
    expect((await readOrder(order.id)).shipment).toMatchObject({ carrier: 'UPS', trackingUrl })
  })

  it('keeps the https link given for Other', async () => {
    const order = await createOrder('paid')
    const link = 'https://parcels.example.com/track/XY-1234'
    const answer = await ship(order.id, { carrier: 'Other', trackingNumber: 'XY-1234', trackingUrl: link })
    expect(answer.status).toBe(200)
    expect((await readOrder(order.id)).shipment).toMatchObject({ carrier: 'Other', trackingUrl: link })
    const [sent] = await emailsWithKey(`order:${order.id}:shipped`)
    expect(sent.html).toContain(`href="${link}"`)
  })
})

describe('queueOrderPaidEmails', () => {
  it("queues the customer's confirmation and the team's notice once each", async () => {
    const order = await createOrder('paid')
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    const team = settings.contact?.generalEmail
    expect(team).toBeTruthy()

    const first = await transaction.inTransaction(payload, async (req) =>
      emails.queueOrderPaidEmails(payload, await readOrder(order.id), { req }),
    )
    expect(first.confirmation.duplicate).toBeFalsy()
    expect(first.teamNotice?.duplicate).toBeFalsy()

    const [confirmation] = await emailsWithKey(`order:${order.id}:confirmation`)
    expect(confirmation).toMatchObject({
      to: order.email,
      kind: 'order-confirmation',
      subject: `Your order ${order.orderNumber} is confirmed`,
    })
    expect(confirmation.html).toContain('Order Confirmed!')
    for (const part of [order.orderNumber, 'Road Trip Tee', '$50.00', '$70.20', 'Free', 'Moab']) {
      expect(confirmation.text).toContain(part)
    }
    expect(confirmation.text).toContain('1-2 business days')
    expect(confirmation.text).toContain('5-7 business days')

    const [notice] = await emailsWithKey(`order:${order.id}:team`)
    expect(notice).toMatchObject({
      to: team,
      kind: 'order-team-notice',
      subject: `New order ${order.orderNumber}: $70.20`,
    })
    expect(notice.headers?.['Reply-To']).toBe(order.email)
    expect(notice.html).toContain(`/admin/collections/orders/${order.id}`)

    const second = await transaction.inTransaction(payload, async (req) =>
      emails.queueOrderPaidEmails(payload, await readOrder(order.id), { req }),
    )
    expect(second.confirmation.duplicate).toBe(true)
    expect(second.teamNotice?.duplicate).toBe(true)
    expect(await emailsWithKey(`order:${order.id}:confirmation`)).toHaveLength(1)
    expect(await emailsWithKey(`order:${order.id}:team`)).toHaveLength(1)
  })
})
