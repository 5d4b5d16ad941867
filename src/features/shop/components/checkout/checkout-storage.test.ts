import { afterEach, describe, expect, it } from 'vitest'

import type { CheckoutCustomer, OrderView } from '../../schemas'
import {
  CHECKOUT_STORAGE_KEY,
  type CheckoutStorage,
  clearStoredCheckout,
  parseStoredCheckout,
  readStoredCheckout,
  saveStoredCheckout,
} from './checkout-storage'

/** A Storage-like object over a Map; `refuse` makes every call throw (blocked or full storage). */
function fakeStorage(options: { refuse?: 'set' | 'all' } = {}): CheckoutStorage & { values: Map<string, string> } {
  const values = new Map<string, string>()
  const refuse = (what: 'get' | 'set' | 'remove') => {
    if (options.refuse === 'all' || (options.refuse === 'set' && what === 'set')) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
  }
  return {
    values,
    getItem: (key) => (refuse('get'), values.get(key) ?? null),
    setItem: (key, value) => (refuse('set'), void values.set(key, String(value))),
    removeItem: (key) => (refuse('remove'), void values.delete(key)),
  }
}

const customer: CheckoutCustomer = {
  email: 'maya@example.com',
  firstName: 'Maya',
  lastName: 'Lindqvist',
  address: '12 Harbour Road',
  city: 'Portland',
  postalCode: '97201',
  country: 'US',
}

const order: OrderView = {
  id: 'k3j9x0q2m8v1b7c4n6zt',
  orderNumber: 'VLV-C4N6ZT',
  createdAt: '2026-03-01T10:00:00.000Z',
  email: 'maya@example.com',
  customer: {
    firstName: 'Maya',
    lastName: 'Lindqvist',
    address: '12 Harbour Road',
    city: 'Portland',
    postalCode: '97201',
    country: 'US',
  },
  items: [
    {
      productId: '1',
      productName: 'Vanlife T-Shirt',
      slug: 'vanlife-t-shirt',
      image: { url: '/api/media/file/t-shirt.jpg', alt: 'The t-shirt' },
      size: 'M',
      quantity: 2,
      unitPrice: 2500,
      totalPrice: 5000,
    },
  ],
  subtotal: 5000,
  shipping: 0,
  tax: 400,
  total: 5400,
}

afterEach(() => {
  // The in-memory stand-in is the module's: leave it empty for the next test.
  clearStoredCheckout(fakeStorage())
})

describe('saveStoredCheckout and readStoredCheckout', () => {
  it('keeps the order and the customer under one key and reads them back', () => {
    const storage = fakeStorage()
    expect(saveStoredCheckout({ order, customer }, storage)).toBe(true)
    expect([...storage.values.keys()]).toEqual([CHECKOUT_STORAGE_KEY])
    expect(readStoredCheckout(storage)).toEqual({ checkout: { order, customer }, customer })
  })

  it('replaces an earlier checkout', () => {
    const storage = fakeStorage()
    saveStoredCheckout({ order, customer }, storage)
    const next = { ...order, id: 'a'.repeat(20), orderNumber: 'VLV-AAAAAA' }
    saveStoredCheckout({ order: next, customer: { ...customer, city: 'Bend' } }, storage)
    const read = readStoredCheckout(storage)
    expect(read.checkout?.order.orderNumber).toBe('VLV-AAAAAA')
    expect(read.customer?.city).toBe('Bend')
  })

  it('refuses to save an order that does not parse', () => {
    const storage = fakeStorage()
    const broken = { ...order, total: 54.5 } as OrderView
    expect(saveStoredCheckout({ order: broken, customer }, storage)).toBe(false)
    expect(storage.values.size).toBe(0)
  })

  it('keeps the checkout in memory when the storage refuses, and it shadows an older stored one', () => {
    const storage = fakeStorage()
    saveStoredCheckout({ order, customer }, storage)
    const full = fakeStorage({ refuse: 'set' })
    full.values.set(CHECKOUT_STORAGE_KEY, storage.values.get(CHECKOUT_STORAGE_KEY) ?? '')
    const next = { ...order, orderNumber: 'VLV-NEWONE' }
    expect(saveStoredCheckout({ order: next, customer }, full)).toBe(true)
    expect(full.values.has(CHECKOUT_STORAGE_KEY)).toBe(false)
    expect(readStoredCheckout(full).checkout?.order.orderNumber).toBe('VLV-NEWONE')
    expect(readStoredCheckout(fakeStorage({ refuse: 'all' })).checkout?.order.orderNumber).toBe('VLV-NEWONE')
  })

  it('forgets the checkout on clear', () => {
    const storage = fakeStorage()
    saveStoredCheckout({ order, customer }, storage)
    clearStoredCheckout(storage)
    expect(readStoredCheckout(storage)).toEqual({ checkout: null, customer: null })
  })

  it('reads nothing from a storage that throws', () => {
    expect(readStoredCheckout(fakeStorage({ refuse: 'all' }))).toEqual({ checkout: null, customer: null })
    expect(() => clearStoredCheckout(fakeStorage({ refuse: 'all' }))).not.toThrow()
  })
})

describe('parseStoredCheckout', () => {
  const text = (value: unknown) => JSON.stringify(value)

  it('reads nothing from nothing, from text that is not JSON, or from another shape', () => {
    for (const raw of [null, '', '{', 'null', '42', '"order"', text([order, customer]), text({ order })]) {
      expect(parseStoredCheckout(raw)).toEqual({ checkout: null, customer: null })
    }
  })

  it('never trusts the amounts: an order with a price that is not integer cents is no order', () => {
    const tampered = { ...order, items: [{ ...order.items[0], totalPrice: '1' }] }
    expect(parseStoredCheckout(text({ order: tampered, customer }))).toEqual({ checkout: null, customer })
    expect(parseStoredCheckout(text({ order: { ...order, total: -0.5 }, customer })).checkout).toBeNull()
  })

  it('keeps the customer alone (to prefill the form) when only the order is missing', () => {
    expect(parseStoredCheckout(text({ customer }))).toEqual({ checkout: null, customer })
  })

  it('reads nothing when the customer does not pass the checkout form rules', () => {
    for (const bad of [
      { ...customer, email: 'not-an-email' },
      { ...customer, country: 'XX' },
      { ...customer, city: 1 },
    ]) {
      expect(parseStoredCheckout(text({ order, customer: bad }))).toEqual({ checkout: null, customer: null })
    }
  })

  it('cleans the customer as the form does (trimmed, email lowercased)', () => {
    const messy = { ...customer, email: ' Maya@Example.com ', firstName: '  Maya ' }
    expect(parseStoredCheckout(text({ order, customer: messy })).customer).toMatchObject({
      email: 'maya@example.com',
      firstName: 'Maya',
    })
  })
})
