import { beforeEach, describe, expect, it } from 'vitest'

import { createHarness, type Harness, HOUR } from './simulator-harness'

let h: Harness

beforeEach(() => {
  h = createHarness()
})

describe('createCheckoutSession', () => {
  it('stores an open session and answers its id and the simulated page', async () => {
    const created = await h.provider.createCheckoutSession(h.input())
    expect(created.id).toMatch(/^cs_sim_[A-Za-z0-9]{24}$/)
    expect(created.url).toBe(`/checkout-simulator/${created.id}`)
    expect(h.store.all()).toEqual([
      expect.objectContaining({ id: created.id, status: 'open', paymentStatus: 'unpaid', amountTotal: 3240 }),
    ])
  })

  it('answers the same session for the same idempotency key, and refuses the key for another order', async () => {
    const first = await h.provider.createCheckoutSession(h.input())
    await expect(h.provider.createCheckoutSession(h.input())).resolves.toEqual(first)
    const [a, b] = await Promise.all([
      h.provider.createCheckoutSession(h.input({ idempotencyKey: 'k2' })),
      h.provider.createCheckoutSession(h.input({ idempotencyKey: 'k2' })),
    ])
    expect(a).toEqual(b)
    expect(h.store.all()).toHaveLength(2)
    await expect(h.provider.createCheckoutSession(h.input({ orderId: 'order-10' }))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'idempotency_error',
    })
  })

  it('refuses what Stripe refuses (an expiry less than 30 minutes ahead)', async () => {
    const expiresAt = new Date(h.now.getTime() + 10 * 60_000)
    await expect(h.provider.createCheckoutSession(h.input({ expiresAt }))).rejects.toMatchObject({
      code: 'invalid_input',
    })
    expect(h.store.all()).toHaveLength(0)
  })
})

describe('retrieveCheckoutSession and describe', () => {
  it('reads an open session, and null for an unknown or malformed id', async () => {
    const id = await h.openSession()
    await expect(h.provider.retrieveCheckoutSession(id)).resolves.toEqual({
      id,
      url: `/checkout-simulator/${id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      clientReferenceId: 'order-9',
      amountTotal: 3240,
      currency: 'usd',
      paymentIntentId: null,
      customerEmail: 'ana@example.com',
      expiresAt: new Date(Math.floor((h.now.getTime() + HOUR) / 1000) * 1000),
    })
    await expect(h.provider.retrieveCheckoutSession('cs_sim_AAAAAAAAAAAAAAAAAAAAAAAA')).resolves.toBeNull()
    await expect(h.provider.retrieveCheckoutSession('../etc')).resolves.toBeNull()
    await expect(h.simulator.describe('cs_test_x')).resolves.toBeNull()
  })

  it('describes the page: order, lines, tax, total, status', async () => {
    const id = await h.openSession()
    await expect(h.simulator.describe(id)).resolves.toEqual({
      id,
      orderNumber: 'VL-1009',
      email: 'ana@example.com',
      lines: [{ name: 'Mug', unitAmount: 1500, quantity: 2 }],
      taxAmount: 240,
      amountTotal: 3240,
      currency: 'usd',
      status: 'open',
      paymentStatus: 'unpaid',
      expired: false,
      expiresAt: new Date(h.now.getTime() + HOUR),
      cancelUrl: 'https://shop.test/checkout',
    })
  })

  it('reads an open session past its expiry as expired (nothing stored, nothing sent)', async () => {
    const id = await h.openSession()
    h.advance(HOUR)
    await expect(h.provider.retrieveCheckoutSession(id)).resolves.toMatchObject({ status: 'expired', url: null })
    await expect(h.simulator.describe(id)).resolves.toMatchObject({ status: 'expired', expired: true })
    expect(h.store.all()[0].status).toBe('open')
    expect(h.deliveries).toHaveLength(0)
  })
})

describe('cancel and expire', () => {
  it('cancel answers the cancel URL and leaves the session open', async () => {
    const id = await h.openSession()
    await expect(h.simulator.cancel(id)).resolves.toEqual({ redirectUrl: 'https://shop.test/checkout' })
    await expect(h.provider.retrieveCheckoutSession(id)).resolves.toMatchObject({ status: 'open' })
    await expect(h.simulator.cancel('nope')).resolves.toBeNull()
    expect(h.deliveries).toHaveLength(0)
  })

  it('expire marks the session expired and sends checkout.session.expired, once', async () => {
    const id = await h.openSession()
    h.advance(HOUR + 1)
    await expect(h.simulator.expire(id)).resolves.toEqual({ ok: true })
    expect(h.store.all()[0].status).toBe('expired')
    const [event] = h.deliveredEvents()
    expect(event).toMatchObject({
      type: 'checkout.session.expired',
      session: { id, status: 'expired', paymentStatus: 'unpaid', url: null, clientReferenceId: 'order-9' },
    })
    await expect(h.simulator.expire(id)).resolves.toEqual({ ok: false, reason: 'not-open' })
    await expect(h.simulator.expire('cs_sim_AAAAAAAAAAAAAAAAAAAAAAAA')).resolves.toEqual({
      ok: false,
      reason: 'not-found',
    })
    expect(h.deliveries).toHaveLength(1)
  })

  it('does not expire a paid session', async () => {
    const id = await h.openSession()
    await h.simulator.pay(id, h.card())
    await expect(h.simulator.expire(id)).resolves.toEqual({ ok: false, reason: 'not-open' })
    expect(h.deliveries).toHaveLength(1)
  })
})
