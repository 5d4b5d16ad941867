'use client'

/** Empties the cart once the confirmation page has an order to show (SPEC §4 Confirmation). */
import { useEffect } from 'react'

import { useCart } from '../cart/use-cart'
import { clearStoredCheckout } from '../checkout/checkout-storage'

export function ClearCart() {
  const { ready, clear } = useCart()
  useEffect(() => {
    if (!ready) return
    clear()
    clearStoredCheckout()
  }, [ready, clear])
  return null
}
