/**
 * The Set-Cookie lines of a member session (ADR 0020): Payload's session cookie, HttpOnly, and a
 * readable hint (SESSION_HINT_COOKIE) with the same lifetime; both SameSite=Lax, Path=/, and
 * Secure when the site is served over https. Pure.
 */
import { SESSION_HINT_COOKIE } from './api'

function cookie(name: string, value: string, expires: Date, options: { httpOnly: boolean; secure: boolean }): string {
  const parts = [`${name}=${value}`, 'Path=/', `Expires=${expires.toUTCString()}`, 'SameSite=Lax']
  if (options.httpOnly) parts.push('HttpOnly')
  if (options.secure) parts.push('Secure')
  return parts.join('; ')
}

/** Both cookies; an empty token with a past date removes them. */
export function sessionCookieLines(input: {
  tokenName: string
  token: string
  expires: Date
  secure: boolean
}): string[] {
  const { tokenName, token, expires, secure } = input
  return [
    cookie(tokenName, token, expires, { httpOnly: true, secure }),
    cookie(SESSION_HINT_COOKIE, token ? '1' : '', expires, { httpOnly: false, secure }),
  ]
}
