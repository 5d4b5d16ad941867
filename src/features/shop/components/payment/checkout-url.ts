/**
 * Where the pay button may send the browser (SPEC §4: to the provider's checkout page): a path on
 * this site (the checkout simulator) or Stripe's hosted checkout over https, nothing else, so a
 * tampered or mistaken answer cannot send a buyer to another site. And what a payment answer
 * means for the page. Pure and browser-safe.
 */
import type { PostFormResult } from '@/lib/forms/post-form'

import { type PaymentCreated, SHOP_MESSAGES } from '../../schemas'

export const STRIPE_CHECKOUT_HOST = 'checkout.stripe.com'

/**
 * True for a same-origin path ("/checkout-simulator/…", not "//host" nor "/\host", which browsers
 * read as another host) or an https address on checkout.stripe.com (no other port, no credentials).
 */
export function isAllowedCheckoutUrl(url: string, origin: string): boolean {
  try {
    if (url.startsWith('/')) {
      if (url.startsWith('//')) return false
      return new URL(url, origin).origin === new URL(origin).origin
    }
    const target = new URL(url)
    return (
      target.protocol === 'https:' &&
      target.hostname === STRIPE_CHECKOUT_HOST &&
      target.port === '' &&
      target.username === '' &&
      target.password === ''
    )
  } catch {
    return false
  }
}

export type PaymentOutcome = { ok: true; url: string } | { ok: false; reason: string }

const answeredOk = (cause: unknown) =>
  typeof cause === 'object' && cause !== null && (cause as { ok?: unknown }).ok === true

/**
 * Where to go after the payment request, or why not: the server's refusal, "No checkout URL
 * received" (SPEC §8) when it answered ok without an address, or an address that is not allowed.
 * The reason is for the console; the visitor gets SPEC §8's "Payment failed" toast either way.
 */
export function paymentOutcome(result: PostFormResult<PaymentCreated>, origin: string): PaymentOutcome {
  if (!result.ok) {
    return { ok: false, reason: answeredOk(result.cause) ? SHOP_MESSAGES.noCheckoutUrl : result.error }
  }
  if (!isAllowedCheckoutUrl(result.url, origin))
    return { ok: false, reason: 'Checkout URL refused: not ours nor Stripe' }
  return { ok: true, url: result.url }
}
