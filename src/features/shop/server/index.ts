/**
 * The shop's endpoints (the routes in src/app/api/shop only call these): order creation and the
 * payment page through the shared public-form pipeline (src/lib/forms/endpoint.ts: same origin,
 * size, JSON, honeypot, rate limit, validation with the SPEC's messages, 503 with the form's
 * failure message on any error), the payment webhook, and what is left of the cart's products.
 * Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'

import { getProducts } from '../queries'
import { createOrderSchema, paymentRequestSchema, SHOP_LIMITS, SHOP_MESSAGES, type StockAnswer } from '../schemas'
import { createOrder } from './create-order'
import { createPayment } from './create-payment'
import { getPayments, type Payments } from './payments'
import { handlePaymentWebhook as handleWebhookWith } from './webhook'
import { ORDER_LIMIT, PAYMENT_LIMIT } from '../limits'

export { markOrderPaid, closeUnpaidOrder, type MarkPaidOutcome, type PaidSession } from './mark-paid'

export type ShopDeps = { payload: Payload; payments?: Payments; now?: () => number }

/** POST /api/shop/webhook (./webhook.ts), with this process's payment provider unless one is given. */
export function handlePaymentWebhook(request: Request, deps: Omit<ShopDeps, 'now'>): Promise<Response> {
  return handleWebhookWith(request, { payload: deps.payload, payments: deps.payments ?? getPayments(deps.payload) })
}

export function handleCreateOrder(request: Request, deps: ShopDeps): Promise<Response> {
  return handlePublicForm(request, {
    form: 'order',
    limiter: rateLimiterFor(ORDER_LIMIT),
    schema: createOrderSchema,
    failure: SHOP_MESSAGES.orderFailed,
    failureLog: { event: 'order_failed', message: 'Order creation failed' },
    handle: async (values, { request: req }) =>
      createOrder(values, { payload: deps.payload, headers: req.headers, now: deps.now }),
  })
}

export function handleCreatePayment(request: Request, deps: ShopDeps): Promise<Response> {
  return handlePublicForm(request, {
    form: 'payment',
    limiter: rateLimiterFor(PAYMENT_LIMIT),
    schema: paymentRequestSchema,
    failure: SHOP_MESSAGES.paymentFailed,
    failureLog: { event: 'payment_failed', message: 'Payment page failed' },
    handle: async ({ orderId }) => {
      const payload = deps.payload
      return createPayment(orderId, { payload, payments: deps.payments ?? getPayments(payload), now: deps.now })
    },
  })
}

/** The product ids of `?ids=12,13` (numbers only, at most a cart's worth). */
function askedIds(url: URL): string[] {
  const ids = (url.searchParams.get('ids') ?? '').split(',').filter((id) => /^\d{1,12}$/.test(id))
  return [...new Set(ids)].slice(0, SHOP_LIMITS.lines)
}

/**
 * GET /api/shop/stock?ids=12,13: how many of each size of these products can be bought, from the
 * cached catalogue (its tag is expired whenever an order reserves or gives back stock). Answered
 * to the browser only (`private, no-cache`); 503 with SPEC's "Unable to Load Products" when the
 * products cannot be read.
 */
export async function handleStockRequest(request: Request): Promise<Response> {
  const ids = new Set(askedIds(new URL(request.url)))
  const headers = { 'Cache-Control': 'private, no-cache' }
  try {
    const available: StockAnswer['available'] = {}
    for (const product of ids.size > 0 ? await getProducts() : []) {
      if (ids.has(product.id)) available[product.id] = product.available
    }
    return Response.json({ ok: true, available } satisfies StockAnswer, { headers })
  } catch {
    // Logged by the reader (../queries.ts).
    return Response.json({ ok: false, error: SHOP_MESSAGES.productsFailed }, { status: 503, headers })
  }
}
