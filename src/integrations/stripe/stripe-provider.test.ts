import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { TAX_LINE_NAME } from './checkout-input'
import { PaymentProviderError } from './errors'
import { createStripeProvider } from './stripe-provider'
import type { CreateCheckoutInput, PaymentProvider } from './types'

type Recorded = { method: string; path: string; headers: IncomingHttpHeaders; form: URLSearchParams }
type Answer = { status: number; body: unknown; headers?: Record<string, string> }

/** A fake Stripe API on 127.0.0.1: records each request, answers with `answer`. */
let server: Server
let requests: Recorded[] = []
let answer: (request: Recorded) => Answer
let provider: PaymentProvider

const EXPIRES_AT = new Date(Date.now() + 60 * 60_000)

const session = (fields: Record<string, unknown> = {}) => ({
  id: 'cs_test_a1',
  object: 'checkout.session',
  url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
  status: 'open',
  payment_status: 'unpaid',
  client_reference_id: 'order-42',
  amount_total: 5940,
  currency: 'usd',
  customer_email: 'ana@example.com',
  customer_details: null,
  payment_intent: null,
  expires_at: Math.floor(EXPIRES_AT.getTime() / 1000),
  metadata: { order_id: 'order-42', order_number: 'VL-1001' },
  ...fields,
})

const stripeError = (status: number, type: string, code: string, message: string): Answer => ({
  status,
  body: { error: { type, code, message } },
  // The real API says so for most errors; it keeps the SDK from retrying here.
  headers: { 'stripe-should-retry': 'false' },
})

const input = (fields: Partial<CreateCheckoutInput> = {}): CreateCheckoutInput => ({
  orderId: 'order-42',
  orderNumber: 'VL-1001',
  email: 'ana@example.com',
  lines: [
    {
      name: 'Vanlife mug',
      description: 'Enamel, 350 ml',
      unitAmount: 1500,
      quantity: 2,
      imageUrl: 'https://x.test/m.jpg',
    },
    { name: 'Sticker pack', unitAmount: 2500, quantity: 1, imageUrl: '/media/sticker.jpg' },
  ],
  taxAmount: 440,
  currency: 'usd',
  successUrl: 'https://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://shop.test/checkout',
  expiresAt: EXPIRES_AT,
  idempotencyKey: 'checkout-order-42-1',
  ...fields,
})

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        form: new URLSearchParams(req.method === 'GET' ? url.search : body),
      }
      requests.push(recorded)
      const { status, body: json, headers } = answer(recorded)
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake', ...headers })
      res.end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  provider = createStripeProvider({
    secretKey: 'sk_test_fake',
    webhookSecret: 'whsec_fake',
    api: { host: '127.0.0.1', port, protocol: 'http' },
  })
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

beforeEach(() => {
  requests = []
  answer = () => ({ status: 200, body: session() })
})

describe('createStripeProvider: createCheckoutSession', () => {
  it('posts the session as Stripe form fields, with the idempotency key, and answers id and url', async () => {
    await expect(provider.createCheckoutSession(input())).resolves.toEqual({
      id: 'cs_test_a1',
      url: 'https://checkout.stripe.com/c/pay/cs_test_a1',
    })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/checkout/sessions')
    expect(request.headers['idempotency-key']).toBe('checkout-order-42-1')
    expect(request.headers.authorization).toBe('Bearer sk_test_fake')
    const form = Object.fromEntries(request.form)
    expect(form).toMatchObject({
      mode: 'payment',
      client_reference_id: 'order-42',
      customer_email: 'ana@example.com',
      'metadata[order_id]': 'order-42',
      'metadata[order_number]': 'VL-1001',
      'payment_intent_data[metadata][order_id]': 'order-42',
      'payment_intent_data[metadata][order_number]': 'VL-1001',
      success_url: 'https://shop.test/checkout/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.test/checkout',
      expires_at: String(Math.floor(EXPIRES_AT.getTime() / 1000)),
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '1500',
      'line_items[0][price_data][product_data][name]': 'Vanlife mug',
      'line_items[0][price_data][product_data][description]': 'Enamel, 350 ml',
      'line_items[0][price_data][product_data][images][0]': 'https://x.test/m.jpg',
      'line_items[1][price_data][unit_amount]': '2500',
      // The tax, our own: one more line.
      'line_items[2][quantity]': '1',
      'line_items[2][price_data][unit_amount]': '440',
      'line_items[2][price_data][product_data][name]': TAX_LINE_NAME,
    })
    // A relative image URL is not sent (Stripe refuses it); no automatic tax.
    expect(form).not.toHaveProperty('line_items[1][price_data][product_data][images][0]')
    expect(form).not.toHaveProperty('line_items[3][quantity]')
    expect(Object.keys(form).some((key) => key.startsWith('automatic_tax'))).toBe(false)
  })

  it('sends no tax line when there is no tax', async () => {
    await provider.createCheckoutSession(input({ taxAmount: 0 }))
    expect(requests[0].form.has('line_items[2][quantity]')).toBe(false)
  })

  it('throws PaymentProviderError with the status and code when Stripe refuses', async () => {
    answer = () => stripeError(400, 'invalid_request_error', 'parameter_invalid', 'Invalid expires_at')
    const error = await provider.createCheckoutSession(input()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentProviderError)
    expect(error).toMatchObject({ status: 400, code: 'parameter_invalid' })
    expect((error as Error).message).toContain('Invalid expires_at')
    expect((error as Error).message).not.toContain('sk_test_fake')
  })

  it('throws PaymentProviderError on a server error', async () => {
    answer = () => stripeError(500, 'api_error', 'internal', 'Something went wrong')
    await expect(provider.createCheckoutSession(input())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 500,
    })
  })

  it('throws PaymentProviderError when the session comes without a URL', async () => {
    answer = () => ({ status: 200, body: session({ url: null }) })
    await expect(provider.createCheckoutSession(input())).rejects.toMatchObject({
      name: 'PaymentProviderError',
      code: 'no_url',
    })
  })

  it('refuses input Stripe would refuse without calling it', async () => {
    const soon = new Date(Date.now() + 10 * 60_000)
    await expect(provider.createCheckoutSession(input({ expiresAt: soon }))).rejects.toMatchObject({
      code: 'invalid_input',
    })
    await expect(provider.createCheckoutSession(input({ successUrl: 'https://shop.test/ok' }))).rejects.toThrow(
      PaymentProviderError,
    )
    expect(requests).toHaveLength(0)
  })
})

describe('createStripeProvider: retrieveCheckoutSession', () => {
  it('reads the session in our terms', async () => {
    answer = () => ({
      status: 200,
      body: session({
        status: 'complete',
        payment_status: 'paid',
        url: null,
        payment_intent: 'pi_123',
        customer_details: { email: 'paid@example.com', name: 'Ana' },
      }),
    })
    await expect(provider.retrieveCheckoutSession('cs_test_a1')).resolves.toEqual({
      id: 'cs_test_a1',
      url: null,
      status: 'complete',
      paymentStatus: 'paid',
      clientReferenceId: 'order-42',
      amountTotal: 5940,
      currency: 'usd',
      paymentIntentId: 'pi_123',
      customerEmail: 'paid@example.com',
      expiresAt: new Date(Math.floor(EXPIRES_AT.getTime() / 1000) * 1000),
    })
    expect(requests[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_a1' })
  })

  it('answers null for an unknown session (404)', async () => {
    answer = () => stripeError(404, 'invalid_request_error', 'resource_missing', 'No such checkout.session')
    await expect(provider.retrieveCheckoutSession('cs_test_nope')).resolves.toBeNull()
  })

  it('throws PaymentProviderError on other failures', async () => {
    answer = () => stripeError(401, 'invalid_request_error', 'api_key_invalid', 'Invalid API Key provided')
    await expect(provider.retrieveCheckoutSession('cs_test_a1')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 401,
    })
  })
})
