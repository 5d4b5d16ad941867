/**
 * POST /api/shop/payment after the public-form pipeline (SPEC §4 Payment, §7 create payment): the
 * hosted payment page for a stored pending order, built from the order (its lines, the tax line,
 * the total: never anything the browser sends), with the order id as client_reference_id, an
 * idempotency key per order (a double click gets the same page) and the order's expiry. Answers
 * the page's address. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { PaymentProviderError } from '@/integrations/stripe'
import { env } from '@/lib/env'
import type { FormFailure } from '@/lib/forms/result'
import { logger } from '@/lib/logger'

import { ORDER_PAYABLE_MS } from '../logic/order-status'
import { type PaymentCreated, SHOP_MESSAGES, SHOP_PATHS } from '../schemas'
import type { Payments } from './payments'

/** Stripe wants an expiry at least 30 minutes ahead. */
const MIN_SESSION_MS = 31 * 60_000
const FIVE_MINUTES = 5 * 60_000

/** The address of the order's open payment page, or null (none, closed, or unknown to the provider). */
async function reusableSession(payments: Payments, sessionId: string): Promise<string | null> {
  try {
    const session = await payments.provider.retrieveCheckoutSession(sessionId)
    return session?.status === 'open' && session.url && (session.expiresAt?.getTime() ?? 0) > Date.now()
      ? session.url
      : null
  } catch (error) {
    logger.warn({ event: 'payment_session_unreadable', err: error }, 'Could not read the earlier payment page')
    return null
  }
}

function absolute(url: string | null | undefined): string | undefined {
  if (!url) return undefined
  return /^https?:\/\//.test(url) ? url : `${env.siteUrl}${url}`
}

export async function createPayment(
  orderId: string,
  { payload, payments, now = Date.now }: { payload: Payload; payments: Payments; now?: () => number },
): Promise<PaymentCreated | FormFailure> {
  const order = await payload.findByID({
    collection: 'orders',
    id: orderId,
    depth: 0,
    disableErrors: true,
    overrideAccess: true,
  })
  if (!order) return { ok: false, error: SHOP_MESSAGES.missingOrder }
  const orderExpiry = order.expiresAt ? Date.parse(order.expiresAt) : now() + ORDER_PAYABLE_MS
  if (order.status !== 'pending' || orderExpiry <= now()) return { ok: false, error: SHOP_MESSAGES.orderNotPayable }

  // The page already made for this order, while it is open (a reload of /payment, a second click).
  const existing = order.payment?.sessionId ? await reusableSession(payments, order.payment.sessionId) : null
  if (existing) return { ok: true, url: existing }

  // Stripe keeps a page open 30 minutes at least: an order nearer its end is given until then,
  // rounded to 5 minutes so two clicks at once ask with the same expiry (and idempotency key).
  const expiresAt =
    orderExpiry - now() >= MIN_SESSION_MS
      ? orderExpiry
      : Math.ceil((now() + MIN_SESSION_MS) / FIVE_MINUTES) * FIVE_MINUTES

  try {
    const session = await payments.provider.createCheckoutSession({
      orderId: order.id,
      orderNumber: order.orderNumber,
      email: order.email,
      lines: order.items.map((item) => ({
        name: item.size ? `${item.productName} (${item.size})` : item.productName,
        unitAmount: item.unitPrice,
        quantity: item.quantity,
        imageUrl: absolute(item.imageUrl),
      })),
      taxAmount: order.tax,
      currency: 'usd',
      successUrl: `${env.siteUrl}${SHOP_PATHS.confirmation}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${env.siteUrl}${SHOP_PATHS.payment}`,
      // Stripe's page lives at least 30 minutes; the order is kept payable as long.
      expiresAt: new Date(expiresAt),
      idempotencyKey: `order-${order.id}-checkout-${Math.floor(expiresAt / 1000)}`,
    })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        payment: { provider: payments.provider.kind, sessionId: session.id },
        expiresAt: new Date(expiresAt).toISOString(),
      },
      overrideAccess: true,
    })
    logger.info(
      { event: 'payment_created', orderId: order.id, provider: payments.provider.kind },
      'Payment page created',
    )
    return { ok: true, url: session.url }
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error
    logger.error({ event: 'payment_create_failed', orderId: order.id, err: error }, 'Payment page not created')
    return { ok: false, error: SHOP_MESSAGES.paymentFailed }
  }
}
