/**
 * POST /api/shop/webhook: the payment provider's signed events (Stripe's, or the checkout
 * simulator's: the same code). In order:
 *
 *   raw body within 64 KB (413) → signature checked on the raw body, 5 minutes' tolerance (400) →
 *   only the four checkout events the shop handles (400 for any other) → in one transaction: the
 *   event recorded by its id, the order moved (marked paid by ./mark-paid.ts, failed or expired)
 *   and the outcome written on the record → 200.
 *
 * Recorded and applied together or not at all (issue 22 point 4): a failure or a crash on the way
 * leaves nothing, the answer is 503 and the provider's retry is applied. A replay of an event with
 * an outcome answers 200 "duplicate" and changes nothing; a record without an outcome (left by a
 * crash before the two were one transaction) is applied again, never answered "duplicate".
 * Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { isUniqueViolation } from '@/cms/payload-error'
import { inTransaction } from '@/cms/transaction'

import type { PaymentEvent } from '@/integrations/stripe'
import { readBodyText } from '@/lib/forms/body'
import { logger } from '@/lib/logger'

import { closeUnpaidOrder, markOrderPaid, paidSessionOf } from './mark-paid'
import type { Payments } from './payments'

const MAX_WEBHOOK_BYTES = 64 * 1024

/** The Payload instance and the payment provider (the route passes them: ../server/index.ts). */
export type WebhookDeps = { payload: Payload; payments: Payments }

const answer = (body: Record<string, unknown>, status = 200) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** What the event means for its order, in the caller's transaction `req`; the outcome is recorded with the event. */
async function applyEvent(
  payload: Payload,
  payments: Payments,
  event: PaymentEvent,
  req: PayloadRequest,
): Promise<string> {
  const { session } = event
  const orderId = session.clientReferenceId
  if (!orderId) return 'no-order'
  switch (event.type) {
    case 'checkout.session.completed':
      // An asynchronous payment method completes the page unpaid: the order waits for its outcome.
      if (session.paymentStatus === 'unpaid') return 'awaiting-payment'
    // falls through: paid now
    case 'checkout.session.async_payment_succeeded':
      return markOrderPaid(payload, paidSessionOf(orderId, session, payments.provider.kind), req)
    case 'checkout.session.async_payment_failed':
      return (await closeUnpaidOrder(payload, orderId, 'failed', 'The payment did not go through.', req))
        ? 'failed'
        : 'unchanged'
    case 'checkout.session.expired':
      return (await closeUnpaidOrder(payload, orderId, 'expired', 'The payment page expired unpaid.', req))
        ? 'expired'
        : 'unchanged'
  }
}

type Handled = { outcome: string; duplicate: boolean }

/** The event's record, if any: its outcome says whether it was applied. */
async function eventRecord(payload: Payload, eventId: string, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payment-events',
    where: { eventId: { equals: eventId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return docs[0]
}

/**
 * Records the event and applies it, in one transaction. An event already applied changes nothing
 * (duplicate); one recorded without an outcome is applied now.
 */
function recordAndApply(payload: Payload, payments: Payments, event: PaymentEvent): Promise<Handled> {
  return inTransaction(payload, async (req) => {
    const earlier = await eventRecord(payload, event.id, req)
    if (earlier?.outcome) return { outcome: earlier.outcome, duplicate: true }
    const record =
      earlier ??
      (await payload.create({
        collection: 'payment-events',
        data: { eventId: event.id, type: event.type, orderId: event.session.clientReferenceId ?? undefined },
        overrideAccess: true,
        req,
      }))
    const outcome = await applyEvent(payload, payments, event, req)
    await payload.update({ collection: 'payment-events', id: record.id, data: { outcome }, overrideAccess: true, req })
    return { outcome, duplicate: false }
  })
}

/**
 * The same event delivered twice at once: the second one's record broke the unique index after
 * the first committed. Answered as a duplicate when the first has an outcome, else null (retry).
 */
async function concurrentDuplicate(payload: Payload, event: PaymentEvent): Promise<Handled | null> {
  const record = await eventRecord(payload, event.id).catch(() => undefined)
  return record?.outcome ? { outcome: record.outcome, duplicate: true } : null
}

export async function handlePaymentWebhook(request: Request, { payload, payments }: WebhookDeps): Promise<Response> {
  const body = await readBodyText(request, MAX_WEBHOOK_BYTES)
  if (!body.ok) return answer({ error: 'The event could not be read.' }, body.reason === 'too-large' ? 413 : 400)

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
  let handled: Handled | null
  try {
    handled = await recordAndApply(payload, payments, event)
  } catch (error) {
    handled = isUniqueViolation(error) ? await concurrentDuplicate(payload, event) : null
    if (!handled) {
      logger.error(
        { event: 'payment_webhook_failed', err: error, eventId: event.id },
        'Payment event not applied (nothing recorded); retry expected',
      )
      return answer({ error: 'Please retry.' }, 503)
    }
  }
  if (handled.duplicate) {
    logger.info({ event: 'payment_webhook_replay', eventId: event.id }, 'Payment event already processed')
    return answer({ received: true, duplicate: true })
  }
  logger.info(
    { event: 'payment_webhook', type: event.type, eventId: event.id, outcome: handled.outcome },
    'Payment event processed',
  )
  return answer({ received: true, outcome: handled.outcome })
}
