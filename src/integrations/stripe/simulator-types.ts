/**
 * The checkout simulator's own types: the session and events it keeps in the app's store, the
 * store and webhook delivery the app supplies, and what its page actions answer.
 */
import type { CardFieldErrors, CardInput } from './simulator-card'
import type { CheckoutLine, CheckoutSessionStatus, HandledEventType, PaymentProvider, PaymentStatus } from './types'

/** A simulated Checkout Session, as stored (plain JSON: dates as ISO strings). */
export type SimulatedSession = {
  /** 'cs_sim_' + 24 random [A-Za-z0-9]. */
  id: string
  orderId: string
  orderNumber: string
  email: string
  lines: CheckoutLine[]
  /** Cents. */
  taxAmount: number
  /** Cents: the lines plus the tax. */
  amountTotal: number
  currency: 'usd'
  /** As stored: an open session past expiresAt still says 'open' here until expire() runs. */
  status: CheckoutSessionStatus
  paymentStatus: PaymentStatus
  /** 'pi_sim_…' once paid (or attempted, for the async card). */
  paymentIntentId: string | null
  successUrl: string
  cancelUrl: string
  /** ISO. */
  expiresAt: string
  /** ISO. */
  createdAt: string
  idempotencyKey: string
}

/** An event the simulator sends, as kept until the app's endpoint has taken it. */
export type SimulatorEvent = {
  /** 'evt_sim_' + 24 random [A-Za-z0-9]. */
  id: string
  type: HandledEventType
  sessionId: string
  /** The event's JSON, as sent: signed anew at each attempt (as Stripe does). */
  body: string
}

/**
 * Where the simulator keeps its sessions and the events they send (the app: a database
 * collection, and its job queue that delivers the events with retries and back-off).
 */
export interface SimulatorStore {
  findByIdempotencyKey(key: string): Promise<SimulatedSession | null>
  get(id: string): Promise<SimulatedSession | null>
  save(session: SimulatedSession): Promise<void>
  /**
   * Changes a session and keeps the events this change sends, in one transaction: a payment is
   * never stored without its event, nor an event kept for a change that was not stored.
   */
  update(id: string, patch: Partial<SimulatedSession>, events?: SimulatorEvent[]): Promise<void>
}

/**
 * Hands one signed event to the app's webhook endpoint (the raw body and its Stripe-Signature
 * header) and answers the HTTP status the endpoint gave. May throw: that counts as a failure.
 */
export type DeliverWebhook = (rawBody: string, signatureHeader: string) => Promise<{ status: number }>

export type SimulatorConfig = {
  /** Signs the events; the app's webhook endpoint verifies them with the same secret. */
  webhookSecret: string
  store: SimulatorStore
  deliver: DeliverWebhook
  /**
   * Called after an action kept events (once the session's lock is released): the app makes a
   * first delivery attempt at once. A failure there is the app's to retry (its queue); the action
   * still answers as the payment went.
   */
  onEventsKept?: () => Promise<void>
  /** The clock (tests move it); the system clock otherwise. */
  now?: () => Date
}

/** What the simulated checkout page shows. */
export type SimulatorPage = {
  id: string
  orderNumber: string
  email: string
  lines: CheckoutLine[]
  taxAmount: number
  amountTotal: number
  currency: 'usd'
  /** As it reads now: an open session past its expiry reads 'expired'. */
  status: CheckoutSessionStatus
  paymentStatus: PaymentStatus
  expired: boolean
  expiresAt: Date
  cancelUrl: string
}

export type PayResult =
  | { ok: true; redirectUrl: string }
  | { ok: false; fieldErrors: CardFieldErrors }
  | { ok: false; declined: true; message: string }
  | { ok: false; closed: true }
  | { ok: false; notFound: true }

export type ExpireResult = { ok: true } | { ok: false; reason: 'not-found' | 'not-open' }

/** The simulated hosted page's actions. */
export interface CheckoutSimulator {
  /** What the page shows, or null for an unknown id. */
  describe(id: string): Promise<SimulatorPage | null>
  /** Submits the card form (see SIMULATOR_CARDS); sends the signed events a real payment would. */
  pay(id: string, card: CardInput): Promise<PayResult>
  /** The buyer's "back" link; the session stays open until it expires (as on Stripe). Null if unknown. */
  cancel(id: string): Promise<{ redirectUrl: string } | null>
  /** Expires an open session and sends checkout.session.expired (the clean-up job). */
  expire(id: string): Promise<ExpireResult>
  /**
   * One attempt at delivering a kept event (SimulatorEvent.body), signed now: the status the
   * app's endpoint answered. Throws when `deliver` throws. Retrying is the caller's (the app's queue).
   */
  deliver(body: string): Promise<{ status: number }>
}

export type SimulatorProvider = {
  provider: PaymentProvider & { kind: 'simulator' }
  simulator: CheckoutSimulator
}
