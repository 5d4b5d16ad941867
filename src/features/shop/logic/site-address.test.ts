import { describe, expect, it } from 'vitest'

import type { CartItem } from './cart'
import { cartFromFragment, siteAddressWithCart } from './site-address'

const SITE = 'http://localhost:3000'

const hoodie: CartItem = {
  id: '12:M:1732700000000',
  productId: '12',
  name: 'Vanlife Voices Hoodie & "Co" #1',
  price: 4500,
  quantity: 2,
  size: 'M',
  image: { url: '/api/media/file/hoodie.webp', alt: 'A hoodie' },
  slug: 'vanlife-voices-hoodie',
}

describe('the checkout at the site address', () => {
  it('carries the cart to the site address in the fragment, and reads the same lines back', () => {
    const address = siteAddressWithCart(SITE, '/checkout', [hoodie])
    const url = new URL(address)
    expect(url.origin).toBe(SITE)
    expect(url.pathname).toBe('/checkout')
    expect(url.search).toBe('')
    expect(cartFromFragment(url.hash)).toEqual([hoodie])
  })

  it('carries no fragment for an empty cart', () => {
    expect(siteAddressWithCart(SITE, '/checkout', [])).toBe(`${SITE}/checkout`)
  })

  it('reads nothing from a fragment without a readable cart, and drops lines that are not lines', () => {
    for (const hash of ['', '#', '#other=1', '#cart=', '#cart=%7Bnot-json', '#cart=%5B%5D', '#cart=%7B%7D']) {
      expect(cartFromFragment(hash), hash).toBeNull()
    }
    const mixed = new URLSearchParams({ cart: JSON.stringify([hoodie, { id: 'x', price: -1 }]) }).toString()
    expect(cartFromFragment(`#${mixed}`)).toEqual([hoodie])
  })
})
