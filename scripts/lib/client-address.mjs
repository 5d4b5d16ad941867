/**
 * The client's address for npm start's server (ARCHITECTURE "Security model"): the socket's,
 * unless TRUSTED_PROXIES says which proxies in front may tell us another one through
 * X-Forwarded-For. Before the app sees a request, X-Forwarded-For becomes that one address and
 * X-Real-IP and Forwarded are removed, so rate limits (src/lib/forms/client-address.ts) count the
 * real client and a forged header changes nothing.
 *
 * TRUSTED_PROXIES:
 *   unset, "" or 0          no proxy: the socket's address (forwarded headers ignored)
 *   addresses, e.g.         the proxies' addresses or networks (CIDR), or loopback, linklocal,
 *   "loopback, 10.0.0.0/8"  uniquelocal (nginx on the same machine: loopback); the client is the
 *                           nearest address not among them
 *   a count, e.g. 1         that many proxies in front, whoever they are: the client is the entry
 *                           that many hops from the socket (only when nothing else can reach the
 *                           app's port)
 *
 * Plain JavaScript run by Node itself (scripts/serve.mjs); proxy-addr does the walking.
 */
import { isIP } from 'node:net'

import proxyaddr from 'proxy-addr'

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** The trust function for a TRUSTED_PROXIES value; throws an Error naming the variable when it is not one. */
export function trustedProxies(value) {
  const text = String(value ?? '').trim()
  if (text === '') return () => false
  if (/^\d+$/.test(text)) {
    const hops = Number(text)
    if (hops > 32) throw new Error(`TRUSTED_PROXIES: ${text} proxies is not a plausible count (at most 32)`)
    return (_address, index) => index < hops
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/')
    const valid =
      NAMES.has(entry.toLowerCase()) ||
      (extra === undefined &&
        isIP(address) !== 0 &&
        (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128))))
    if (!valid) {
      throw new Error(
        `TRUSTED_PROXIES: "${entry}" is not a count, an IP address, a CIDR network or loopback/linklocal/uniquelocal`,
      )
    }
  }
  return proxyaddr.compile(entries.map((entry) => (NAMES.has(entry.toLowerCase()) ? entry.toLowerCase() : entry)))
}

/** The client's address for `req` (a node:http IncomingMessage) under `trust`; IPv4-mapped IPv6 unwrapped. */
export function clientAddress(req, trust) {
  const address = proxyaddr(req, trust) ?? ''
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

/** Rewrites the forwarded headers of `req` to the one address the app may believe. */
export function settleClientAddress(req, trust) {
  const address = clientAddress(req, trust)
  delete req.headers['x-real-ip']
  delete req.headers.forwarded
  if (address) req.headers['x-forwarded-for'] = address
  else delete req.headers['x-forwarded-for']
  return address
}
