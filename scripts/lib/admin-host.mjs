/**
 * With SITE_URL set, the admin lives at SITE_URL: its session cookie and Payload's CSRF check are
 * for that origin only, so the admin opened at another host of the same server (127.0.0.1, a LAN
 * address) could sign in but not save. npm start's server sends such requests to the same path at
 * SITE_URL instead (307), so the address bar says where the admin is. Without SITE_URL the admin
 * works at any local address (src/cms/origins.ts) and nothing is redirected.
 *
 * Plain JavaScript run by Node itself (scripts/serve.mjs).
 */

/** The SITE_URL address to send `req` (a node:http IncomingMessage) to, or null to serve it here. */
export function adminRedirect(req, siteUrl) {
  if (!siteUrl) return null
  const path = req.url ?? '/'
  if (!/^\/admin(\/|\?|$)/.test(path)) return null
  const site = new URL(siteUrl)
  const host = String(req.headers.host ?? '').toLowerCase()
  if (!host || host === site.host.toLowerCase()) return null
  return `${site.origin}${path}`
}
