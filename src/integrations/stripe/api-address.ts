import type { StripeApiAddress } from './stripe-provider'

/** STRIPE_API_BASE (tests: a local fake API, http://127.0.0.1:PORT) as the SDK's host, port and protocol. */
export function stripeApiAddress(base: string | undefined): StripeApiAddress | undefined {
  if (!base) return undefined
  const url = new URL(base)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}
