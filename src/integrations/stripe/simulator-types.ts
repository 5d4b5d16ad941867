/**
 * The checkout simulator's own types: the session it keeps in the app's store, the store and
 * webhook delivery the app supplies, and what its page actions answer.
 */
import type { CardFieldErrors, CardInput } from './simulator-card'
import type { CheckoutLine, CheckoutSessionStatus, PaymentProvider, PaymentStatus } from './types'

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

/** Where the simulator keeps its sessions (the app: a database collection). */
export interface SimulatorStore {
  findByIdempotencyKey(key: string): Promise<SimulatedSession | null>
  get(id: string): Promise<SimulatedSession | null>
  save(session: SimulatedSession): Promise<void>
  update(id: string, patch: Partial<SimulatedSession>): Promise<void>
}

/**
 * Hands one signed event to the app's webhook endpoint (the raw body and its Stripe-Signature
 * header) and answers the HTTP status the endpoint gave. May throw: that counts as a failure.
 */
export type DeliverWebhook = (rawBody: string, signatureHeader: string) => Promise<{ status: number }>

/** The part of a pino logger the simulator needs. */
export type SimulatorLog = {
  warn(fields: Record<string, unknown>, message: string): void
}

export type SimulatorConfig = {
  /** Signs the events; the app's webhook endpoint verifies them with the same secret. */
  webhookSecret: string
  store: SimulatorStore
  deliver: DeliverWebhook
  /** The clock (tests move it); the system clock otherwise. */
  now?: () => Date
  /** Failed deliveries are logged here; the app's logger otherwise. */
  log?: SimulatorLog
  /** Waits between delivery attempts (ms): one retry per entry. Default [250, 500, 1000]. */
  retryDelaysMs?: readonly number[]
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
}

export type SimulatorProvider = {
  provider: PaymentProvider & { kind: 'simulator' }
  simulator: CheckoutSimulator
}
