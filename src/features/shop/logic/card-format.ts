/**
 * The checkout simulator's card fields, formatted as they are typed (like Stripe's hosted form):
 * the card number in groups of four ("4242 4242 4242 4242"), the expiry as MM/YY ("1230" → "12/30")
 * and the CVC as digits only. Each formatter takes what the field holds and where its caret is,
 * and returns the formatted text with the caret after the same digit, so typing or deleting in the
 * middle of a number keeps the caret where the visitor put it. The server still checks the values
 * (src/integrations/stripe/simulator-card.ts: spaces ignored).
 */

export type Formatted = { value: string; caret: number }

const CARD_DIGITS = 16
const CVC_DIGITS = 4

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** How many digits come before `caret` in `text`. */
function digitsBefore(text: string, caret: number): number {
  return digitsOf(text.slice(0, Math.max(0, caret))).length
}

/** Where the caret goes in `formatted` to stand after its `count`-th digit (0: at the start). */
function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let index = 0; index < formatted.length; index++) {
    if (/\d/.test(formatted[index] ?? '')) seen++
    if (seen === count) return index + 1
  }
  return formatted.length
}

/** Keeps the caret after the same digit; a caret at the end of the text stays at the end. */
function withCaret(raw: string, caret: number, value: string): Formatted {
  if (caret >= raw.length) return { value, caret: value.length }
  return { value, caret: Math.min(value.length, caretAfterDigits(value, digitsBefore(raw, caret))) }
}

/** "4242424242424242" → "4242 4242 4242 4242": up to 16 digits, a space after every fourth. */
export function formatCardNumberText(raw: string): string {
  const digits = digitsOf(raw).slice(0, CARD_DIGITS)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

export function formatCardNumber(raw: string, caret: number = raw.length): Formatted {
  return withCaret(raw, caret, formatCardNumberText(raw))
}

/**
 * MM/YY as typed: "1" stays "1", "12" becomes "12/" (the slash comes as the month is complete),
 * "1230" becomes "12/30"; a first digit that cannot start a month ("4") reads as "04/". While the
 * visitor deletes (`deleting`), a slash left last is dropped, so backspace goes through it.
 */
export function formatExpiryText(raw: string, deleting = false): string {
  let digits = digitsOf(raw)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`
  digits = digits.slice(0, 4)
  if (digits.length < 2) return digits
  if (digits.length === 2) return deleting ? digits : `${digits}/`
  return `${digits.slice(0, 2)}/${digits.slice(2)}`
}

export function formatExpiry(raw: string, caret: number = raw.length, deleting = false): Formatted {
  return withCaret(raw, caret, formatExpiryText(raw, deleting))
}

/** Digits only, at most four. */
export function formatCvcText(raw: string): string {
  return digitsOf(raw).slice(0, CVC_DIGITS)
}

export function formatCvc(raw: string, caret: number = raw.length): Formatted {
  return withCaret(raw, caret, formatCvcText(raw))
}
