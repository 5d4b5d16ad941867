import { describe, expect, it } from 'vitest'

import type { PostFormFailure } from '@/lib/forms/post-form'

import { SHOP_MESSAGES } from '../../schemas'
import { isAllowedCheckoutUrl, paymentOutcome } from './checkout-url'

const origin = 'https://vanlife.example'

describe('isAllowedCheckoutUrl', () => {
  it('allows a path on this site and Stripe checkout over https', () => {
    for (const url of [
      '/checkout-simulator/cs_test_123',
      '/order-confirmation?session_id=cs_test_123',
      'https://checkout.stripe.com/c/pay/cs_test_a1b2#fidkdWxOYHwnPyd1blpxYHZxWjA0',
    ]) {
      expect(isAllowedCheckoutUrl(url, origin), url).toBe(true)
    }
  })

  it('refuses anything else', () => {
    for (const url of [
      '',
      '//evil.example/pay',
      '/\\evil.example/pay',
      '/\t/evil.example/pay',
      'http://checkout.stripe.com/c/pay/cs_test',
      'https://checkout.stripe.com.evil.example/c/pay',
      'https://evil.example/checkout.stripe.com',
      'https://user:pass@checkout.stripe.com/c/pay',
      'https://checkout.stripe.com:8443/c/pay',
      'https://stripe.com/c/pay',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'checkout.stripe.com/c/pay',
      'https://vanlife.example/payment',
    ]) {
      expect(isAllowedCheckoutUrl(url, origin), url).toBe(false)
    }
  })
})

const failure = (overrides: Partial<PostFormFailure> = {}): PostFormFailure => ({
  ok: false,
  error: SHOP_MESSAGES.paymentFailed,
  status: 500,
  cause: null,
  ...overrides,
})

describe('paymentOutcome', () => {
  it('goes to an allowed checkout address', () => {
    const url = 'https://checkout.stripe.com/c/pay/cs_test_1'
    expect(paymentOutcome({ ok: true, url, status: 200 }, origin)).toEqual({ ok: true, url })
  })

  it('refuses an address that is not allowed', () => {
    expect(paymentOutcome({ ok: true, url: 'https://evil.example', status: 200 }, origin).ok).toBe(false)
  })

  it('reports "No checkout URL received" for an ok answer without an address', () => {
    for (const cause of [{ ok: true }, { ok: true, url: '' }, { ok: true, url: null }]) {
      expect(paymentOutcome(failure({ status: 200, cause }), origin)).toEqual({
        ok: false,
        reason: SHOP_MESSAGES.noCheckoutUrl,
      })
    }
  })

  it("keeps the server's reason for a refusal", () => {
    const cause = { ok: false, error: SHOP_MESSAGES.orderNotPayable }
    expect(paymentOutcome(failure({ status: 409, error: SHOP_MESSAGES.orderNotPayable, cause }), origin)).toEqual({
      ok: false,
      reason: SHOP_MESSAGES.orderNotPayable,
    })
  })
})
