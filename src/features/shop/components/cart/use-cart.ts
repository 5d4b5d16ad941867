'use client'

/**
 * The cart for any client component (header button, cart panel, product page, checkout,
 * payment): its lines and totals (SPEC §3 "Cart state", amounts in integer cents) and its
 * actions (SPEC §4). `ready` is false until the cart was restored from storage: show nothing
 * cart-dependent (an empty-cart message, a redirect) before it.
 */
import { useSyncExternalStore } from 'react'

import type { CartItem, NewCartItem } from '../../logic/cart'
import {
  addToCart,
  clearCart,
  getServerSnapshot,
  getSnapshot,
  removeFromCart,
  setCartQuantity,
  subscribe,
} from './cart-store'

export type { CartItem, NewCartItem } from '../../logic/cart'

export type Cart = {
  items: CartItem[]
  /** Sum of price × quantity, in cents. */
  total: number
  /** Sum of quantities. */
  itemCount: number
  /** False until restored from local storage (and during the server render). */
  ready: boolean
  /** Adds a line, or more of the same product and size. */
  add: (item: NewCartItem) => void
  remove: (id: string) => void
  /** Zero or less removes the line. */
  setQuantity: (id: string, quantity: number) => void
  /** Empties the cart and removes the stored copy. */
  clear: () => void
}

const ACTIONS = {
  add: addToCart,
  remove: removeFromCart,
  setQuantity: setCartQuantity,
  clear: clearCart,
} as const

export function useCart(): Cart {
  const { items, total, itemCount, ready } = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot)
  return { items, total, itemCount, ready, ...ACTIONS }
}
