import { describe, expect, it } from 'vitest'

import { cartButtonLabel } from './cart-button'

describe('the cart button name', () => {
  it('says how many items the cart holds', () => {
    expect(cartButtonLabel(0, true)).toBe('Cart, 0 items')
    expect(cartButtonLabel(1, true)).toBe('Cart, 1 item')
    expect(cartButtonLabel(3, true)).toBe('Cart, 3 items')
  })

  it('is just "Cart" until the cart is restored', () => {
    expect(cartButtonLabel(0, false)).toBe('Cart')
  })
})
