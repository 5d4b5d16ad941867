/**
 * The simulator's side of the webhook: its sessions written as Stripe's checkout.session JSON,
 * wrapped in events shaped exactly like Stripe's, kept as JSON, and signed with the SDK's own
 * `generateTestHeaderString` at each attempt to hand them to the app's endpoint.
 */
import 'server-only'

import { randomInt } from 'node:crypto'

import Stripe from 'stripe'

import type { StripeSessionFields } from './session-mapping'
import type { DeliverWebhook, SimulatedSession, SimulatorEvent } from './simulator-types'
import type { CheckoutSessionStatus, HandledEventType } from './types'
import { signPayload } from './webhook'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const ID_LENGTH = 24

/** The path of a session's simulated hosted page (relative: same origin as the shop). */
export const SIMULATOR_PAGE_PATH = '/checkout-simulator'

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

/** The event as kept and sent (JSON, as Stripe sends it). */
export function keptEvent(event: SimulatedEvent): SimulatorEvent {
  return { id: event.id, type: event.type, sessionId: event.data.object.id, body: JSON.stringify(event, null, 2) }
}

/** One attempt: `body` signed now with `secret` (as Stripe signs each attempt anew), handed to `deliver`. */
export function deliverSigned(
  body: string,
  options: { secret: string; deliver: DeliverWebhook; now: () => Date },
): Promise<{ status: number }> {
  return options.deliver(body, signPayload(body, options.secret, unixSeconds(options.now())))
}
