/**
 * Card payments in our own terms: a hosted checkout page for one order, the session it leaves
 * behind and the signed events that say how it ended. Two implementations share these types:
 * Stripe's hosted Checkout (./stripe-provider.ts) and the built-in checkout simulator
 * (./simulator.ts). Pure types, no vendor shapes.
 */

/** One priced line of the order, as the checkout page shows it. */
export type CheckoutLine = {
  name: string
  description?: string
  /** Cents, per unit. */
  unitAmount: number
  quantity: number
  /** Absolute http(s) URL; anything else is not sent to Stripe. */
  imageUrl?: string
}

export type CreateCheckoutInput = {
  /** Sent as client_reference_id and metadata.order_id. */
  orderId: string
  /** Sent as metadata.order_number; shown on the page. */
  orderNumber: string
  /** Sent as customer_email. */
  email: string
  lines: CheckoutLine[]
  /** Cents: one extra line item named TAX_LINE_NAME (we compute the tax; no Stripe Tax). */
  taxAmount: number
  currency: 'usd'
  /** Must contain the literal {CHECKOUT_SESSION_ID}, replaced by the session's id. */
  successUrl: string
  cancelUrl: string
  /** Sent as expires_at (unix seconds): 30 minutes to 24 hours ahead, as Stripe requires. */
  expiresAt: Date
  /** Same key, same session (Stripe keeps keys for 24 hours). */
  idempotencyKey: string
}

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired'

export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required'

/** A checkout session as either provider reports it. */
export type CheckoutSession = {
  id: string
  /** The page to send the buyer to; null once the session is complete or expired. */
  url: string | null
  status: CheckoutSessionStatus
  paymentStatus: PaymentStatus
  /** Our order id. */
  clientReferenceId: string | null
  /** Cents. */
  amountTotal: number | null
  currency: string | null
  paymentIntentId: string | null
  customerEmail: string | null
  expiresAt: Date | null
}

/** The events the shop acts on; any other (signed) event is answered 'unhandled'. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const

export type HandledEventType = (typeof HANDLED_EVENTS)[number]

/** A verified event about one checkout session: the session as it was when the event was sent. */
export type PaymentEvent = {
  id: string
  type: HandledEventType
  created: Date
  session: CheckoutSession
}

export type VerifiedWebhook =
  | { ok: true; event: PaymentEvent }
  | { ok: false; reason: 'signature' }
  | { ok: false; reason: 'unhandled'; type: string }

export interface PaymentProvider {
  kind: 'stripe' | 'simulator'
  /** Throws PaymentProviderError when the session cannot be created or comes without a URL. */
  createCheckoutSession(input: CreateCheckoutInput): Promise<{ id: string; url: string }>
  /** Null when the provider does not know the id; throws PaymentProviderError on other failures. */
  retrieveCheckoutSession(id: string): Promise<CheckoutSession | null>
  /** Checks the signature (5 minutes' tolerance) and reads the event. Never throws. */
  verifyWebhook(rawBody: string, signatureHeader: string | null): VerifiedWebhook
}
