/**
 * What a site served over https adds to every answer (issue 10, ADR 0014): Strict-Transport-
 * Security, so browsers never again try http for two years, and `upgrade-insecure-requests` in
 * the Content-Security-Policy, so a page never loads anything over http. SITE_URL decides at
 * start, not the build: one build serves http on a laptop and https behind a proxy.
 *
 * Plain JavaScript run by Node itself (scripts/serve.mjs).
 */

export const HSTS = 'max-age=63072000; includeSubDomains'

/** The policy with `upgrade-insecure-requests` added once. */
export function upgradeInsecureRequests(policy) {
  if (typeof policy !== 'string' || /(^|;)\s*upgrade-insecure-requests\s*(;|$)/.test(policy)) return policy
  return `${policy.replace(/;\s*$/, '')}; upgrade-insecure-requests`
}

/** Makes `res` (a node:http ServerResponse) carry HSTS and upgrade its CSP, whoever sets it. */
export function secureTransport(res) {
  const setHeader = res.setHeader
  res.setHeader = function setHeaderSecure(name, value) {
    const isPolicy = String(name).toLowerCase() === 'content-security-policy'
    return setHeader.call(this, name, isPolicy ? upgradeInsecureRequests(value) : value)
  }
  res.setHeader('Strict-Transport-Security', HSTS)
  return res
}
