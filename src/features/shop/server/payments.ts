/**
 * The shop's payment provider (ARCHITECTURE "Integrations"): Stripe's hosted Checkout when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set, else the built-in checkout simulator, whose
 * signed events go through the same webhook handler as Stripe's (./webhook.ts), kept and delivered
 * through the job queue (./simulator-delivery.ts). One per process.
 * Server-only.
 */
import 'server-only'

import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import {
  type CheckoutSimulator,
  createPaymentProvider,
  type PaymentProvider,
  stripeApiAddress,
} from '@/integrations/stripe'
import { env } from '@/lib/env'

import { SHOP_ENDPOINTS } from '../schemas'
import { deliverKeptEventsNow } from './simulator-delivery'
import { payloadSimulatorStore } from './simulator-store'
import { handlePaymentWebhook } from './webhook'

export type Payments = { provider: PaymentProvider; simulator: CheckoutSimulator | null }

let payments: Payments | undefined

/** The simulator's signing secret: derived from the server secret, never configured, never sent. */
export function simulatorWebhookSecret(): string {
  return `whsec_${createHmac('sha256', env.payloadSecret).update('checkout-simulator-webhook').digest('base64url')}`
}

/** Hands a simulator event to the webhook handler, as Stripe's would arrive. */
async function deliverToWebhook(
  deps: { payload: Payload; payments: Payments },
  rawBody: string,
  signatureHeader: string,
): Promise<{ status: number }> {
  const response = await handlePaymentWebhook(
    new Request(`${env.siteUrl}${SHOP_ENDPOINTS.webhook}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
      body: rawBody,
    }),
    deps,
  )
  return { status: response.status }
}

export function getPayments(payload: Payload): Payments {
  payments ??= createPaymentProvider({
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            api: stripeApiAddress(env.STRIPE_API_BASE),
          }
        : undefined,
    simulator: {
      webhookSecret: simulatorWebhookSecret(),
      store: payloadSimulatorStore(payload),
      deliver: (rawBody, signatureHeader) =>
        deliverToWebhook({ payload, payments: getPayments(payload) }, rawBody, signatureHeader),
      onEventsKept: () => deliverKeptEventsNow(payload),
    },
  })
  return payments
}

/** Tests: forget the provider, so the next call reads the environment again. */
export function resetPayments(): void {
  payments = undefined
}
