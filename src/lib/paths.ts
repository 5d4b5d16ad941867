/**
 * Link targets. Pure and client-safe, and on its own (not in utils.ts) so that client code
 * checking a link does not bring tailwind-merge into the browser with `cn`.
 */

/** True for a site-internal path such as "/about-trelino" (not "//host" nor a full URL). */
export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//')
}
