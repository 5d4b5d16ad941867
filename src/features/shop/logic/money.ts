/**
 * The shop's money (SPEC §9 "Shop"): amounts in integer cents, 8% tax on the subtotal, free
 * shipping, the discount percent of a struck-through price, and how amounts read. Products keep
 * their prices in dollars (what staff type in the admin); everything computed is in cents. Pure
 * and browser-safe: the browser shows these figures, the server decides them.
 */

/** Tax, in percent of the subtotal (SPEC §9: "Total = subtotal times 1.08"). */
export const TAX_RATE_PERCENT = 8

/** Shipping is free (SPEC §9). */
export const SHIPPING_CENTS = 0

/** A price in dollars (the products collection) in integer cents: 24.99 → 2499. */
export function toCents(dollars: number): number {
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : 0
}

/** The tax on a subtotal, rounded to the cent (half up): 7000 → 560. */
export function taxOf(subtotalCents: number): number {
  return Math.round((subtotalCents * TAX_RATE_PERCENT) / 100)
}

export type Totals = { subtotal: number; shipping: number; tax: number; total: number }

/** Subtotal, shipping, tax and total of some lines, all in cents. */
export function totalsOf(lines: readonly { unitPrice: number; quantity: number }[]): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0)
  const tax = taxOf(subtotal)
  return { subtotal, shipping: SHIPPING_CENTS, tax, total: subtotal + SHIPPING_CENTS + tax }
}

/**
 * The discount of `price` against the struck-through `originalPrice`, in whole percent (SPEC §9:
 * rounded (original - price) / original), or null when there is none to show.
 */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || !Number.isFinite(originalPrice) || originalPrice <= price) return null
  const percent = Math.round(((originalPrice - price) / originalPrice) * 100)
  return percent > 0 ? percent : null
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 1234 → "$12.34". */
export function formatCents(cents: number): string {
  return USD.format((Number.isFinite(cents) ? Math.round(cents) : 0) / 100)
}
