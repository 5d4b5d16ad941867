/**
 * Where a visitor returns after signing in (SPEC §2: the guard remembers the origin). Only a path
 * on this site is accepted: an absolute URL, a protocol-relative `//host`, a backslash that
 * browsers read as a slash, control characters, or a way back into /auth or the API all fall
 * back to the home page, so /auth?next=… can never send anyone to another site. Pure and
 * browser-safe.
 */
import { ACCOUNT_PAGES, NEXT_PARAM } from './paths'

export const DEFAULT_RETURN = '/'

const MAX_LENGTH = 2048
const BASE = 'http://site.invalid'

/** The same-site path (with its query and hash) to go to, or `/` for anything else. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return DEFAULT_RETURN
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return DEFAULT_RETURN
  if (/[\u0000-\u001f\u007f]/.test(value)) return DEFAULT_RETURN
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return DEFAULT_RETURN
  }
  if (url.origin !== BASE) return DEFAULT_RETURN
  const path = url.pathname
  // Dot segments resolved, `/.//host` or `/%2e//host` became `//host`: a browser reads that as
  // another site. Whatever the result, it must be one path on this site, checked again.
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return DEFAULT_RETURN
  const result = `${path}${url.search}${url.hash}`
  if (new URL(result, BASE).origin !== BASE) return DEFAULT_RETURN
  if (path === ACCOUNT_PAGES.auth || path.startsWith(`${ACCOUNT_PAGES.auth}/`)) return DEFAULT_RETURN
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/admin')) return DEFAULT_RETURN
  return result
}

/** /auth with the page to come back to (path and query), e.g. /auth?next=%2Forders%3Fpage%3D2. */
export function authPathFor(returnTo: string): string {
  const target = safeReturnPath(returnTo)
  if (target === DEFAULT_RETURN) return ACCOUNT_PAGES.auth
  return `${ACCOUNT_PAGES.auth}?${new URLSearchParams({ [NEXT_PARAM]: target }).toString()}`
}
