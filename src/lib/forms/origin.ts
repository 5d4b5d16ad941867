/**
 * Same-origin checks for browser posts (ARCHITECTURE "Security model"). Browsers send Origin and
 * Sec-Fetch-Site on every cross-site POST and a page cannot forge them, so when a request carries
 * either it must say it comes from the site itself. A request with neither is not a browser's
 * cross-site post (a script or a mail client's one-click): it passes here and meets the rate
 * limit. Pure logic.
 */
import { type HeadersLike, headerValue as header } from './client-address'

function hostOf(origin: string): string | null {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null
  } catch {
    return null
  }
}

/**
 * True unless the request says it comes from elsewhere: Sec-Fetch-Site other than
 * "same-origin", or an Origin (including "null") whose host is neither SITE_URL's nor the one the
 * request was sent to (Host; a browser sets it to the address it posts to, so the site opened at
 * another of its addresses, say 127.0.0.1, still posts to itself).
 */
export function isSameOriginRequest(headers: HeadersLike, siteUrl: string): boolean {
  const site = header(headers, 'sec-fetch-site')
  if (site !== null && site.trim().toLowerCase() !== 'same-origin') return false
  const origin = header(headers, 'origin')
  if (origin === null) return true
  const from = hostOf(origin.trim())
  if (from === null) return false
  return from === new URL(siteUrl).host.toLowerCase() || from === header(headers, 'host')?.trim().toLowerCase()
}

/** True for `application/json`, with or without parameters (charset). */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json'
}
