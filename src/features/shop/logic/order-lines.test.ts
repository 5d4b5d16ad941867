import { describe, expect, it } from 'vitest'

import { mergeLines, sameLines } from './order-lines'

describe('mergeLines', () => {
  it('adds up the same product and size, keeping the first-seen order', () => {
    expect(
      mergeLines([
        { productId: '1', size: 'M', quantity: 1 },
        { productId: '2', size: null, quantity: 1 },
        { productId: '1', size: 'M', quantity: 2 },
      ]),
    ).toEqual([
      { productId: '1', size: 'M', quantity: 3 },
      { productId: '2', size: null, quantity: 1 },
    ])
  })
})

describe('sameLines', () => {
  const cart = [
    { productId: '1', size: 'M', quantity: 2 },
    { productId: '2', size: null, quantity: 1 },
  ]
  it('is the same cart in another order, or with a line split in two', () => {
    expect(sameLines(cart, [...cart].reverse())).toBe(true)
    expect(
      sameLines(cart, [
        { productId: '1', size: 'M', quantity: 1 },
        { productId: '2', size: null, quantity: 1 },
        { productId: '1', size: 'M', quantity: 1 },
      ]),
    ).toBe(true)
  })
  it('is another cart when a quantity, a size or a line differs', () => {
    expect(sameLines(cart, [{ ...cart[0], quantity: 3 }, cart[1]])).toBe(false)
    expect(sameLines(cart, [{ ...cart[0], size: 'L' }, cart[1]])).toBe(false)
    expect(sameLines(cart, [cart[0]])).toBe(false)
    expect(sameLines(cart, [...cart, { productId: '3', size: null, quantity: 1 }])).toBe(false)
  })
})
