import { describe, expect, it } from 'vitest'

import {
  availableOf,
  FEW_LEFT,
  isAvailable,
  isProductSize,
  PRODUCT_SIZES,
  type Stocked,
  stockKeyOf,
  stockLeftNote,
} from './stock'

const tee: Stocked = { inStock: true, sizes: ['S', 'M', 'L', 'XL'], stock: { S: 3, M: 0, L: 10, XL: null } }
const mug: Stocked = { inStock: true, sizes: [], stock: { oneSize: 4, S: 9 } }

describe('sizes', () => {
  it('are S, M, L and XL', () => {
    expect(PRODUCT_SIZES).toEqual(['S', 'M', 'L', 'XL'])
    expect(isProductSize('M')).toBe(true)
    expect(isProductSize('m')).toBe(false)
    expect(isProductSize('XXL')).toBe(false)
    expect(isProductSize(null)).toBe(false)
  })

  it('have their own stock count; anything else counts under oneSize', () => {
    expect(stockKeyOf('XL')).toBe('XL')
    expect(stockKeyOf(null)).toBe('oneSize')
    expect(stockKeyOf(undefined)).toBe('oneSize')
    expect(stockKeyOf('XXL')).toBe('oneSize')
  })
})

describe('availableOf', () => {
  it('is the count of an offered size', () => {
    expect(availableOf(tee, 'S')).toBe(3)
    expect(availableOf(tee, 'L')).toBe(10)
  })

  it('is 0 for a size sold out, without a count, or not offered', () => {
    expect(availableOf(tee, 'M')).toBe(0)
    expect(availableOf(tee, 'XL')).toBe(0)
    expect(availableOf({ ...tee, sizes: ['S', 'M'] }, 'L')).toBe(0)
    expect(availableOf(tee, 'XXL')).toBe(0)
  })

  it('needs a size when the product has sizes', () => {
    expect(availableOf(tee, null)).toBe(0)
    expect(availableOf(tee, undefined)).toBe(0)
  })

  it('counts a product without sizes under oneSize, and refuses a size for it', () => {
    expect(availableOf(mug, null)).toBe(4)
    expect(availableOf({ ...mug, sizes: null }, undefined)).toBe(4)
    expect(availableOf(mug, 'S')).toBe(0)
  })

  it('is 0 for everything when the product is marked out of stock', () => {
    expect(availableOf({ ...tee, inStock: false }, 'L')).toBe(0)
    expect(availableOf({ ...mug, inStock: false }, null)).toBe(0)
  })

  it('counts a product whose inStock is unset as in stock', () => {
    expect(availableOf({ ...tee, inStock: null }, 'S')).toBe(3)
    expect(availableOf({ ...tee, inStock: undefined }, 'S')).toBe(3)
  })

  it('reads negative, fractional or missing counts safely', () => {
    expect(availableOf({ ...tee, stock: { S: -2 } }, 'S')).toBe(0)
    expect(availableOf({ ...tee, stock: { S: 2.7 } }, 'S')).toBe(2)
    expect(availableOf({ ...tee, stock: null }, 'S')).toBe(0)
    expect(availableOf({ ...tee, stock: undefined }, 'S')).toBe(0)
  })
})

describe('isAvailable', () => {
  it('is true when any offered size can be bought', () => {
    expect(isAvailable(tee)).toBe(true)
    expect(isAvailable({ ...tee, stock: { S: 0, M: 0, L: 0, XL: 1 } })).toBe(true)
  })

  it('is false when every size is sold out', () => {
    expect(isAvailable({ ...tee, stock: { S: 0, M: 0, L: 0, XL: 0 } })).toBe(false)
    // Stock left only under a size the product does not offer.
    expect(isAvailable({ ...tee, sizes: ['S'], stock: { S: 0, L: 5 } })).toBe(false)
  })

  it('follows oneSize for a product without sizes', () => {
    expect(isAvailable(mug)).toBe(true)
    expect(isAvailable({ ...mug, stock: { oneSize: 0, S: 5 } })).toBe(false)
  })

  it('is false when the product is marked out of stock, whatever the counts', () => {
    expect(isAvailable({ ...tee, inStock: false })).toBe(false)
    expect(isAvailable({ ...mug, inStock: false })).toBe(false)
  })
})

describe('stockLeftNote', () => {
  it('says how many are left when few are', () => {
    expect(stockLeftNote(2, 'M')).toBe('Only 2 left in size M')
    expect(stockLeftNote(FEW_LEFT, null)).toBe(`Only ${FEW_LEFT} left`)
  })

  it('says out of stock at 0, and nothing when there are plenty', () => {
    expect(stockLeftNote(0, 'L')).toBe('Out of stock in size L')
    expect(stockLeftNote(0, null)).toBe('Out of stock')
    expect(stockLeftNote(FEW_LEFT + 1, 'M')).toBeNull()
  })
})
