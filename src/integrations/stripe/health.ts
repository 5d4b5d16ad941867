/** A cheap authenticated Stripe call for the status page: GET /v1/balance with the secret key. */
import 'server-only'

import { createStripeClient, type StripeApiAddress } from './stripe-provider'

/**
 * Resolves with "test mode" or "live mode" when Stripe accepts `secretKey` within `timeoutMs`;
 * rejects with Stripe's message (never the key) otherwise. No retries: the page is waiting.
 */
export async function checkStripeKey(input: {
  secretKey: string
  api?: StripeApiAddress
  timeoutMs: number
}): Promise<string> {
  const stripe = createStripeClient(input.secretKey, input.api)
  const balance = await stripe.balance.retrieve(undefined, { timeout: input.timeoutMs, maxNetworkRetries: 0 })
  return balance.livemode ? 'live mode' : 'test mode'
}
