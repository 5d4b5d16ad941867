'use client'

/**
 * Keeps the checkout at the site's own address (../../logic/site-address.ts): at another address
 * of the site, the visitor is moved to the same page at SITE_URL's origin with the cart, which
 * leaves this address (moved, not copied: nothing stays behind to be bought twice); at the site's
 * address, a cart carried in the fragment replaces the stored one and the fragment is dropped.
 * The page shows its loading state until then (and on the server, which cannot tell).
 */
import { type ReactNode, useEffect, useSyncExternalStore } from 'react'

import { cartFromFragment, siteAddressWithCart } from '../../logic/site-address'
import { clearCart, getSnapshot, replaceCart } from '../cart/cart-store'
import { CheckoutFrame } from './checkout-frame'
import { CheckoutSkeleton } from './checkout-states'

const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** At the site's address, with no carried cart left to take in. */
function isSettled(siteOrigin: string): boolean {
  return window.location.origin === siteOrigin && cartFromFragment(window.location.hash) === null
}

export function AtSiteAddress({ siteOrigin, children }: { siteOrigin: string; children: ReactNode }) {
  const settled = useSyncExternalStore(
    subscribe,
    () => isSettled(siteOrigin),
    () => false,
  )

  useEffect(() => {
    const { location, history } = window
    const path = `${location.pathname}${location.search}`
    if (location.origin !== siteOrigin) {
      const target = siteAddressWithCart(siteOrigin, path, getSnapshot().items)
      clearCart()
      location.replace(target)
      return
    }
    const carried = cartFromFragment(location.hash)
    if (!carried) return
    replaceCart(carried)
    history.replaceState(history.state, '', path)
    for (const listener of listeners) listener()
  }, [siteOrigin])

  if (!settled) {
    return (
      <CheckoutFrame title="Checkout">
        <CheckoutSkeleton label="Loading checkout..." />
      </CheckoutFrame>
    )
  }
  return children
}
