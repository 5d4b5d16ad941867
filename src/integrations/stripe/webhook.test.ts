import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'

import { createStripeProvider } from './stripe-provider'
import { HANDLED_EVENTS } from './types'
import { verifyEvent, WEBHOOK_TOLERANCE_SECONDS } from './webhook'

const SECRET = 'whsec_test_secret'
// No request is made: verifyWebhook is local. The address is a closed local port, to be sure.
const provider = createStripeProvider({
  secretKey: 'sk_test_unused',
  webhookSecret: SECRET,
  api: { host: '127.0.0.1', port: 9, protocol: 'http' },
})

const nowSeconds = () => Math.floor(Date.now() / 1000)

function eventBody(type: string, object: Record<string, unknown> = {}) {
  return JSON.stringify(
    {
      id: 'evt_1',
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: 1_790_000_000,
      livemode: false,
      type,
      data: {
        object: {
          id: 'cs_test_1',
          object: 'checkout.session',
          client_reference_id: 'order-7',
          amount_total: 2160,
          currency: 'usd',
          customer_email: null,
          customer_details: { email: 'buyer@example.com' },
          payment_intent: 'pi_1',
          payment_status: 'paid',
          status: 'complete',
          url: null,
          expires_at: 1_790_003_600,
          metadata: { order_id: 'order-7', order_number: 'VL-7' },
          ...object,
        },
      },
    },
    null,
    2,
  )
}

const sign = (payload: string, secret = SECRET, timestamp = nowSeconds()) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp })

describe('verifyWebhook (Stripe provider)', () => {
  it('reads a genuine checkout.session.completed event', () => {
    const body = eventBody('checkout.session.completed')
    expect(provider.verifyWebhook(body, sign(body))).toEqual({
      ok: true,
      event: {
        id: 'evt_1',
        type: 'checkout.session.completed',
        created: new Date(1_790_000_000_000),
        session: {
          id: 'cs_test_1',
          url: null,
          status: 'complete',
          paymentStatus: 'paid',
          clientReferenceId: 'order-7',
          amountTotal: 2160,
          currency: 'usd',
          paymentIntentId: 'pi_1',
          customerEmail: 'buyer@example.com',
          expiresAt: new Date(1_790_003_600_000),
        },
      },
    })
  })

  it('accepts every handled type', () => {
    for (const type of HANDLED_EVENTS) {
      const body = eventBody(type)
      const result = provider.verifyWebhook(body, sign(body))
      expect(result.ok && result.event.type).toBe(type)
    }
  })

  it('refuses a signature made with another secret', () => {
    const body = eventBody('checkout.session.completed')
    expect(provider.verifyWebhook(body, sign(body, 'whsec_forged'))).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses a body changed after signing', () => {
    const body = eventBody('checkout.session.completed')
    const tampered = body.replace('"amount_total": 2160', '"amount_total": 1')
    expect(tampered).not.toBe(body)
    expect(provider.verifyWebhook(tampered, sign(body))).toEqual({ ok: false, reason: 'signature' })
  })

  it('refuses a signature older than the tolerance, accepts one just inside it', () => {
    const body = eventBody('checkout.session.completed')
    const stale = sign(body, SECRET, nowSeconds() - WEBHOOK_TOLERANCE_SECONDS - 5)
    expect(provider.verifyWebhook(body, stale)).toEqual({ ok: false, reason: 'signature' })
    const recent = sign(body, SECRET, nowSeconds() - WEBHOOK_TOLERANCE_SECONDS + 30)
    expect(provider.verifyWebhook(body, recent).ok).toBe(true)
  })

  it('refuses a missing or malformed header, an empty body and a signed body that is not JSON', () => {
    const body = eventBody('checkout.session.completed')
    expect(provider.verifyWebhook(body, null)).toEqual({ ok: false, reason: 'signature' })
    expect(provider.verifyWebhook(body, '')).toEqual({ ok: false, reason: 'signature' })
    expect(provider.verifyWebhook(body, 'garbage')).toEqual({ ok: false, reason: 'signature' })
    expect(provider.verifyWebhook('', sign(''))).toEqual({ ok: false, reason: 'signature' })
    expect(provider.verifyWebhook('not json', sign('not json'))).toEqual({ ok: false, reason: 'signature' })
  })

  it('answers unhandled (with the type) for a genuine event of another type', () => {
    const body = eventBody('payment_intent.succeeded', { object: 'payment_intent', id: 'pi_1' })
    expect(provider.verifyWebhook(body, sign(body))).toEqual({
      ok: false,
      reason: 'unhandled',
      type: 'payment_intent.succeeded',
    })
  })

  it('answers unhandled for a handled type whose object is not a Checkout Session', () => {
    const body = eventBody('checkout.session.completed', { object: 'payment_intent' })
    expect(provider.verifyWebhook(body, sign(body))).toMatchObject({ ok: false, reason: 'unhandled' })
  })
})

describe('verifyEvent', () => {
  it('measures the signature age from receivedAt when given', () => {
    const body = eventBody('checkout.session.expired', { status: 'expired', payment_status: 'unpaid' })
    const header = sign(body, SECRET, 1_000_000)
    expect(verifyEvent(body, header, SECRET, { receivedAt: 1_000_010_000 }).ok).toBe(true)
    expect(verifyEvent(body, header, SECRET, { receivedAt: 1_000_400_000 })).toEqual({ ok: false, reason: 'signature' })
  })

  it('never throws, whatever it is given (a blank secret included)', () => {
    const body = eventBody('checkout.session.completed')
    expect(verifyEvent(body, sign(body), '')).toEqual({ ok: false, reason: 'signature' })
    expect(() => verifyEvent('{', 't=abc,v1=', SECRET)).not.toThrow()
  })
})
