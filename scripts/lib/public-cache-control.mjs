/**
 * Next answers a page from its route cache with `Cache-Control: s-maxage=N, stale-while-revalidate=M`
 * and overwrites any Cache-Control that next.config or the proxy sets on it. s-maxage already lets
 * shared caches keep the page; `public` says so to every cache and CDN, including those that would
 * otherwise refuse an answer to a request carrying cookies or Authorization (ADR 0011). Only the
 * values Next gives cached pages (they start with `s-maxage=`) change; `private, no-store` answers
 * (preview, admin, API, forms) pass untouched.
 */

/** `s-maxage=300, stale-while-revalidate=…` → `public, s-maxage=300, stale-while-revalidate=…`; anything else as it is. */
export function publicCacheControl(value) {
  return typeof value === 'string' && value.startsWith('s-maxage=') ? `public, ${value}` : value
}

/** Makes every Cache-Control that `res` (a node:http ServerResponse) is given go through publicCacheControl. */
export function sayPublicWhenShared(res) {
  const setHeader = res.setHeader
  res.setHeader = function setHeaderPublic(name, value) {
    return setHeader.call(
      this,
      name,
      String(name).toLowerCase() === 'cache-control' ? publicCacheControl(value) : value,
    )
  }
  return res
}
