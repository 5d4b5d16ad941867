/**
 * The simulator's side of the webhook: its sessions written as Stripe's checkout.session JSON,
 * wrapped in events shaped exactly like Stripe's, signed with the SDK's own
 * `generateTestHeaderString` and handed to the app's endpoint, with a few retries.
 */
import 'server-only'

import { randomInt } from 'node:crypto'

import Stripe from 'stripe'

import type { StripeSessionFields } from './session-mapping'
import type { DeliverWebhook, SimulatedSession, SimulatorLog } from './simulator-types'
import type { CheckoutSessionStatus, HandledEventType } from './types'
import { signPayload } from './webhook'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 24

/** The path of a session's simulated hosted page (relative: same origin as the shop). */
export const SIMULATOR_PAGE_PATH = '/checkout-simulator'

export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [250, 500, 1000]

/** `prefix` + 24 random [A-Za-z0-9] (cs_sim_…, pi_sim_…, evt_sim_…). */
export function simulatorId(prefix: 'cs_sim_' | 'pi_sim_' | 'evt_sim_'): string {
  let id = prefix
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return id
}

export function isSimulatorSessionId(id: string): boolean {
  return /^cs_sim_[A-Za-z0-9]{24}$/.test(id)
}

export function simulatorPageUrl(id: string): string {
  return `${SIMULATOR_PAGE_PATH}/${id}`
}

/** The status as it reads at `at`: an open session past its expiry reads 'expired' (as on Stripe). */
export function statusAt(session: SimulatedSession, at: Date): CheckoutSessionStatus {
  if (session.status === 'open' && at.getTime() >= Date.parse(session.expiresAt)) return 'expired'
  return session.status
}

function unixSeconds(date: Date | string): number {
  return Math.floor(new Date(date).getTime() / 1000)
}

/** The checkout.session object Stripe would return for this session at `at`. */
export type SimulatedStripeSession = StripeSessionFields & {
  amount_subtotal: number
  cancel_url: string
  created: number
  livemode: false
  mode: 'payment'
  success_url: string
}

export function toStripeSessionJson(session: SimulatedSession, at: Date): SimulatedStripeSession {
  const status = statusAt(session, at)
  return {
    id: session.id,
    object: 'checkout.session',
    amount_subtotal: session.amountTotal - session.taxAmount,
    amount_total: session.amountTotal,
    cancel_url: session.cancelUrl,
    client_reference_id: session.orderId,
    created: unixSeconds(session.createdAt),
    currency: session.currency,
    customer_details: session.status === 'complete' ? { email: session.email } : null,
    customer_email: session.email,
    expires_at: unixSeconds(session.expiresAt),
    livemode: false,
    metadata: { order_id: session.orderId, order_number: session.orderNumber },
    mode: 'payment',
    payment_intent: session.paymentIntentId,
    payment_status: session.paymentStatus,
    status,
    success_url: session.successUrl,
    url: status === 'open' ? simulatorPageUrl(session.id) : null,
  }
}

/** A Stripe event (API version of the installed SDK) about one session. */
export type SimulatedEvent = {
  id: string
  object: 'event'
  api_version: string
  created: number
  data: { object: SimulatedStripeSession }
  livemode: false
  pending_webhooks: number
  request: { id: null; idempotency_key: null }
  type: HandledEventType
}

export function buildEvent(type: HandledEventType, session: SimulatedSession, at: Date): SimulatedEvent {
  return {
    id: simulatorId('evt_sim_'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: unixSeconds(at),
    data: { object: toStripeSessionJson(session, at) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
}

export type DeliveryOptions = {
  secret: string
  deliver: DeliverWebhook
  now: () => Date
  /** Resolved only when a delivery finally fails. */
  log: () => Promise<SimulatorLog>
  retryDelaysMs: readonly number[]
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** One attempt: the status, or 0 when `deliver` threw. Signed anew each time (as Stripe does). */
async function attempt(event: SimulatedEvent, options: DeliveryOptions): Promise<number> {
  const body = JSON.stringify(event, null, 2)
  const header = signPayload(body, options.secret, unixSeconds(options.now()))
  try {
    return (await options.deliver(body, header)).status
  } catch {
    return 0
  }
}

/**
 * Delivers the event; a non-2xx answer (or a throw) is retried once per retry delay. True when
 * the endpoint took it; after the last failure a warning is logged and false answered.
 */
export async function deliverEvent(event: SimulatedEvent, options: DeliveryOptions): Promise<boolean> {
  let status = 0
  for (let tries = 0; tries <= options.retryDelaysMs.length; tries++) {
    if (tries > 0) await sleep(options.retryDelaysMs[tries - 1])
    status = await attempt(event, options)
    if (status >= 200 && status < 300) return true
  }
  const log = await options.log()
  log.warn(
    {
      eventId: event.id,
      eventType: event.type,
      sessionId: event.data.object.id,
      lastStatus: status,
      attempts: options.retryDelaysMs.length + 1,
    },
    'checkout simulator: the webhook endpoint did not take the event',
  )
  return false
}
