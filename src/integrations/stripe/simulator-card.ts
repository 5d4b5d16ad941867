/**
 * The simulated card form: its checks (like a hosted card form's) and the test cards that pick
 * the outcome. Pure functions with no imports, so the simulator page may run the same checks in
 * the browser (import this file directly: the folder's index is server-only).
 */

/** Test card numbers (as Stripe's test mode uses them); any other valid number is paid. */
export const SIMULATOR_CARDS = {
  /** Paid at once. */
  success: '4242 4242 4242 4242',
  /** Declined: the session stays open and nothing is sent. */
  declined: '4000 0000 0000 0002',
  /** Completes unpaid (checkout.session.completed), then checkout.session.async_payment_failed. */
  asyncFailure: '4000 0000 0000 3220',
} as const

export type CardOutcome = 'paid' | 'declined' | 'async-failure'

/** The form as the buyer typed it. */
export type CardInput = { number: string; expiry: string; cvc: string; name: string }

export type CardField = keyof CardInput

export type CardFieldErrors = Partial<Record<CardField, string>>

export type CardCheck = { ok: true; number: string } | { ok: false; fieldErrors: CardFieldErrors }

export const CARD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: 'Your card’s expiration date is incomplete.',
  expiryInvalid: 'Your card’s expiration date is invalid.',
  expiryPast: 'Your card’s expiration date is in the past.',
  cvcIncomplete: 'Your card’s security code is incomplete.',
  nameMissing: 'Enter the name on the card.',
  declined: 'Your card was declined.',
} as const

const CARD_LENGTH = 16

/** The digits of a number as typed ("4242 4242 …"); spaces are the only separators allowed. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/\s+/g, '')
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

function numberError(number: string): string | undefined {
  const digits = normalizeCardNumber(number)
  if (!/^\d*$/.test(digits)) return CARD_MESSAGES.numberInvalid
  if (digits.length < CARD_LENGTH) return CARD_MESSAGES.numberIncomplete
  if (digits.length > CARD_LENGTH || !passesLuhn(digits)) return CARD_MESSAGES.numberInvalid
  return undefined
}

/** MM/YY, valid through the end of that month (UTC). */
function expiryError(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim())
  if (!match) return CARD_MESSAGES.expiryIncomplete
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryInvalid
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
  if (year * 12 + (month - 1) < current) return CARD_MESSAGES.expiryPast
  return undefined
}

function cvcError(cvc: string): string | undefined {
  return /^\d{3,4}$/.test(cvc.trim()) ? undefined : CARD_MESSAGES.cvcIncomplete
}

function nameError(name: string): string | undefined {
  return name.trim() ? undefined : CARD_MESSAGES.nameMissing
}

/** Checks every field; the card number's digits when all are fine, else one message per bad field. */
export function checkCard(card: CardInput, now: Date): CardCheck {
  // Form data may lack a field at run time: a missing field reads as empty.
  const field = (name: CardField) => (typeof card[name] === 'string' ? card[name] : '')
  const errors: CardFieldErrors = {
    number: numberError(field('number')),
    expiry: expiryError(field('expiry'), now),
    cvc: cvcError(field('cvc')),
    name: nameError(field('name')),
  }
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as CardFieldErrors
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors }
  return { ok: true, number: normalizeCardNumber(field('number')) }
}

/** What happens to a valid card number. */
export function cardOutcome(digits: string): CardOutcome {
  if (digits === normalizeCardNumber(SIMULATOR_CARDS.declined)) return 'declined'
  if (digits === normalizeCardNumber(SIMULATOR_CARDS.asyncFailure)) return 'async-failure'
  return 'paid'
}
