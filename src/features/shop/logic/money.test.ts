import { describe, expect, it } from 'vitest'

import { discountPercent, formatCents, SHIPPING_CENTS, TAX_RATE_PERCENT, taxOf, toCents, totalsOf } from './money'

describe('prices in cents', () => {
  it('turns dollars into integer cents', () => {
    expect(toCents(25)).toBe(2500)
    expect(toCents(24.99)).toBe(2499)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(Number.NaN)).toBe(0)
    expect(toCents(Number.POSITIVE_INFINITY)).toBe(0)
  })
})

describe('tax (SPEC §9: 8%)', () => {
  it('is 8% of the subtotal, rounded to the cent', () => {
    expect(TAX_RATE_PERCENT).toBe(8)
    expect(taxOf(7000)).toBe(560)
    expect(taxOf(2500)).toBe(200)
    expect(taxOf(1999)).toBe(160) // 159.92
    expect(taxOf(1956)).toBe(156) // 156.48
    expect(taxOf(0)).toBe(0)
  })

  it('rounds to the nearest cent (8% of whole cents never ends in exactly half a cent)', () => {
    expect(taxOf(6875)).toBe(550) // 550.0
    expect(taxOf(1)).toBe(0) // 0.08
    expect(taxOf(7)).toBe(1) // 0.56
    expect(taxOf(1969)).toBe(158) // 157.52
  })
})

describe('order totals (SPEC §9)', () => {
  it('add free shipping and the tax to the subtotal', () => {
    expect(SHIPPING_CENTS).toBe(0)
    expect(
      totalsOf([
        { unitPrice: 2500, quantity: 2 },
        { unitPrice: 4500, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 9500, shipping: 0, tax: 760, total: 10260 })
  })

  it('make the total the subtotal times 1.08, to the cent', () => {
    const { subtotal, total } = totalsOf([{ unitPrice: 2500, quantity: 1 }])
    expect(total).toBe(Math.round(subtotal * 1.08))
    expect(total).toBe(2700)
  })

  it('are zero for no lines', () => {
    expect(totalsOf([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, total: 0 })
  })
})

describe('discount percent (SPEC §9)', () => {
  it('is (original - price) / original, rounded to a whole percent', () => {
    expect(discountPercent(25, 30)).toBe(17) // 16.67
    expect(discountPercent(2500, 3000)).toBe(17)
    expect(discountPercent(45, 60)).toBe(25)
    expect(discountPercent(2, 3)).toBe(33) // 33.3
    expect(discountPercent(1, 8)).toBe(88) // 87.5 rounds up
  })

  it('is null when there is nothing to strike through', () => {
    expect(discountPercent(45, null)).toBeNull()
    expect(discountPercent(45, undefined)).toBeNull()
    expect(discountPercent(45, 0)).toBeNull()
    expect(discountPercent(45, 45)).toBeNull()
    expect(discountPercent(45, 40)).toBeNull()
    expect(discountPercent(45, Number.NaN)).toBeNull()
  })

  it('is null when the discount rounds to nothing', () => {
    expect(discountPercent(999, 1000)).toBeNull() // 0.1%
  })
})

describe('formatCents', () => {
  it('reads as US dollars', () => {
    expect(formatCents(2500)).toBe('$25.00')
    expect(formatCents(1234)).toBe('$12.34')
    expect(formatCents(5)).toBe('$0.05')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(123456789)).toBe('$1,234,567.89')
  })

  it('reads anything that is not a number as $0.00', () => {
    expect(formatCents(Number.NaN)).toBe('$0.00')
  })
})
