/**
 * Whether a site's address is on the public internet (src/lib/env.ts: a live site is https on a
 * public host name). Pure: reads nothing.
 */

/** Host names that never belong to a site on the public internet (RFC 2606, 6761, 6762, 8375). */
const PRIVATE_SUFFIXES = ['.localhost', '.local', '.test', '.example', '.invalid', '.internal', '.lan', '.home.arpa']

function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number)
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255)) return false
  const [a, b] = parts as [number, number, number, number]
  return (
    a === 10 ||
    a === 127 ||
    a === 0 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  )
}

/** True for a host name or address reachable on the public internet (by its name alone). */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host.startsWith('[')) {
    const v6 = host.slice(1, -1)
    return !(v6 === '::1' || v6 === '::' || /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6))
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return !isPrivateIPv4(host)
  if (host === 'localhost' || !host.includes('.')) return false
  return !PRIVATE_SUFFIXES.some((suffix) => host.endsWith(suffix))
}

/** SITE_URL is https on a public host name: the site is live. */
export function isLiveSiteUrl(siteUrl: string | undefined): boolean {
  if (!siteUrl?.startsWith('https://')) return false
  try {
    return isPublicHost(new URL(siteUrl).hostname)
  } catch {
    return false
  }
}
