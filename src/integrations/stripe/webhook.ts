/**
 * The one webhook check both providers use: Stripe's own `constructEvent` (HMAC-SHA256 of
 * `timestamp.body` with the endpoint's secret, 300 s tolerance), then the event read in our
 * terms. The checkout simulator signs its events with the SDK's `generateTestHeaderString`, so
 * its webhooks go through exactly this code. Never throws.
 */
import 'server-only'

import Stripe from 'stripe'

import { isStripeSession, toCheckoutSession } from './session-mapping'
import { HANDLED_EVENTS, type HandledEventType, type VerifiedWebhook } from './types'

/** Stripe's default: a signature older than this (seconds) is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export type VerifyEventOptions = {
  /** When the request was received (ms since epoch); now otherwise. The simulator's clock. */
  receivedAt?: number
}

function isHandled(type: string): type is HandledEventType {
  return (HANDLED_EVENTS as readonly string[]).includes(type)
}

/** Stripe's check, as a boolean: the event when genuine, null for anything else (never throws). */
function constructEvent(rawBody: string, header: string | null, secret: string, receivedAt?: number): unknown {
  if (!rawBody || !header) return null
  try {
    return Stripe.webhooks.constructEvent(
      rawBody,
      header,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAt,
    ) as unknown
  } catch {
    // A bad or stale signature (StripeSignatureVerificationError), a blank secret, or a signed
    // body that is not JSON: all mean "not an event we can trust".
    return null
  }
}

/**
 * Verifies a webhook request's raw body against its Stripe-Signature header and reads it:
 * a handled checkout.session event, 'signature' when it cannot be trusted, or 'unhandled'
 * (with the type) for any other genuine event.
 */
export function verifyEvent(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
  options: VerifyEventOptions = {},
): VerifiedWebhook {
  const event = constructEvent(rawBody, signatureHeader, secret, options.receivedAt)
  if (!event || typeof event !== 'object') return { ok: false, reason: 'signature' }
  const { id, type, created, data } = event as { id?: unknown; type?: unknown; created?: unknown; data?: unknown }
  if (typeof id !== 'string' || typeof type !== 'string') return { ok: false, reason: 'signature' }
  const object = (data as { object?: unknown } | null | undefined)?.object
  // A handled type whose object is not a Checkout Session is nothing we can act on either.
  if (!isHandled(type) || !isStripeSession(object)) return { ok: false, reason: 'unhandled', type }
  return {
    ok: true,
    event: {
      id,
      type,
      created: new Date((typeof created === 'number' ? created : 0) * 1000),
      session: toCheckoutSession(object),
    },
  }
}

/** A Stripe-Signature header for `payload`, as Stripe computes it (also for tests). */
export function signPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds })
}
