/**
 * Issue 22 points 5 and 6 against the test database (both SQLite and PostgreSQL):
 *
 * - no overselling: creating an order reserves its stock in the order's transaction; five buyers
 *   at once for the last two units get exactly two orders, the others are told how many are left;
 *   paying takes nothing more; an order that expires, fails or is cancelled gives its stock back,
 *   once (staff cancelling a paid order too; a shipped one gives nothing back); the cart is told
 *   what is left;
 * - one order per checkout: the same cart and details again reuse the pending order (same
 *   number); a changed cart replaces it and cancels the old one, giving its stock back.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { type PaymentProviders, SIMULATOR_CARDS } from '@/integrations/stripe'
import type { OrderCreated } from '@/features/shop/schemas'

import { closeTestPayload, createStaffUser, getTestPayload, uniqueEmail } from './helpers/payload'
import { createTestProduct, shopRequest } from './helpers/shop'
import { ensureTeamEmail } from './helpers/site'

// Outside a Next.js request there is no cache: revalidateTag is spied on, the readers read through.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag,
}))

let payload: Payload
let shop: typeof import('@/features/shop/server')
let expiry: typeof import('@/features/shop/server/expiry')
let payments: PaymentProviders

beforeAll(async () => {
  payload = await getTestPayload()
  await ensureTeamEmail(payload)
  shop = await import('@/features/shop/server')
  expiry = await import('@/features/shop/server/expiry')
  // The app's own simulator: its events are kept as jobs and delivered through the queue at once.
  payments = (await import('@/features/shop/server/payments')).getPayments(payload)
})

afterAll(async () => {
  await payload?.jobs.run({ queue: 'default', limit: 1000 })
  await closeTestPayload()
})

const customer = (email = uniqueEmail('buyer')) => ({
  email,
  firstName: 'Maya',
  lastName: 'Lopez',
  address: '12 Canyon Road',
  city: 'Moab',
  postalCode: '84532',
  country: 'US',
})

type Line = { productId: string; size: string | null; quantity: number }

async function orderRequest(body: { customer: ReturnType<typeof customer>; items: Line[]; pendingOrderId?: string }) {
  const response = await shop.handleCreateOrder(shopRequest('/api/shop/orders', body), { payload })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function created(body: Parameters<typeof orderRequest>[0]): Promise<OrderCreated> {
  const { status, body: answer } = await orderRequest(body)
  expect(status, JSON.stringify(answer)).toBe(200)
  return answer as OrderCreated
}

async function product(name: string, stock: Record<string, number>) {
  return String((await createTestProduct(payload, { name, price: 45, stock })).id)
}

const stockOf = async (id: string) =>
  (
    (await payload.findByID({ collection: 'products', id: Number(id), depth: 0, overrideAccess: true })) as unknown as {
      stock: Record<string, number>
    }
  ).stock

const order = (id: string) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

const pay = (made: OrderCreated) =>
  shop.markOrderPaid(payload, {
    orderId: made.orderId,
    sessionId: `cs_test_${made.orderId}`,
    transactionId: null,
    provider: 'simulator',
    amountTotal: made.order.total,
  })

async function paymentSession(orderId: string) {
  const response = await shop.handleCreatePayment(shopRequest('/api/shop/payment', { orderId }), { payload, payments })
  const body = (await response.json()) as { url: string }
  return body.url.split('/').pop()!
}

describe('no overselling', () => {
  it('five buyers at once for the last two units: two orders, the others told how many are left; paying takes nothing more', async () => {
    const id = await product('Int Last Hoodie', { M: 2 })
    revalidateTag.mockClear()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        orderRequest({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 1 }] }),
      ),
    )
    const made = answers.filter((answer) => answer.status === 200).map((answer) => answer.body as OrderCreated)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(made).toHaveLength(2)
    expect(refused).toHaveLength(3)
    for (const answer of refused) {
      expect(answer.status).toBe(400)
      expect(answer.body.error).toBe(
        'Int Last Hoodie in size M is out of stock. Please remove it or choose another size.',
      )
    }
    expect((await stockOf(id)).M).toBe(0)
    expect(
      revalidateTag.mock.calls.map(([tag]) => tag),
      'the product pages show what is left',
    ).toContain('products')

    expect(await Promise.all(made.map(pay))).toEqual(['paid', 'paid'])
    expect((await stockOf(id)).M, 'paying takes no stock again').toBe(0)
    for (const each of made) expect(await order(each.orderId)).toMatchObject({ status: 'paid', stockNote: null })
  })

  it('the cart is told what is left of its products (GET /api/shop/stock)', async () => {
    const id = await product('Int Counted Hoodie', { M: 3, L: 1 })
    await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 2 }] })
    const response = await shop.handleStockRequest(
      new Request(`http://localhost:3000/api/shop/stock?ids=${id},999999,x`),
    )
    expect(response.headers.get('cache-control')).toBe('private, no-cache')
    expect(await response.json()).toEqual({ ok: true, available: { [id]: { S: 0, M: 1, L: 1, XL: 0 } } })
  })

  it('tells a buyer asking for more than is left how many there are, and holds nothing for them', async () => {
    const id = await product('Int Few Tee', { L: 3 })
    const answers = await Promise.all([
      orderRequest({ customer: customer(), items: [{ productId: id, size: 'L', quantity: 2 }] }),
      orderRequest({ customer: customer(), items: [{ productId: id, size: 'L', quantity: 2 }] }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(answers.find((answer) => answer.status === 400)!.body.error).toBe(
      'Only 1 of Int Few Tee in size L left. Please lower the quantity.',
    )
    expect((await stockOf(id)).L).toBe(1)
  })

  it('a refusal of one line holds none of the others', async () => {
    const plenty = await product('Int Plenty Cap', { S: 10 })
    const scarce = await product('Int Scarce Cap', { S: 1 })
    const { status } = await orderRequest({
      customer: customer(),
      items: [
        { productId: plenty, size: 'S', quantity: 4 },
        { productId: scarce, size: 'S', quantity: 2 },
      ],
    })
    expect(status).toBe(400)
    expect((await stockOf(plenty)).S).toBe(10)
    expect((await stockOf(scarce)).S).toBe(1)
  })

  it('an order that expires gives its units back, once', async () => {
    const id = await product('Int Expiring Hoodie', { M: 2 })
    const made = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 2 }] })
    expect((await stockOf(id)).M).toBe(0)
    const later = Date.now() + 3 * 60 * 60_000
    await expiry.expirePendingOrders(payload, payments, later)
    expect(await order(made.orderId)).toMatchObject({ status: 'expired', stockReserved: false })
    expect((await stockOf(id)).M).toBe(2)
    await expiry.expirePendingOrders(payload, payments, later)
    expect(await shop.closeUnpaidOrder(payload, made.orderId, 'expired', 'again')).toBe(false)
    expect((await stockOf(id)).M).toBe(2)
    // Back on the shelf, the units can be bought again.
    await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 2 }] })
  })

  it('an order whose payment fails gives its units back', async () => {
    const id = await product('Int Failing Hoodie', { M: 1 })
    const made = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 1 }] })
    const sessionId = await paymentSession(made.orderId)
    const failed = await payments.simulator!.pay(sessionId, {
      number: SIMULATOR_CARDS.asyncFailure,
      expiry: '12/39',
      cvc: '123',
      name: 'Maya Lopez',
    })
    expect(failed).toMatchObject({ ok: true })
    expect((await order(made.orderId)).status).toBe('failed')
    expect((await stockOf(id)).M).toBe(1)
  })

  it('staff cancelling a paid order puts its units back once; a shipped order cancelled gives nothing back', async () => {
    const staff = await createStaffUser(payload, 'editor')
    const asStaff = { overrideAccess: false, user: staff } as const
    const id = await product('Int Refunded Hoodie', { M: 3 })
    const paid = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 2 }] })
    expect(await pay(paid)).toBe('paid')
    expect((await stockOf(id)).M).toBe(1)
    await payload.update({ collection: 'orders', id: paid.orderId, data: { status: 'cancelled' }, ...asStaff })
    expect((await stockOf(id)).M).toBe(3)
    await payload.update({ collection: 'orders', id: paid.orderId, data: { status: 'cancelled' }, ...asStaff })
    expect((await stockOf(id)).M, 'saving it cancelled again gives nothing more').toBe(3)

    const shipped = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 1 }] })
    await pay(shipped)
    await payload.update({
      collection: 'orders',
      id: shipped.orderId,
      data: { status: 'shipped' },
      overrideAccess: true,
    })
    await payload.update({ collection: 'orders', id: shipped.orderId, data: { status: 'cancelled' }, ...asStaff })
    expect((await stockOf(id)).M).toBe(2)
  })

  it('an order created before reservations takes its stock when paid, and gives nothing back when it expires', async () => {
    const id = await product('Int Older Hoodie', { M: 5 })
    const older = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 1 }] })
    const unpaid = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 1 }] })
    // As the migration leaves an order stored before: no reservation, its stock still on the shelf.
    for (const each of [older, unpaid]) {
      await payload.update({
        collection: 'orders',
        id: each.orderId,
        data: { stockReserved: false },
        overrideAccess: true,
      })
    }
    await payload.update({
      collection: 'products',
      id: Number(id),
      data: { stock: { S: 0, M: 5, L: 0, XL: 0, oneSize: 0 } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await pay(older)).toBe('paid')
    expect((await stockOf(id)).M).toBe(4)
    expect(await shop.closeUnpaidOrder(payload, unpaid.orderId, 'expired', 'Not paid in time.')).toBe(true)
    expect((await stockOf(id)).M).toBe(4)
  })
})

describe('one order per checkout', () => {
  it('the same cart and details again reuse the pending order: same number, stock held once', async () => {
    const id = await product('Int Again Hoodie', { M: 1 })
    const who = customer()
    const items = [{ productId: id, size: 'M', quantity: 1 }]
    const first = await created({ customer: who, items })
    expect((await stockOf(id)).M).toBe(0)
    // Back to Checkout, Continue: the last unit is this checkout's own, not "out of stock".
    const again = await created({ customer: who, items, pendingOrderId: first.orderId })
    expect(again).toMatchObject({ orderId: first.orderId, orderNumber: first.orderNumber })
    expect((await stockOf(id)).M).toBe(0)
    // Another address, same cart and email: the same order, with the new address.
    const moved = await created({ customer: { ...who, address: '7 Mesa Drive' }, items, pendingOrderId: first.orderId })
    expect(moved.orderNumber).toBe(first.orderNumber)
    expect((await order(first.orderId)).customer.address).toBe('7 Mesa Drive')
    const pending = await payload.count({
      collection: 'orders',
      where: { and: [{ email: { equals: who.email } }, { status: { equals: 'pending' } }] },
      overrideAccess: true,
    })
    expect(pending.totalDocs).toBe(1)
  })

  it('a changed cart replaces the pending order and cancels the old one, giving its stock back', async () => {
    const id = await product('Int Changed Hoodie', { M: 2, L: 1 })
    const who = customer()
    const first = await created({ customer: who, items: [{ productId: id, size: 'M', quantity: 2 }] })
    expect((await stockOf(id)).M).toBe(0)
    const second = await created({
      customer: who,
      items: [
        { productId: id, size: 'M', quantity: 1 },
        { productId: id, size: 'L', quantity: 1 },
      ],
      pendingOrderId: first.orderId,
    })
    expect(second.orderId).not.toBe(first.orderId)
    expect(await order(first.orderId)).toMatchObject({ status: 'cancelled', stockReserved: false })
    expect(await order(second.orderId)).toMatchObject({ status: 'pending', stockReserved: true })
    expect(await stockOf(id)).toMatchObject({ M: 1, L: 0 })
    // A payment arriving for the cancelled order does not revive it.
    expect(await pay(first)).toBe('already-done')
    expect((await order(first.orderId)).status).toBe('cancelled')
  })

  it('another email replaces the order; a refused new cart leaves the old order and its stock as they were', async () => {
    const id = await product('Int Kept Hoodie', { M: 1 })
    const first = await created({ customer: customer(), items: [{ productId: id, size: 'M', quantity: 1 }] })
    const refused = await orderRequest({
      customer: customer(),
      items: [{ productId: id, size: 'M', quantity: 2 }],
      pendingOrderId: first.orderId,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('Only 1 of Int Kept Hoodie in size M left. Please lower the quantity.')
    expect((await order(first.orderId)).status).toBe('pending')
    expect((await stockOf(id)).M).toBe(0)

    const other = await created({
      customer: customer(),
      items: [{ productId: id, size: 'M', quantity: 1 }],
      pendingOrderId: first.orderId,
    })
    expect(other.orderId).not.toBe(first.orderId)
    expect((await order(first.orderId)).status).toBe('cancelled')
    expect((await stockOf(id)).M).toBe(0)
  })

  it('a paid, unknown or malformed earlier order is left alone and a new order made', async () => {
    const id = await product('Int Fresh Hoodie', { M: 5 })
    const who = customer()
    const items = [{ productId: id, size: 'M', quantity: 1 }]
    const paid = await created({ customer: who, items })
    await pay(paid)
    const after = await created({ customer: who, items, pendingOrderId: paid.orderId })
    expect(after.orderId).not.toBe(paid.orderId)
    expect((await order(paid.orderId)).status).toBe('paid')
    const unknown = await created({ customer: who, items, pendingOrderId: 'a'.repeat(20) })
    expect(unknown.orderId).not.toBe(after.orderId)
    const { status } = await orderRequest({ customer: who, items, pendingOrderId: '../../x' })
    expect(status).toBe(200)
    expect((await stockOf(id)).M).toBe(1)
  })
})
