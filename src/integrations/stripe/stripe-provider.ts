/**
 * Stripe's hosted Checkout through the official SDK (the SDK's pinned API version):
 * POST /v1/checkout/sessions (mode 'payment', inline price_data, our tax as one more line),
 * GET /v1/checkout/sessions/:id, and signed webhooks checked by ./webhook.ts.
 * https://docs.stripe.com/api/checkout/sessions/create
 *
 * The secret key goes only to the SDK: it is never logged nor put in an error message.
 */
import 'server-only'

import Stripe from 'stripe'

import { assertCheckoutInput, TAX_LINE_NAME } from './checkout-input'
import { PaymentProviderError } from './errors'
import { toCheckoutSession } from './session-mapping'
import type { CheckoutLine, CreateCheckoutInput, PaymentProvider } from './types'
import { verifyEvent } from './webhook'

/** Where the SDK sends its requests (tests: a local fake API); api.stripe.com otherwise. */
export type StripeApiAddress = { host: string; port: number; protocol: 'http' | 'https' }

export type StripeProviderConfig = {
  secretKey: string
  /** The webhook endpoint's signing secret (whsec_…). */
  webhookSecret: string
  api?: StripeApiAddress
  /** Tests only: the clock the input check uses. */
  now?: () => Date
}

export const STRIPE_TIMEOUT_MS = 20_000
export const STRIPE_MAX_NETWORK_RETRIES = 1

export function createStripeClient(secretKey: string, api?: StripeApiAddress): Stripe {
  return new Stripe(secretKey, {
    ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
  })
}

/** Only absolute http(s) URLs: Stripe refuses anything else in product_data.images. */
function imagesOf(line: CheckoutLine): string[] | undefined {
  return line.imageUrl && /^https?:\/\//i.test(line.imageUrl) ? [line.imageUrl] : undefined
}

function lineItem(
  currency: string,
  line: Pick<CheckoutLine, 'name' | 'description' | 'unitAmount' | 'quantity'> & { images?: string[] },
): Stripe.Checkout.SessionCreateParams.LineItem {
  return {
    quantity: line.quantity,
    price_data: {
      currency,
      unit_amount: line.unitAmount,
      product_data: {
        name: line.name,
        ...(line.description ? { description: line.description } : {}),
        ...(line.images ? { images: line.images } : {}),
      },
    },
  }
}

/** The create parameters for one order (the tax line only when there is tax). */
export function checkoutSessionParams(input: CreateCheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata = { order_id: input.orderId, order_number: input.orderNumber }
  const lines = input.lines.map((line) => lineItem(input.currency, { ...line, images: imagesOf(line) }))
  if (input.taxAmount > 0) {
    lines.push(lineItem(input.currency, { name: TAX_LINE_NAME, unitAmount: input.taxAmount, quantity: 1 }))
  }
  return {
    mode: 'payment',
    line_items: lines,
    client_reference_id: input.orderId,
    customer_email: input.email,
    metadata,
    payment_intent_data: { metadata },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    expires_at: Math.floor(input.expiresAt.getTime() / 1000),
  }
}

/** A Stripe SDK error in our terms: its status, code and message (Stripe's messages hold no key). */
function providerError(action: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeError) {
    return new PaymentProviderError(`Stripe could not ${action}: ${error.message}`, {
      status: error.statusCode,
      code: error.code ?? error.type,
      cause: error,
    })
  }
  return new PaymentProviderError(`Stripe could not ${action}`, { cause: error })
}

function isNotFound(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeError && error.statusCode === 404
}

export function createStripeProvider(config: StripeProviderConfig): PaymentProvider {
  const stripe = createStripeClient(config.secretKey, config.api)
  const now = config.now ?? (() => new Date())

  return {
    kind: 'stripe',

    async createCheckoutSession(input) {
      assertCheckoutInput(input, now())
      let session: Stripe.Checkout.Session
      try {
        session = await stripe.checkout.sessions.create(checkoutSessionParams(input), {
          idempotencyKey: input.idempotencyKey,
        })
      } catch (error) {
        throw providerError('create the checkout session', error)
      }
      if (!session.url) {
        throw new PaymentProviderError(`Stripe created checkout session ${session.id} without a URL`, {
          code: 'no_url',
        })
      }
      return { id: session.id, url: session.url }
    },

    async retrieveCheckoutSession(id) {
      if (!id) return null
      try {
        return toCheckoutSession(await stripe.checkout.sessions.retrieve(id))
      } catch (error) {
        if (isNotFound(error)) return null
        throw providerError('read the checkout session', error)
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifyEvent(rawBody, signatureHeader, config.webhookSecret)
    },
  }
}
