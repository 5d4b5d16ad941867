/**
 * Order numbers and money as the account pages show them (SPEC §3: "VLV-" plus the last 6
 * characters of the order id, upper-cased). Amounts are integer cents. Pure and browser-safe.
 */
export function orderNumberOf(id: string | number): string {
  return `VLV-${String(id).slice(-6).toUpperCase()}`
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** 1234 → "$12.34". */
export function formatCents(cents: number): string {
  return USD.format((Number.isFinite(cents) ? Math.round(cents) : 0) / 100)
}
