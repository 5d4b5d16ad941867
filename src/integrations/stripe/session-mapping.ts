/**
 * Stripe's Checkout Session (from the API or inside a webhook event) → our CheckoutSession.
 * Reads only the fields the checkout simulator also writes (StripeSessionFields), so one mapping
 * serves both providers.
 */
import 'server-only'

import type Stripe from 'stripe'

import type { CheckoutSession, CheckoutSessionStatus, PaymentStatus } from './types'

/** The part of Stripe.Checkout.Session we read; the simulator's events carry at least this. */
export type StripeSessionFields = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'client_reference_id'
  | 'amount_total'
  | 'currency'
  | 'customer_email'
  | 'expires_at'
  | 'metadata'
  | 'payment_status'
  | 'status'
  | 'url'
> & {
  object: 'checkout.session'
  customer_details: { email: string | null } | null
  /** An id, or the expanded object. */
  payment_intent: string | { id: string } | null
}

const STATUSES: readonly string[] = ['open', 'complete', 'expired'] satisfies CheckoutSessionStatus[]
const PAYMENT_STATUSES: readonly string[] = ['paid', 'unpaid', 'no_payment_required'] satisfies PaymentStatus[]

/**
 * A status this code does not know (Stripe may add some) reads as 'open': not final, so nothing
 * is fulfilled or cancelled on it.
 */
function sessionStatus(status: string | null): CheckoutSessionStatus {
  return status && STATUSES.includes(status) ? (status as CheckoutSessionStatus) : 'open'
}

/** An unknown payment status reads as 'unpaid': only 'paid' lets an order be fulfilled. */
function paymentStatus(status: string | null): PaymentStatus {
  return status && PAYMENT_STATUSES.includes(status) ? (status as PaymentStatus) : 'unpaid'
}

function paymentIntentId(value: StripeSessionFields['payment_intent']): string | null {
  if (!value) return null
  return typeof value === 'string' ? value : value.id
}

export function toCheckoutSession(session: StripeSessionFields): CheckoutSession {
  return {
    id: session.id,
    url: session.url ?? null,
    status: sessionStatus(session.status),
    paymentStatus: paymentStatus(session.payment_status),
    clientReferenceId: session.client_reference_id ?? session.metadata?.order_id ?? null,
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    paymentIntentId: paymentIntentId(session.payment_intent),
    customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
    expiresAt: typeof session.expires_at === 'number' ? new Date(session.expires_at * 1000) : null,
  }
}

/** Whether a webhook's data.object looks like a Checkout Session we can read. */
export function isStripeSession(value: unknown): value is StripeSessionFields {
  if (!value || typeof value !== 'object') return false
  const object = value as { object?: unknown; id?: unknown }
  return object.object === 'checkout.session' && typeof object.id === 'string' && object.id.length > 0
}
