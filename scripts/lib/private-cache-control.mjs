/**
 * An API answer to a request that carries credentials (a staff or member session cookie, or an
 * Authorization header) is for that person alone: it says `Cache-Control: private, no-store`,
 * whatever its status and whoever wrote it (Payload's REST under /api, our route handlers, Next's
 * own 404 or error answers, npm start's refusals). Payload's REST sets no Cache-Control at all, so
 * a shared cache in front could otherwise keep /api/users/me or a staff member's /api/stories.
 *
 * Done once, at the edge of npm start's server (scripts/serve.mjs), because only there every
 * answer passes: Next's proxy would hold upload bodies to its body limit, and the REST guard only
 * sees Payload's routes. Pages are left alone: they are the same for everyone (ADR 0011) and keep
 * their `public, s-maxage…` (scripts/lib/public-cache-control.mjs), cookie or not.
 *
 * Plain JavaScript run by Node itself.
 */

export const PRIVATE_NO_STORE = 'private, no-store'

/** The session cookie Payload sets for staff and members (cookiePrefix "payload"). */
const SESSION_COOKIE = /(?:^|;)\s*payload-token=[^;\s]/

/**
 * The media collection's files (/api/media/file/…): everyone may read them, the answer is the same
 * with or without a session, and pages link them directly (ADR 0030): they keep their own long
 * Cache-Control (src/features/content/collections/Media.ts), or a member would fetch every image
 * of every page again.
 */
export function isPublicMediaFile(url) {
  return String(url ?? '')
    .split('?', 1)[0]
    .startsWith('/api/media/file/')
}

/** True for /api and everything under it (the path only, before any query). */
export function isApiPath(url) {
  const path = String(url ?? '').split('?', 1)[0]
  return path === '/api' || path.startsWith('/api/')
}

/** True when the request carries a session cookie or any Authorization header (valid or not). */
export function carriesCredentials(headers) {
  const authorization = headers.authorization
  if (typeof authorization === 'string' && authorization.trim() !== '') return true
  const cookie = headers.cookie
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie)
}

function withoutCacheControl(headers) {
  if (Array.isArray(headers)) {
    // Raw form: [name, value, name, value…] or [[name, value]…].
    if (headers.length > 0 && Array.isArray(headers[0]))
      return headers.filter(([name]) => String(name).toLowerCase() !== 'cache-control')
    const kept = []
    for (let i = 0; i < headers.length; i += 2) {
      if (String(headers[i]).toLowerCase() !== 'cache-control') kept.push(headers[i], headers[i + 1])
    }
    return kept
  }
  if (headers && typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'))
  }
  return headers
}

/**
 * For an API request with credentials, makes `res` (a node:http ServerResponse) answer
 * `Cache-Control: private, no-store` whatever is set on it: the header is fixed when the head is
 * written (every answer writes it, explicitly or through write/end), replacing any other value.
 * Other requests are left as they are. Returns `res`.
 */
export function keepPrivateWhenCredentialed(req, res) {
  if (!isApiPath(req.url) || isPublicMediaFile(req.url) || !carriesCredentials(req.headers)) return res
  const writeHead = res.writeHead
  res.writeHead = function writeHeadPrivate(statusCode, reason, headers) {
    const hasReason = typeof reason === 'string'
    const given = hasReason ? headers : reason
    this.setHeader('Cache-Control', PRIVATE_NO_STORE)
    const rest = given === undefined ? [] : [withoutCacheControl(given)]
    return hasReason ? writeHead.call(this, statusCode, reason, ...rest) : writeHead.call(this, statusCode, ...rest)
  }
  return res
}
