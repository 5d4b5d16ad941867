/**
 * The checkout runs at the site's own address (SITE_URL's origin), whatever address the visitor
 * opened the site at (127.0.0.1 when SITE_URL is localhost; www and the bare domain): the payment
 * provider sends the buyer back to SITE_URL's confirmation page, and the cart lives in the
 * browser's storage of one origin. So /checkout at another address moves the visitor there, the
 * cart carried in the address's fragment (never sent to a server, so never in a log), and the
 * site's address takes it in. Pure and browser-safe.
 */
import { type CartItem, readStoredCart } from './cart'

/** The fragment's key: `#cart=<the lines as URI-encoded JSON>`. */
export const CART_FRAGMENT_KEY = 'cart'

/** `path` at the site's address, carrying `items` (none: no fragment, so an empty cart moves nothing). */
export function siteAddressWithCart(siteOrigin: string, path: string, items: CartItem[]): string {
  const target = new URL(path, siteOrigin)
  if (items.length > 0) {
    target.hash = new URLSearchParams({ [CART_FRAGMENT_KEY]: JSON.stringify(items) }).toString()
  }
  return target.toString()
}

/**
 * The cart a fragment carries (`location.hash`), its lines checked as a stored cart's are; null
 * when it carries none or nothing readable (a hand-made or truncated address).
 */
export function cartFromFragment(hash: string): CartItem[] | null {
  const text = new URLSearchParams(hash.replace(/^#/, '')).get(CART_FRAGMENT_KEY)
  if (!text) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const items = readStoredCart(value)
  return items.length > 0 ? items : null
}
