/**
 * Where the simulator's page sends a buyer whose card paid (issue 22 point 7). The server answers
 * the confirmation address built on SITE_URL; the page may be open at another address of the same
 * site (127.0.0.1 when SITE_URL is localhost). A paid card always goes on to the confirmation:
 * the address as answered when it is on the page's origin or the site's own, otherwise (never
 * followed to a third origin) its path on the page's origin. Never "payment failed" for a payment
 * that went through. Pure and browser-safe.
 */
import { SHOP_PATHS } from '../../paths'

export function paidReturnAddress(redirectUrl: string, pageOrigin: string, siteOrigin: string): string {
  let target: URL
  try {
    target = new URL(redirectUrl, pageOrigin)
  } catch {
    return new URL(SHOP_PATHS.confirmation, pageOrigin).toString()
  }
  if (target.origin === pageOrigin || target.origin === siteOrigin) return target.toString()
  return new URL(`${target.pathname}${target.search}`, pageOrigin).toString()
}
