import { beforeEach, describe, expect, it } from 'vitest'

import { createMemorySimulatorStore } from './memory-store'
import { createSimulatorProvider } from './simulator'
import { CARD_MESSAGES, SIMULATOR_CARDS } from './simulator-card'
import type { ExpireResult } from './simulator-types'
import { createHarness, type Harness, HARNESS_SECRET, HOUR } from './simulator-harness'
import { createStripeProvider } from './stripe-provider'

let h: Harness

beforeEach(() => {
  h = createHarness()
})

describe('pay', () => {
  it('pays with 4242…, sends one signed checkout.session.completed and redirects to the success URL', async () => {
    const id = await h.openSession()
    await expect(h.simulator.pay(id, h.card())).resolves.toEqual({
      ok: true,
      redirectUrl: `https://shop.test/checkout/success?session_id=${id}`,
    })
    expect(h.deliveries).toHaveLength(1)
    const [event] = h.deliveredEvents()
    expect(event).toMatchObject({
      type: 'checkout.session.completed',
      session: { id, status: 'complete', paymentStatus: 'paid', clientReferenceId: 'order-9', amountTotal: 3240 },
    })
    expect(event.id).toMatch(/^evt_sim_[A-Za-z0-9]{24}$/)
    expect(event.session.paymentIntentId).toMatch(/^pi_sim_[A-Za-z0-9]{24}$/)
    await expect(h.provider.retrieveCheckoutSession(id)).resolves.toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: event.session.paymentIntentId,
      url: null,
    })
  })

  it('sends an event shaped and signed exactly like Stripe’s (the Stripe provider accepts it too)', async () => {
    const id = await h.openSession()
    await h.simulator.pay(id, h.card())
    const { body, header } = h.deliveries[0]
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    expect(JSON.parse(body)).toMatchObject({
      object: 'event',
      type: 'checkout.session.completed',
      livemode: false,
      created: expect.any(Number),
      data: {
        object: {
          id,
          object: 'checkout.session',
          client_reference_id: 'order-9',
          amount_total: 3240,
          currency: 'usd',
          customer_email: 'ana@example.com',
          customer_details: { email: 'ana@example.com' },
          payment_intent: expect.stringMatching(/^pi_sim_/),
          payment_status: 'paid',
          status: 'complete',
          url: null,
          expires_at: Math.floor((h.now.getTime() + HOUR) / 1000),
          metadata: { order_id: 'order-9', order_number: 'VL-1009' },
        },
      },
    })
    // The harness clock is the real time here, so Stripe's own check (on the system clock) applies.
    const stripe = createStripeProvider({
      secretKey: 'sk_test_unused',
      webhookSecret: HARNESS_SECRET,
      api: { host: '127.0.0.1', port: 9, protocol: 'http' },
    })
    expect(stripe.verifyWebhook(body, header)).toEqual(h.provider.verifyWebhook(body, header))
    expect(h.provider.verifyWebhook(body.replace('"paid"', '"unpaid"'), header)).toEqual({
      ok: false,
      reason: 'signature',
    })
  })

  it('declines 4000 0000 0000 0002: the session stays open and nothing is sent', async () => {
    const id = await h.openSession()
    await expect(h.simulator.pay(id, h.card(SIMULATOR_CARDS.declined))).resolves.toEqual({
      ok: false,
      declined: true,
      message: 'Your card was declined.',
    })
    expect(h.deliveries).toHaveLength(0)
    await expect(h.provider.retrieveCheckoutSession(id)).resolves.toMatchObject({ status: 'open' })
  })

  it('answers field errors for a bad card form and sends nothing', async () => {
    const id = await h.openSession()
    const result = await h.simulator.pay(id, { number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', name: ' ' })
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        number: CARD_MESSAGES.numberInvalid,
        expiry: CARD_MESSAGES.expiryPast,
        cvc: CARD_MESSAGES.cvcIncomplete,
        name: CARD_MESSAGES.nameMissing,
      },
    })
    expect(h.deliveries).toHaveLength(0)
    expect(h.store.all()[0].status).toBe('open')
  })

  it('4000 0000 0000 3220 completes unpaid, then sends async_payment_failed', async () => {
    const id = await h.openSession()
    await expect(h.simulator.pay(id, h.card(SIMULATOR_CARDS.asyncFailure))).resolves.toMatchObject({ ok: true })
    const events = h.deliveredEvents()
    expect(events.map((event) => [event.type, event.session.status, event.session.paymentStatus])).toEqual([
      ['checkout.session.completed', 'complete', 'unpaid'],
      ['checkout.session.async_payment_failed', 'complete', 'unpaid'],
    ])
    await expect(h.provider.retrieveCheckoutSession(id)).resolves.toMatchObject({ paymentStatus: 'unpaid' })
  })

  it('refuses a session that is no longer open (paid, expired) and an unknown one', async () => {
    const paid = await h.openSession()
    await h.simulator.pay(paid, h.card())
    await expect(h.simulator.pay(paid, h.card())).resolves.toEqual({ ok: false, closed: true })

    const late = await h.openSession({ idempotencyKey: 'other', orderId: 'order-11' })
    h.advance(2 * HOUR)
    await expect(h.simulator.pay(late, h.card())).resolves.toEqual({ ok: false, closed: true })
    await expect(h.simulator.pay('cs_sim_AAAAAAAAAAAAAAAAAAAAAAAA', h.card())).resolves.toEqual({
      ok: false,
      notFound: true,
    })
    expect(h.deliveries).toHaveLength(1)
  })

  it('pays once when the form is submitted twice at the same time', async () => {
    const id = await h.openSession()
    const results = await Promise.all([h.simulator.pay(id, h.card()), h.simulator.pay(id, h.card())])
    expect(results.filter((result) => result.ok)).toHaveLength(1)
    expect(results).toContainEqual({ ok: false, closed: true })
    expect(h.deliveries).toHaveLength(1)
  })
})

describe('webhook delivery', () => {
  it('keeps each event with the session change that sends it, and tries it once at once', async () => {
    const id = await h.openSession()
    await h.simulator.pay(id, h.card(SIMULATOR_CARDS.asyncFailure))
    expect(h.store.events().map((event) => [event.type, event.sessionId])).toEqual([
      ['checkout.session.completed', id],
      ['checkout.session.async_payment_failed', id],
    ])
    expect(h.deliveries.map((delivery) => JSON.parse(delivery.body).id)).toEqual(
      h.store.events().map((event) => event.id),
    )
    expect(h.deliveries.map((delivery) => delivery.body)).toEqual(h.store.events().map((event) => event.body))
  })

  it('still redirects when the first attempt fails or throws; the kept event is delivered later, signed anew', async () => {
    const id = await h.openSession()
    h.answers.push(503)
    await expect(h.simulator.pay(id, h.card())).resolves.toMatchObject({ ok: true })
    const other = await h.openSession({ orderId: 'order-10', idempotencyKey: 'checkout-order-10' })
    h.answers.push('throw')
    await expect(h.simulator.pay(other, h.card())).resolves.toMatchObject({ ok: true })
    expect(h.deliveries).toHaveLength(2)

    // The app's queue, a minute later: one attempt each, the same event with a new signature.
    const [first] = h.store.events()
    h.advance(60_000)
    await expect(h.simulator.deliver(first.body)).resolves.toEqual({ status: 200 })
    expect(h.deliveries).toHaveLength(3)
    expect(h.deliveries[2].body).toBe(h.deliveries[0].body)
    expect(h.deliveries[2].header).not.toBe(h.deliveries[0].header)
    expect(h.deliveredEvents()[2]).toMatchObject({ id: first.id, type: 'checkout.session.completed' })
    h.answers.push('throw')
    await expect(h.simulator.deliver(h.store.events()[1].body)).rejects.toThrow(/ECONNREFUSED/)
  })

  it('lets the webhook endpoint call back into the simulator for the same session (no deadlock)', async () => {
    const seen: (ExpireResult | string | undefined)[] = []
    const store = createMemorySimulatorStore()
    const sim: ReturnType<typeof createSimulatorProvider> = createSimulatorProvider({
      webhookSecret: HARNESS_SECRET,
      store,
      deliver: async (body) => {
        const id: string = JSON.parse(body).data.object.id
        seen.push((await sim.simulator.describe(id))?.status, await sim.simulator.expire(id))
        return { status: 200 }
      },
      onEventsKept: async () => {
        for (const event of store.events()) await sim.simulator.deliver(event.body)
      },
    })
    const { id } = await sim.provider.createCheckoutSession(h.input())
    await expect(sim.simulator.pay(id, h.card())).resolves.toMatchObject({ ok: true })
    expect(seen).toEqual(['complete', { ok: false, reason: 'not-open' }])
  })
})
