/**
 * The shop's rate limits (issue 14; per client address): creating an order, opening its payment
 * page, the checkout simulator's Pay button.
 */
import type { NamedRateLimit } from '@/lib/forms/rate-limit'

export const ORDER_LIMIT = { name: 'order', limit: 10, windowMs: 10 * 60_000 } as const satisfies NamedRateLimit
export const PAYMENT_LIMIT = { name: 'payment', limit: 10, windowMs: 10 * 60_000 } as const satisfies NamedRateLimit
export const SIMULATOR_PAY_LIMIT = {
  name: 'simulatorPay',
  limit: 20,
  windowMs: 10 * 60_000,
} as const satisfies NamedRateLimit
