/**
 * The client's address as the endpoints see it. `npm start`'s server (scripts/serve.mjs) works it
 * out from the socket and the proxies TRUSTED_PROXIES names (scripts/lib/client-address.mjs) and
 * replaces X-Forwarded-For with that one address before the app runs; X-Real-IP is removed. So a
 * forged header changes nothing. Pure logic (node:net only).
 */
import { isIPv4, isIPv6 } from 'node:net'

export type HeadersLike = { get(name: string): string | null } | Record<string, string | string[] | undefined>

/** One header of a Fetch `Headers` or a node:http headers object (repeated values joined with ", "). */
export function headerValue(headers: HeadersLike, name: string): string | null {
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): string | null }).get(name)
  }
  const value = (headers as Record<string, string | string[] | undefined>)[name]
  return (Array.isArray(value) ? value.join(', ') : value) ?? null
}

/**
 * The address npm start's server put in X-Forwarded-For (its last entry, the one the nearest hop
 * wrote: under `next dev` Next itself sets it from the socket when absent), or "unknown".
 */
export function getClientIp(headers: HeadersLike): string {
  const entry = headerValue(headers, 'x-forwarded-for')?.split(',').at(-1)?.trim() ?? ''
  const address = entry.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  return isIPv4(address) || isIPv6(address) ? address : 'unknown'
}

/** The eight 16-bit groups of an IPv6 address (no zone), or null. */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address) || address.includes('%')) return null
  let text = address
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (v4) {
    const [a, b, c, d] = v4[1].split('.').map(Number)
    text = text.slice(0, -v4[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail === undefined ? [] : tail ? tail.split(':') : []
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length
  const groups = [...left, ...Array<string>(zeros).fill('0'), ...right].map((group) => parseInt(group, 16))
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null
}

/**
 * What rate limits count by: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * household or server gets a whole /64, so rotating addresses inside it changes nothing).
 */
export function clientAddressKey(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}
