/**
 * POST /api/shop/webhook: the payment provider's signed events (Stripe's, or the checkout
 * simulator's: the same code). In order:
 *
 *   raw body within 64 KB (413) → signature checked on the raw body, 5 minutes' tolerance (400) →
 *   only the four checkout events the shop handles (400 for any other) → the event recorded once
 *   by its id (a replay answers 200 and changes nothing) → the order moved: marked paid
 *   (./mark-paid.ts), failed or expired → 200.
 *
 * A failure on the way forgets the event record and answers 503, so the provider sends it again.
 * Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { isUniqueViolation } from '@/cms/payload-error'

import type { PaymentEvent } from '@/integrations/stripe'
import { readBodyText } from '@/lib/forms/body'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

import { closeUnpaidOrder, markOrderPaid, paidSessionOf } from './mark-paid'
import { getPayments, type Payments } from './payments'

const MAX_WEBHOOK_BYTES = 64 * 1024

export type WebhookDeps = { payload?: Payload; payments?: Payments }

const answer = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** What the event means for its order; the outcome is recorded with the event. */
async function applyEvent(payload: Payload, payments: Payments, event: PaymentEvent): Promise<string> {
  const { session } = event
  const orderId = session.clientReferenceId
  if (!orderId) return 'no-order'
  switch (event.type) {
    case 'checkout.session.completed':
      // An asynchronous payment method completes the page unpaid: the order waits for its outcome.
      if (session.paymentStatus === 'unpaid') return 'awaiting-payment'
    // falls through: paid now
    case 'checkout.session.async_payment_succeeded':
      return markOrderPaid(payload, paidSessionOf(orderId, session, payments.provider.kind))
    case 'checkout.session.async_payment_failed':
      return (await closeUnpaidOrder(payload, orderId, 'failed', 'The payment did not go through.'))
        ? 'failed'
        : 'unchanged'
    case 'checkout.session.expired':
      return (await closeUnpaidOrder(payload, orderId, 'expired', 'The payment page expired unpaid.'))
        ? 'expired'
        : 'unchanged'
  }
}

export async function handlePaymentWebhook(request: Request, deps: WebhookDeps = {}): Promise<Response> {
  const body = await readBodyText(request, MAX_WEBHOOK_BYTES)
  if (!body.ok) return answer({ error: 'The event could not be read.' }, body.reason === 'too-large' ? 413 : 400)

  let payload: Payload
  let payments: Payments
  try {
    payload = deps.payload ?? (await getPayloadClient())
    payments = deps.payments ?? getPayments(payload)
  } catch (error) {
    logger.error({ event: 'payment_webhook_failed', err: error }, 'Payment webhook: not ready')
    return answer({ error: 'Not ready, please retry.' }, 503)
  }

  const verified = payments.provider.verifyWebhook(body.text, request.headers.get('stripe-signature'))
  if (!verified.ok) {
    if (verified.reason === 'signature') {
      logger.warn({ event: 'payment_webhook_refused', reason: 'signature' }, 'Payment webhook with a bad signature')
      return answer({ error: 'Invalid signature.' }, 400)
    }
    logger.warn({ event: 'payment_webhook_refused', type: verified.type }, 'Payment webhook of an unhandled type')
    return answer({ error: `Unhandled event type: ${verified.type}` }, 400)
  }

  const { event } = verified
  let record: { id: number | string }
  try {
    record = await payload.create({
      collection: 'payment-events',
      data: { eventId: event.id, type: event.type, orderId: event.session.clientReferenceId ?? undefined },
      overrideAccess: true,
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      logger.info({ event: 'payment_webhook_replay', eventId: event.id }, 'Payment event already processed')
      return answer({ received: true, duplicate: true })
    }
    logger.error({ event: 'payment_webhook_failed', err: error }, 'Payment webhook: event not recorded')
    return answer({ error: 'Please retry.' }, 503)
  }

  try {
    const outcome = await applyEvent(payload, payments, event)
    await payload.update({ collection: 'payment-events', id: record.id, data: { outcome }, overrideAccess: true })
    logger.info({ event: 'payment_webhook', type: event.type, eventId: event.id, outcome }, 'Payment event processed')
    return answer({ received: true, outcome })
  } catch (error) {
    logger.error(
      { event: 'payment_webhook_failed', err: error, eventId: event.id },
      'Payment event failed; retry expected',
    )
    await payload
      .delete({ collection: 'payment-events', id: record.id, overrideAccess: true })
      .catch((cause: unknown) => logger.error({ err: cause }, 'Payment event record not removed'))
    return answer({ error: 'Please retry.' }, 503)
  }
}
