/**
 * What both providers check before creating a session, so the simulator refuses what Stripe
 * would refuse (and Stripe is not called for what it would refuse): whole cents, a total of at
 * least Stripe's US minimum charge, an expiry 30 minutes to 24 hours ahead, a success URL that
 * carries the session id. Pure functions.
 */
import { PaymentProviderError } from './errors'
import type { CreateCheckoutInput } from './types'

/** The name of the extra line item that carries our own tax. */
export const TAX_LINE_NAME = 'Sales tax (8%)'

/** The literal Stripe replaces with the session id in the success URL. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}'

/** Stripe's minimum charge in US dollars, in cents. */
export const MINIMUM_CHARGE_CENTS = 50

/** expires_at must be at least this far ahead… */
export const MIN_SESSION_LIFETIME_MS = 30 * 60_000
/** …and at most this far. */
export const MAX_SESSION_LIFETIME_MS = 24 * 60 * 60_000

/** Stripe's limit on an idempotency key. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255

function isCents(value: number, minimum: number): boolean {
  return Number.isSafeInteger(value) && value >= minimum
}

function isBlank(value: string | undefined): boolean {
  return !value || !value.trim()
}

/** The amount the buyer pays, tax included, in cents. */
export function checkoutTotal(input: Pick<CreateCheckoutInput, 'lines' | 'taxAmount'>): number {
  return input.lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0) + input.taxAmount
}

/** What is wrong with the input (one sentence, no personal data), or null when it can be sent. */
export function checkoutInputProblem(input: CreateCheckoutInput, now: Date): string | null {
  if (isBlank(input.orderId) || isBlank(input.orderNumber)) return 'the order id and number are required'
  if (isBlank(input.email)) return 'the email address is required'
  if (isBlank(input.idempotencyKey) || input.idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return `the idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters`
  }
  if (input.lines.length === 0) return 'at least one line is required'
  for (const [index, line] of input.lines.entries()) {
    if (isBlank(line.name)) return `line ${index + 1} has no name`
    if (!isCents(line.unitAmount, 0)) return `line ${index + 1}: the unit amount must be whole cents`
    if (!isCents(line.quantity, 1)) return `line ${index + 1}: the quantity must be a positive integer`
  }
  if (!isCents(input.taxAmount, 0)) return 'the tax amount must be whole cents'
  if (checkoutTotal(input) < MINIMUM_CHARGE_CENTS) return `the total must be at least ${MINIMUM_CHARGE_CENTS} cents`
  if (!input.successUrl.includes(SESSION_ID_PLACEHOLDER))
    return `the success URL must contain ${SESSION_ID_PLACEHOLDER}`
  if (isBlank(input.cancelUrl)) return 'the cancel URL is required'
  const lifetime = input.expiresAt.getTime() - now.getTime()
  if (!Number.isFinite(lifetime) || lifetime < MIN_SESSION_LIFETIME_MS || lifetime > MAX_SESSION_LIFETIME_MS) {
    return 'the expiry must be 30 minutes to 24 hours ahead'
  }
  return null
}

/** Throws PaymentProviderError (code 'invalid_input') when the input cannot be sent. */
export function assertCheckoutInput(input: CreateCheckoutInput, now: Date): void {
  const problem = checkoutInputProblem(input, now)
  if (problem) throw new PaymentProviderError(`Invalid checkout: ${problem}`, { code: 'invalid_input' })
}

/** The success URL with the session id in place of {CHECKOUT_SESSION_ID}. */
export function successUrlFor(successUrl: string, sessionId: string): string {
  return successUrl.replaceAll(SESSION_ID_PLACEHOLDER, sessionId)
}
