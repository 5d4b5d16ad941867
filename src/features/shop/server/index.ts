/**
 * The shop's endpoints (the routes in src/app/api/shop only call these): order creation and the
 * payment page through the shared public-form pipeline (src/lib/forms/endpoint.ts: same origin,
 * size, JSON, honeypot, rate limit, validation with the SPEC's messages, 503 with the form's
 * failure message on any error), and the payment webhook. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'
import { getPayloadClient } from '@/payload-client'

import { createOrderSchema, paymentRequestSchema, SHOP_MESSAGES } from '../schemas'
import { createOrder } from './create-order'
import { createPayment } from './create-payment'
import { getPayments, type Payments } from './payments'
import { ORDER_LIMIT, PAYMENT_LIMIT } from '../limits'

export { handlePaymentWebhook, type WebhookDeps } from './webhook'
export { markOrderPaid, closeUnpaidOrder, type MarkPaidOutcome, type PaidSession } from './mark-paid'

export type ShopDeps = { payload?: Payload; payments?: Payments; now?: () => number }

export function handleCreateOrder(request: Request, deps: ShopDeps = {}): Promise<Response> {
  return handlePublicForm(request, {
    form: 'order',
    limiter: rateLimiterFor(ORDER_LIMIT),
    schema: createOrderSchema,
    failure: SHOP_MESSAGES.orderFailed,
    failureLog: { event: 'order_failed', message: 'Order creation failed' },
    handle: async (values, { request: req }) =>
      createOrder(values, { payload: deps.payload ?? (await getPayloadClient()), headers: req.headers, now: deps.now }),
  })
}

export function handleCreatePayment(request: Request, deps: ShopDeps = {}): Promise<Response> {
  return handlePublicForm(request, {
    form: 'payment',
    limiter: rateLimiterFor(PAYMENT_LIMIT),
    schema: paymentRequestSchema,
    failure: SHOP_MESSAGES.paymentFailed,
    failureLog: { event: 'payment_failed', message: 'Payment page failed' },
    handle: async ({ orderId }) => {
      const payload = deps.payload ?? (await getPayloadClient())
      return createPayment(orderId, { payload, payments: deps.payments ?? getPayments(payload), now: deps.now })
    },
  })
}
