import { describe, expect, it } from 'vitest'

import {
  cartLineId,
  cartOf,
  cartReducer,
  type CartState,
  EMPTY_CART,
  MAX_LINE_QUANTITY,
  type NewCartItem,
  NO_SIZE,
  readStoredCart,
} from './cart'

const tee: NewCartItem = {
  productId: '1',
  name: 'Vanlife Voices Tee',
  price: 2500,
  quantity: 1,
  size: 'M',
  image: { url: '/api/media/file/tee.webp', alt: 'Tee' },
  slug: 'vanlife-voices-tee',
}
const hoodie: NewCartItem = {
  ...tee,
  productId: '2',
  name: 'Vanlife Voices Hoodie',
  price: 4500,
  slug: 'vanlife-voices-hoodie',
}

const add = (state: CartState, item: NewCartItem, now = 1000) => cartReducer(state, { type: 'add', item, now })

describe('cart line ids', () => {
  it('are built from the product, the size (or the no-size marker) and a timestamp (SPEC §3)', () => {
    expect(cartLineId('12', 'M', 1732700000000)).toBe('12:M:1732700000000')
    expect(cartLineId('12', undefined, 5)).toBe(`12:${NO_SIZE}:5`)
  })
})

describe('adding to the cart (SPEC §4)', () => {
  it('appends a new line with its id', () => {
    const state = add(EMPTY_CART, tee, 42)
    expect(state.items).toEqual([{ ...tee, id: '1:M:42' }])
  })

  it('adds the same product and size to its line', () => {
    const state = add(add(EMPTY_CART, tee, 1), { ...tee, quantity: 2 }, 2)
    expect(state.items).toHaveLength(1)
    expect(state.items[0]).toMatchObject({ id: '1:M:1', quantity: 3 })
  })

  it('appends another size of the same product as its own line', () => {
    const state = add(add(EMPTY_CART, tee, 1), { ...tee, size: 'L' }, 2)
    expect(state.items.map((line) => [line.id, line.quantity])).toEqual([
      ['1:M:1', 1],
      ['1:L:2', 1],
    ])
  })

  it('keeps a product without sizes apart from its sized lines', () => {
    const state = add(add(EMPTY_CART, tee, 1), { ...tee, size: undefined }, 2)
    expect(state.items.map((line) => line.id)).toEqual(['1:M:1', `1:${NO_SIZE}:2`])
  })

  it('ignores a quantity of zero or less', () => {
    expect(add(EMPTY_CART, { ...tee, quantity: 0 })).toBe(EMPTY_CART)
    expect(add(EMPTY_CART, { ...tee, quantity: -2 })).toBe(EMPTY_CART)
  })

  it('caps a line at the most one line can hold', () => {
    const state = add(add(EMPTY_CART, { ...tee, quantity: MAX_LINE_QUANTITY }, 1), { ...tee, quantity: 5 }, 2)
    expect(state.items[0].quantity).toBe(MAX_LINE_QUANTITY)
  })
})

describe('changing the cart (SPEC §4, §5)', () => {
  const two = add(add(EMPTY_CART, tee, 1), { ...hoodie, quantity: 2 }, 2)

  it('removes a line by id', () => {
    const state = cartReducer(two, { type: 'remove', id: '1:M:1' })
    expect(state.items.map((line) => line.productId)).toEqual(['2'])
  })

  it('sets a line quantity by id', () => {
    const state = cartReducer(two, { type: 'setQuantity', id: '2:M:2', quantity: 5 })
    expect(state.items[1].quantity).toBe(5)
    expect(state.itemCount).toBe(6)
  })

  it('drops a line whose quantity becomes zero or less', () => {
    expect(cartReducer(two, { type: 'setQuantity', id: '1:M:1', quantity: 0 }).items).toHaveLength(1)
    expect(cartReducer(two, { type: 'setQuantity', id: '1:M:1', quantity: -1 }).items).toHaveLength(1)
    expect(cartReducer(two, { type: 'setQuantity', id: '1:M:1', quantity: Number.NaN }).items).toHaveLength(1)
  })

  it('clears every line', () => {
    expect(cartReducer(two, { type: 'clear' })).toEqual(EMPTY_CART)
  })

  it('loads saved lines with their totals', () => {
    const state = cartReducer(EMPTY_CART, { type: 'load', items: two.items })
    expect(state).toEqual(two)
  })
})

describe('cart totals (SPEC §3 "Cart state")', () => {
  it('sums price × quantity in cents and the quantities', () => {
    const state = add(add(EMPTY_CART, { ...tee, quantity: 2 }, 1), { ...hoodie, quantity: 1 }, 2)
    expect(state.total).toBe(2 * 2500 + 4500)
    expect(state.itemCount).toBe(3)
  })

  it('are recomputed after each change', () => {
    let state = add(EMPTY_CART, { ...tee, quantity: 2 }, 1)
    state = cartReducer(state, { type: 'setQuantity', id: state.items[0].id, quantity: 3 })
    expect([state.total, state.itemCount]).toEqual([7500, 3])
    state = cartReducer(state, { type: 'remove', id: state.items[0].id })
    expect([state.total, state.itemCount]).toEqual([0, 0])
  })

  it('are zero for an empty cart', () => {
    expect(cartOf([])).toEqual(EMPTY_CART)
  })
})

describe('reading the stored cart', () => {
  const line = { ...tee, id: '1:M:1' }

  it('keeps lines shaped like cart lines', () => {
    expect(readStoredCart([line, { ...line, id: '1:S:2', size: undefined, image: undefined }])).toHaveLength(2)
  })

  it('drops anything else', () => {
    expect(readStoredCart(null)).toEqual([])
    expect(readStoredCart('[]')).toEqual([])
    expect(readStoredCart({ items: [line] })).toEqual([])
    expect(
      readStoredCart([
        line,
        null,
        42,
        'line',
        { ...line, id: 7 },
        { ...line, price: 25.5 },
        { ...line, price: -100 },
        { ...line, quantity: 0 },
        { ...line, quantity: 1.5 },
        { ...line, quantity: '2' },
        { ...line, size: 3 },
        { ...line, image: { url: '/x.jpg' } },
        { ...line, name: undefined },
        { ...line, slug: null },
      ]),
    ).toEqual([line])
  })

  it('caps a stored quantity', () => {
    expect(readStoredCart([{ ...line, quantity: 1000 }])[0].quantity).toBe(MAX_LINE_QUANTITY)
  })
})
