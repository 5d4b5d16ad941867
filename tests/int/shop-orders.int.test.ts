/**
 * The shop's server side (src/features/shop/server) against the test database, through the
 * embedded checkout simulator and the same webhook handler Stripe's events reach:
 *
 * - order creation prices from the database (a price or total from the browser is dropped),
 *   refuses what is unavailable, gives random ids and VLV- numbers, and links a member;
 * - the payment page comes from the stored order (idempotent per order);
 * - webhooks: forged, tampered and unhandled events are refused; a replay is processed once; the
 *   webhook and the confirmation page at the same moment fulfil once; stock is taken; the
 *   confirmation and team emails are queued once; async failure and expiry close a pending order;
 * - the clean-up expires unpaid orders and gives their reserved stock back (more in
 *   shop-stock.int.test.ts).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createPaymentProvider, type PaymentProviders, signPayload, SIMULATOR_CARDS } from '@/integrations/stripe'
import type { OrderCreated } from '@/features/shop/schemas'

import { createTestProduct, shopRequest } from './helpers/shop'
import { ensureTeamEmail } from './helpers/site'
import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  loginToken,
  uniqueEmail,
} from './helpers/payload'

// Outside a Next.js request there is no cache: revalidateTag is spied on.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
}))

/** The app's simulator signing secret (set in beforeAll): its events go through the app's queue. */
let SECRET: string

let payload: Payload
let shop: typeof import('@/features/shop/server')
let confirmation: typeof import('@/features/shop/server/confirmation')
let expiry: typeof import('@/features/shop/server/expiry')
let store: typeof import('@/features/shop/server/simulator-store')
let delivery: typeof import('@/features/shop/server/simulator-delivery')
let payments: PaymentProviders
let hoodieId: string
let soldOutId: string

const SITE = 'http://localhost:3000'

function webhookRequest(rawBody: string, signature: string | null) {
  return new Request(`${SITE}/api/shop/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    body: rawBody,
  })
}

/** Every event the simulator kept for delivery (the deliverPaymentEvent jobs' input), for replays. */
const kept: { eventId: string; body: string }[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  await ensureTeamEmail(payload)
  shop = await import('@/features/shop/server')
  confirmation = await import('@/features/shop/server/confirmation')
  expiry = await import('@/features/shop/server/expiry')
  store = await import('@/features/shop/server/simulator-store')
  delivery = await import('@/features/shop/server/simulator-delivery')
  const app = await import('@/features/shop/server/payments')
  SECRET = app.simulatorWebhookSecret()
  // The app's own simulator: its events are kept as jobs and delivered by the queue.
  payments = app.getPayments(payload)
  const queue = payload.jobs.queue.bind(payload.jobs)
  vi.spyOn(payload.jobs, 'queue').mockImplementation(((args: Parameters<typeof queue>[0]) => {
    if (args.task === delivery.DELIVER_PAYMENT_EVENT_TASK) kept.push(args.input as { eventId: string; body: string })
    return queue(args)
  }) as typeof queue)

  const create = (name: string, price: number, stock: Record<string, number>, inStock = true) =>
    createTestProduct(payload, { name, price, stock, inStock })
  hoodieId = String((await create('Int Hoodie', 45, { M: 50, L: 1 })).id)
  soldOutId = String((await create('Int Sold Out Tee', 25, { M: 5 }, false)).id)
})

afterAll(async () => {
  await payload?.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
})

const CUSTOMER = {
  email: 'Maya.Lopez@Example.com',
  firstName: 'Maya',
  lastName: 'Lopez',
  address: '12 Canyon Road',
  city: 'Moab',
  postalCode: '84532',
  country: 'US',
}

async function createOrder(items: unknown[], customer: Record<string, unknown> = CUSTOMER, headers = {}) {
  const response = await shop.handleCreateOrder(shopRequest('/api/shop/orders', { customer, items }, headers), {
    payload,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function createdOrder(items: unknown[], customer: Record<string, unknown> = CUSTOMER, headers = {}) {
  const { status, body } = await createOrder(items, customer, headers)
  expect(status, JSON.stringify(body)).toBe(200)
  return body as OrderCreated
}

async function paymentUrl(orderId: string) {
  const response = await shop.handleCreatePayment(shopRequest('/api/shop/payment', { orderId }), { payload, payments })
  const body = (await response.json()) as { ok: boolean; url?: string; error?: string }
  expect(response.status, JSON.stringify(body)).toBe(200)
  return body.url!
}

const sessionIdOf = (url: string) => url.split('/').pop()!

const order = (id: string) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
const stockOf = async (id: string) =>
  (
    (await payload.findByID({ collection: 'products', id: Number(id), depth: 0, overrideAccess: true })) as unknown as {
      stock: Record<string, number>
    }
  ).stock
const emailsFor = (orderId: string) =>
  payload.find({
    collection: 'emails',
    where: { dedupeKey: { like: `order:${orderId}:` } },
    depth: 0,
    overrideAccess: true,
  })

const card = (number: string) => ({ number, expiry: '12/39', cvc: '123', name: 'Maya Lopez' })

describe('POST /api/shop/orders', () => {
  it('prices from the database, ignoring any price or total the browser sends', async () => {
    const created = await createdOrder([
      { productId: hoodieId, size: 'M', quantity: 2, price: 1, unitPrice: 1, total: 1 },
    ])
    expect(created.orderId).toMatch(/^[0-9a-z]{20}$/)
    expect(created.orderNumber).toBe(`VLV-${created.orderId.slice(-6).toUpperCase()}`)
    expect(created.order).toMatchObject({ subtotal: 9000, shipping: 0, tax: 720, total: 9720 })
    expect(created.order.items[0]).toMatchObject({ productName: 'Int Hoodie', size: 'M', quantity: 2, unitPrice: 4500 })
    const stored = await order(created.orderId)
    expect(stored).toMatchObject({ status: 'pending', total: 9720, email: 'maya.lopez@example.com' })
  })

  it('refuses what is not for sale or not on the shelf, with a message naming it', async () => {
    const soldOut = await createOrder([{ productId: soldOutId, size: 'M', quantity: 1 }])
    expect(soldOut.status).toBe(400)
    expect(soldOut.body.error).toBe(
      'Int Sold Out Tee in size M is out of stock. Please remove it or choose another size.',
    )
    const tooMany = await createOrder([{ productId: hoodieId, size: 'L', quantity: 2 }])
    expect(tooMany.body.error).toBe('Only 1 of Int Hoodie in size L left. Please lower the quantity.')
    const noSize = await createOrder([{ productId: hoodieId, size: null, quantity: 1 }])
    expect(noSize.body.error).toBe('Please choose a size of Int Hoodie.')
    const unknown = await createOrder([{ productId: '999999', size: 'M', quantity: 1 }])
    expect(unknown.status).toBe(400)
    const empty = await createOrder([])
    expect(empty.status).toBe(400)
    expect(JSON.stringify(empty.body)).toContain('Your cart is empty. Add something from the shop first.')
  })

  it('answers the checkout form messages for bad customer details', async () => {
    const { status, body } = await createOrder([{ productId: hoodieId, size: 'M', quantity: 1 }], {
      ...CUSTOMER,
      email: 'nope',
      postalCode: '1',
    })
    expect(status).toBe(400)
    expect(JSON.stringify(body)).toContain('Please enter a valid email address')
  })

  it('gives the order to the signed-in member, or once paid to the member whose confirmed email it carries', async () => {
    const member = await createMember(payload, { email: uniqueEmail('buyer') })
    const token = await loginToken(payload, member)
    const signedIn = await createdOrder(
      [{ productId: hoodieId, size: 'M', quantity: 1 }],
      { ...CUSTOMER, email: uniqueEmail('other') },
      {
        cookie: `payload-token=${token}`,
        'sec-fetch-site': 'same-origin',
      },
    )
    expect((await order(signedIn.orderId)).member).toBe(member.id)
    const byEmail = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }], {
      ...CUSTOMER,
      email: member.email,
    })
    // Unpaid, a guest's order is nobody's (typing someone's address puts nothing in their /orders).
    expect((await order(byEmail.orderId)).member ?? null).toBeNull()
    const pay = (created: OrderCreated) =>
      shop.markOrderPaid(payload, {
        orderId: created.orderId,
        sessionId: `cs_test_${created.orderId}`,
        transactionId: null,
        provider: 'simulator',
        amountTotal: created.order.total,
      })
    expect(await pay(byEmail)).toBe('paid')
    expect((await order(byEmail.orderId)).member).toBe(member.id)
    const stranger = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }], {
      ...CUSTOMER,
      email: uniqueEmail('x'),
    })
    expect(await pay(stranger)).toBe('paid')
    expect((await order(stranger.orderId)).member ?? null).toBeNull()
  })

  it('lets staff only cancel a paid or shipped order by hand; paid and shipped come from the payment and the ship action', async () => {
    const staff = await createStaffUser(payload, 'editor')
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const asStaff = { overrideAccess: false, user: staff } as const
    await expect(
      payload.update({ collection: 'orders', id: created.orderId, data: { status: 'paid' }, ...asStaff }),
    ).rejects.toThrow(/can only cancel a paid or shipped order/)
    await shop.markOrderPaid(payload, {
      orderId: created.orderId,
      sessionId: `cs_test_${created.orderId}`,
      transactionId: null,
      provider: 'simulator',
      amountTotal: created.order.total,
    })
    await expect(
      payload.update({ collection: 'orders', id: created.orderId, data: { status: 'pending' }, ...asStaff }),
    ).rejects.toThrow(/can only cancel/)
    await expect(
      payload.update({ collection: 'orders', id: created.orderId, data: { status: 'shipped' }, ...asStaff }),
    ).rejects.toThrow(/can only cancel/)
    const cancelled = await payload.update({
      collection: 'orders',
      id: created.orderId,
      data: { status: 'cancelled' },
      ...asStaff,
    })
    expect(cancelled.status).toBe('cancelled')
  })
})

describe('payment and fulfilment through the checkout simulator', () => {
  it('pays once: the webhook marks it paid, takes the stock and queues both emails; a replay changes nothing', async () => {
    const before = await stockOf(hoodieId)
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const url = await paymentUrl(created.orderId)
    expect(url).toMatch(/^\/checkout-simulator\/cs_sim_/)
    expect(await paymentUrl(created.orderId), 'a second click gets the same page').toBe(url)

    const sessionId = sessionIdOf(url)
    const paid = await payments.simulator!.pay(sessionId, card(SIMULATOR_CARDS.success))
    expect(paid).toMatchObject({ ok: true })
    const stored = await order(created.orderId)
    expect(stored.status).toBe('paid')
    expect(stored.payment).toMatchObject({ provider: 'simulator', sessionId })
    expect((await stockOf(hoodieId)).M).toBe(before.M - 1)
    const emails = await emailsFor(created.orderId)
    expect(emails.docs.map((email) => email.kind).sort()).toEqual(['order-confirmation', 'order-team-notice'])
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toContain('products')

    // The same event again (Stripe retries; an attacker replays): recorded once, nothing changes.
    const last = kept.at(-1)!
    const replay = await shop.handlePaymentWebhook(webhookRequest(last.body, signPayload(last.body, SECRET)), {
      payload,
      payments,
    })
    expect(await replay.json()).toMatchObject({ received: true, duplicate: true })
    expect((await stockOf(hoodieId)).M).toBe(before.M - 1)
    expect((await emailsFor(created.orderId)).docs).toHaveLength(2)

    const shown = await confirmation.readConfirmation(payload, payments, sessionId)
    expect(shown).toMatchObject({ state: 'paid', order: { orderNumber: created.orderNumber } })
  })

  it('refuses forged, tampered and unhandled events, and changes nothing', async () => {
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const body = JSON.stringify({
      id: 'evt_forged_1',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_forged_123456789',
          object: 'checkout.session',
          client_reference_id: created.orderId,
          amount_total: created.order.total,
          payment_status: 'paid',
          status: 'complete',
        },
      },
    })
    const forged = await shop.handlePaymentWebhook(webhookRequest(body, signPayload(body, 'whsec_wrong')), {
      payload,
      payments,
    })
    expect(forged.status).toBe(400)
    const signed = signPayload(body, SECRET)
    const tampered = body.replace(String(created.order.total), '1')
    expect((await shop.handlePaymentWebhook(webhookRequest(tampered, signed), { payload, payments })).status).toBe(400)
    expect((await shop.handlePaymentWebhook(webhookRequest(body, null), { payload, payments })).status).toBe(400)
    const stale = signPayload(body, SECRET, Math.floor(Date.now() / 1000) - 3600)
    expect((await shop.handlePaymentWebhook(webhookRequest(body, stale), { payload, payments })).status).toBe(400)
    const other = JSON.stringify({ ...JSON.parse(body), id: 'evt_other', type: 'charge.refunded' })
    expect(
      (await shop.handlePaymentWebhook(webhookRequest(other, signPayload(other, SECRET)), { payload, payments }))
        .status,
    ).toBe(400)
    expect((await order(created.orderId)).status).toBe('pending')
  })

  it('fulfils once when the webhook and the confirmation page arrive at the same moment', async () => {
    const before = await stockOf(hoodieId)
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const session = {
      orderId: created.orderId,
      sessionId,
      transactionId: 'pi_test_1',
      provider: 'simulator' as const,
      amountTotal: created.order.total,
    }
    const outcomes = await Promise.all([
      shop.markOrderPaid(payload, session),
      shop.markOrderPaid(payload, session),
      shop.markOrderPaid(payload, session),
    ])
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1)
    expect(outcomes.filter((outcome) => outcome === 'already-done')).toHaveLength(2)
    expect((await stockOf(hoodieId)).M).toBe(before.M - 1)
    expect((await emailsFor(created.orderId)).docs).toHaveLength(2)
  })

  it('does not fulfil a payment whose amount differs from the order', async () => {
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const outcome = await shop.markOrderPaid(payload, {
      orderId: created.orderId,
      sessionId: 'cs_test_mismatch',
      transactionId: null,
      provider: 'simulator',
      amountTotal: 1,
    })
    expect(outcome).toBe('amount-mismatch')
    expect((await order(created.orderId)).status).toBe('pending')
  })

  it('a declined card sends nothing; an asynchronous payment that fails marks the order failed', async () => {
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const declined = await payments.simulator!.pay(sessionId, card(SIMULATOR_CARDS.declined))
    expect(declined).toMatchObject({ ok: false, declined: true })
    expect((await order(created.orderId)).status).toBe('pending')

    const asyncFailure = await payments.simulator!.pay(sessionId, card(SIMULATOR_CARDS.asyncFailure))
    expect(asyncFailure).toMatchObject({ ok: true })
    const stored = await order(created.orderId)
    expect(stored.status).toBe('failed')
    expect((await emailsFor(created.orderId)).docs).toHaveLength(0)
    // The confirmation page says the payment failed (and the page keeps the cart).
    expect(await confirmation.readConfirmation(payload, payments, sessionId)).toMatchObject({ state: 'failed' })
  })

  it('confirms nothing for a payment page that was never paid', async () => {
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    expect(await confirmation.readConfirmation(payload, payments, sessionId)).toBeNull()
    expect(await confirmation.readConfirmation(payload, payments, 'cs_sim_NoSuchSessionAtAll00000')).toBeNull()
    expect(await confirmation.readConfirmation(payload, payments, 'not a session')).toBeNull()
  })

  it('the clean-up expires an unpaid order past its time, and gives its reserved stock back', async () => {
    // A product of its own: the clean-up expires the other tests' pending orders too.
    const productId = String(
      (await createTestProduct(payload, { name: 'Int Expiry Hoodie', price: 45, stock: { M: 3 } })).id,
    )
    const created = await createdOrder([{ productId, size: 'M', quantity: 1 }])
    expect((await stockOf(productId)).M, 'reserved when created').toBe(2)
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const later = Date.now() + 3 * 60 * 60_000
    const outcome = await expiry.expirePendingOrders(payload, payments, later)
    expect(outcome.expired).toBeGreaterThanOrEqual(1)
    expect((await order(created.orderId)).status).toBe('expired')
    expect((await stockOf(productId)).M).toBe(3)
    expect(await payments.simulator!.pay(sessionId, card(SIMULATOR_CARDS.success))).toMatchObject({ ok: false })
    const pay = await shop.handleCreatePayment(shopRequest('/api/shop/payment', { orderId: created.orderId }), {
      payload,
      payments,
    })
    expect(pay.status).toBe(400)
  })
})

describe('durable payment events (issue 22 point 4)', () => {
  /** A checkout.session.completed event for the order's payment page, as the provider sends it. */
  function paidEvent(created: OrderCreated, sessionId: string) {
    return JSON.stringify({
      id: `evt_int_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: sessionId,
          object: 'checkout.session',
          client_reference_id: created.orderId,
          amount_total: created.order.total,
          currency: 'usd',
          payment_intent: 'pi_int_durable',
          payment_status: 'paid',
          status: 'complete',
        },
      },
    })
  }

  const send = async (body: string) => {
    const response = await shop.handlePaymentWebhook(webhookRequest(body, signPayload(body, SECRET)), {
      payload,
      payments,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  const eventRecords = async (body: string) =>
    (
      await payload.find({
        collection: 'payment-events',
        where: { eventId: { equals: JSON.parse(body).id } },
        depth: 0,
        overrideAccess: true,
      })
    ).docs

  const confirmations = async (orderId: string) =>
    (await emailsFor(orderId)).docs.filter((email) => email.kind === 'order-confirmation')

  /**
   * The database goes away right after the event's record is written (a crash, or PostgreSQL
   * stopping, between recording and applying): every later Local API call fails. Answers the undo.
   */
  function databaseDownAfterRecording(): () => void {
    let down = false
    const spies = (['create', 'find', 'findByID', 'update', 'delete'] as const).map((method) => {
      const original = payload[method].bind(payload) as (args: { collection: string }) => Promise<unknown>
      return vi.spyOn(payload, method).mockImplementation((async (args: { collection: string }) => {
        if (down) throw new Error('Connection terminated unexpectedly')
        const result = await original(args)
        if (method === 'create' && args.collection === 'payment-events') down = true
        return result
      }) as never)
    })
    return () => spies.forEach((spy) => spy.mockRestore())
  }

  it('a failure between recording an event and applying it leaves nothing; the same event again pays once', async () => {
    const before = await stockOf(hoodieId)
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const event = paidEvent(created, sessionId)

    const restore = databaseDownAfterRecording()
    const failed = await send(event).finally(restore)
    expect(failed.status).toBe(503)
    expect(await eventRecords(event), 'the record went with the failed attempt').toHaveLength(0)
    expect((await order(created.orderId)).status).toBe('pending')
    expect((await stockOf(hoodieId)).M, 'reserved when the order was created, no more').toBe(before.M - 1)

    // The provider's retry of the same event is applied, not answered "duplicate".
    expect(await send(event)).toEqual({ status: 200, body: { received: true, outcome: 'paid' } })
    expect(await send(event)).toEqual({ status: 200, body: { received: true, duplicate: true } })
    expect((await order(created.orderId)).status).toBe('paid')
    expect((await stockOf(hoodieId)).M).toBe(before.M - 1)
    expect(await confirmations(created.orderId)).toHaveLength(1)
    expect(await eventRecords(event)).toEqual([expect.objectContaining({ outcome: 'paid' })])
  })

  it('a failure part-way through applying (the emails not queued) rolls back the payment and the stock too', async () => {
    const before = await stockOf(hoodieId)
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const event = paidEvent(created, sessionId)
    const original = payload.create.bind(payload) as (args: { collection: string }) => Promise<unknown>
    const spy = vi.spyOn(payload, 'create').mockImplementation((async (args: { collection: string }) => {
      if (args.collection === 'emails') throw new Error('disk I/O error')
      return original(args)
    }) as never)
    const failed = await send(event).finally(() => spy.mockRestore())
    expect(failed.status).toBe(503)
    expect(await eventRecords(event)).toHaveLength(0)
    expect((await order(created.orderId)).status).toBe('pending')
    expect((await stockOf(hoodieId)).M, 'reserved when the order was created, no more').toBe(before.M - 1)

    expect((await send(event)).body).toEqual({ received: true, outcome: 'paid' })
    expect((await stockOf(hoodieId)).M).toBe(before.M - 1)
    expect(await confirmations(created.orderId)).toHaveLength(1)
  })

  it('an event recorded without an outcome (a crash before the two were one transaction) is applied, not a duplicate', async () => {
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const event = paidEvent(created, sessionId)
    await payload.create({
      collection: 'payment-events',
      data: { eventId: JSON.parse(event).id, type: 'checkout.session.completed', orderId: created.orderId },
      overrideAccess: true,
    })
    expect((await send(event)).body).toEqual({ received: true, outcome: 'paid' })
    expect((await order(created.orderId)).status).toBe('paid')
    expect(await confirmations(created.orderId)).toHaveLength(1)
    expect(await eventRecords(event)).toEqual([expect.objectContaining({ outcome: 'paid' })])
  })

  it("the simulator's event is kept as a job: a failed first delivery is retried by the queue after its back-off", async () => {
    const before = await stockOf(hoodieId)
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 1 }])
    const sessionId = sessionIdOf(await paymentUrl(created.orderId))
    const deliveries = () =>
      payload.find({
        collection: 'payload-jobs',
        where: { taskSlug: { equals: delivery.DELIVER_PAYMENT_EVENT_TASK } },
        depth: 0,
        overrideAccess: true,
      })

    // The webhook's database fails once: the first attempt answers 503.
    const original = payload.create.bind(payload) as (args: { collection: string }) => Promise<unknown>
    let failures = 0
    const spy = vi.spyOn(payload, 'create').mockImplementation((async (args: { collection: string }) => {
      if (args.collection === 'payment-events' && failures++ === 0) throw new Error('Connection terminated')
      return original(args)
    }) as never)
    const paid = await payments
      .simulator!.pay(sessionId, card(SIMULATOR_CARDS.success))
      .finally(() => spy.mockRestore())
    expect(paid, 'the buyer goes on to the confirmation page').toMatchObject({ ok: true })
    expect(failures).toBe(1)
    expect((await order(created.orderId)).status).toBe('pending')

    const [job] = (await deliveries()).docs
    expect(job).toMatchObject({ totalTried: 1, hasError: false, input: { eventId: kept.at(-1)!.eventId } })
    const wait = Date.parse(job.waitUntil!) - Date.now()
    expect(wait).toBeGreaterThan(30_000)
    expect(wait).toBeLessThanOrEqual(60_000)

    // Not before its time…
    await payload.jobs.run({ allQueues: true, where: { taskSlug: { equals: delivery.DELIVER_PAYMENT_EVENT_TASK } } })
    expect((await order(created.orderId)).status).toBe('pending')
    // …and delivered once it is due.
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.run({ allQueues: true, where: { taskSlug: { equals: delivery.DELIVER_PAYMENT_EVENT_TASK } } })
    expect((await order(created.orderId)).status).toBe('paid')
    expect((await stockOf(hoodieId)).M).toBe(before.M - 1)
    expect(await confirmations(created.orderId)).toHaveLength(1)
    expect((await deliveries()).docs).toHaveLength(0)
  })
})

describe('with Stripe: the payment page from the stored order, and Stripe-signed events', () => {
  const STRIPE_SECRET = 'whsec_stripe_int'
  let server: Server
  let stripe: PaymentProviders
  const requests: { path: string; headers: IncomingHttpHeaders; form: URLSearchParams }[] = []
  let sessionJson: Record<string, unknown> = {}

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1')
        requests.push({ path: url.pathname, headers: req.headers, form: new URLSearchParams(body) })
        res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_int' })
        res.end(JSON.stringify(sessionJson))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    stripe = createPaymentProvider({
      stripe: {
        secretKey: 'sk_test_int',
        webhookSecret: STRIPE_SECRET,
        api: { host: '127.0.0.1', port, protocol: 'http' },
      },
      simulator: {
        webhookSecret: SECRET,
        store: store.payloadSimulatorStore(payload),
        deliver: async () => ({ status: 500 }),
      },
    })
  })

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it('asks Stripe for a Checkout Session built from the stored order, with its idempotency key', async () => {
    const created = await createdOrder([{ productId: hoodieId, size: 'M', quantity: 2 }])
    const id = `cs_test_${created.orderId}`
    sessionJson = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: created.orderId,
      amount_total: created.order.total,
      currency: 'usd',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
    }
    const response = await shop.handleCreatePayment(
      shopRequest('/api/shop/payment', { orderId: created.orderId, total: 1 }),
      { payload, payments: stripe },
    )
    expect(await response.json()).toEqual({ ok: true, url: `https://checkout.stripe.com/c/pay/${id}` })
    const [request] = requests.filter((each) => each.path === '/v1/checkout/sessions')
    expect(request.headers['idempotency-key']).toMatch(new RegExp(`^order-${created.orderId}-checkout-\\d+$`))
    expect(request.headers.authorization).toBe('Bearer sk_test_int')
    const form = request.form
    expect(form.get('mode')).toBe('payment')
    expect(form.get('client_reference_id')).toBe(created.orderId)
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('4500')
    expect(form.get('line_items[0][quantity]')).toBe('2')
    expect(form.get('line_items[1][price_data][unit_amount]')).toBe('720')
    expect(form.get('line_items[1][price_data][product_data][name]')).toBe('Sales tax (8%)')
    expect(Number(form.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 30 * 60)
    expect(form.get('success_url')).toContain('/order-confirmation?session_id={CHECKOUT_SESSION_ID}')
    expect((await order(created.orderId)).payment).toMatchObject({ provider: 'stripe', sessionId: id })

    // Stripe's completed event, signed with the endpoint's secret: the order is paid, once.
    const event = JSON.stringify({
      id: `evt_${created.orderId}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: { ...sessionJson, status: 'complete', payment_status: 'paid', payment_intent: 'pi_int_1' } },
    })
    const signature = signPayload(event, STRIPE_SECRET)
    const first = await shop.handlePaymentWebhook(webhookRequest(event, signature), { payload, payments: stripe })
    expect(await first.json()).toMatchObject({ received: true, outcome: 'paid' })
    const again = await shop.handlePaymentWebhook(webhookRequest(event, signature), { payload, payments: stripe })
    expect(await again.json()).toMatchObject({ duplicate: true })
    expect(await order(created.orderId)).toMatchObject({
      status: 'paid',
      payment: { provider: 'stripe', transactionId: 'pi_int_1' },
    })
    // The simulator's secret is not Stripe's: its signature is refused here.
    const forged = await shop.handlePaymentWebhook(webhookRequest(event, signPayload(event, SECRET)), {
      payload,
      payments: stripe,
    })
    expect(forged.status).toBe(400)
  })
})
