/**
 * Same-origin checks for browser posts (ARCHITECTURE "Security model"). Browsers send Origin and
 * Sec-Fetch-Site on every cross-site POST and a page cannot forge them, so when a request carries
 * either it must say it comes from the site itself. A request with neither is not a browser's
 * cross-site post (a script or a mail client's one-click): it passes here and meets the rate
 * limit. Pure logic.
 */
import type { HeadersLike } from './client-address'

function header(headers: HeadersLike, name: string): string | null {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name)
  }
  const value = (headers as Record<string, string | string[] | undefined>)[name]
  return (Array.isArray(value) ? value[0] : value) ?? null
}

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
  const own = new Set([new URL(siteUrl).host.toLowerCase()])
  const host = header(headers, 'host')?.trim().toLowerCase()
  if (host) own.add(host)
  return own.has(from)
}

/** True for `application/json`, with or without parameters (charset). */
export function isJsonContentType(contentType: string | null | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === 'application/json'
}
