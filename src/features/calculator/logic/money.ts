/**
 * Money in integer cents (pence, euro cents): every amount the formulas add up is a whole
 * number of cents, so totals never drift. Pure and browser-safe.
 */
export type Cents = number

/** An amount in currency units (12.5) as whole cents (1250); anything not finite is 0. */
export function toCents(amount: number): Cents {
  return Number.isFinite(amount) ? Math.round(amount * 100) : 0
}

/** Rounds a computed amount of cents (fractions from rates and shares) to whole cents. */
export function roundCents(cents: number): Cents {
  return Number.isFinite(cents) ? Math.round(cents) : 0
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, value) => total + value, 0)
}

const grouped = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
})

/** SPEC §9: the symbol first, two decimals, thousands separated: "$1,234.50", "£0.00". */
export function formatMoney(cents: Cents, symbol: string): string {
  const sign = cents < 0 ? '-' : ''
  return `${sign}${symbol}${grouped.format(Math.abs(cents) / 100)}`
}
