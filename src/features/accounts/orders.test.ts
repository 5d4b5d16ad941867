import { describe, expect, it } from 'vitest'

import { confirmationExpired, CONFIRMATION_LINK_MS } from './links'
import { formatCents, orderNumberOf, ORDERS_PER_PAGE, ordersPageHref, ordersPageRedirect } from './orders'

describe('orderNumberOf (SPEC §3)', () => {
  it('is VLV- and the last 6 characters of the id, upper-cased', () => {
    expect(orderNumberOf('64f1c2a9e7b3d5a1f0c9e8b7')).toBe('VLV-C9E8B7')
    expect(orderNumberOf(42)).toBe('VLV-42')
  })
})

describe('formatCents', () => {
  it('formats integer cents as dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56')
    expect(formatCents(0)).toBe('$0.00')
    expect(formatCents(Number.NaN)).toBe('$0.00')
  })
})

describe('confirmationExpired', () => {
  it('expires a link 24 hours after it was sent', () => {
    const sent = '2026-01-01T00:00:00.000Z'
    const at = Date.parse(sent)
    expect(confirmationExpired(sent, at + CONFIRMATION_LINK_MS)).toBe(false)
    expect(confirmationExpired(sent, at + CONFIRMATION_LINK_MS + 1)).toBe(true)
    expect(confirmationExpired(null, at)).toBe(false)
  })
})

describe('the pages of /orders', () => {
  it('holds 20 orders a page; page 1 is /orders, later pages ?page=N', () => {
    expect(ORDERS_PER_PAGE).toBe(20)
    expect(ordersPageHref(1)).toBe('/orders')
    expect(ordersPageHref(3)).toBe('/orders?page=3')
  })

  it('sends a page past the last one to the last one, and shows every other', () => {
    expect(ordersPageRedirect(5, 2)).toBe(2)
    expect(ordersPageRedirect(2, 2)).toBeNull()
    expect(ordersPageRedirect(1, 1)).toBeNull()
    // No orders at all: the placeholder, whatever the page.
    expect(ordersPageRedirect(3, 0)).toBeNull()
  })
})
