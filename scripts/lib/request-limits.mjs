/**
 * Body limits for npm start's server, applied before Next reads a byte (ARCHITECTURE "Security
 * model"). Node's parser never delivers more than a declared Content-Length, so a declared length
 * over the path's limit is refused with 413 at once, and a body without a length (chunked) is
 * refused with 411, except on the public endpoints below, whose handlers read within their own
 * limit (src/lib/forms/body.ts) and answer 413, in the product's words, as soon as it is passed.
 *
 *   public endpoints (their handlers)          16 KB, page views 2 KB
 *   the newsletter link pages' POST            16 KB (src/proxy.ts copies it for the handler)
 *   uploads to Payload (multipart /api/…) from
 *   someone signed in (./session-gate.mjs)     25 MB (Payload's own file limit is 20 MB; Payload
 *                                              reads an upload before it checks access)
 *   anything else (Payload REST, the admin,
 *   anonymous uploads)                         2 MB
 *
 * Plain JavaScript run by Node itself (scripts/serve.mjs).
 */

const KB = 1024
const MB = 1024 * KB

/**
 * The exact paths whose route handlers enforce their limit while reading: the server leaves their
 * bodies to them. Exact, because any other path under /api reaches Payload, which reads bodies whole.
 */
export const SELF_LIMITED = [
  /^\/api\/forms\/(contact|story|cost-summary)$/,
  /^\/api\/newsletter\/(subscribe|confirm|unsubscribe)$/,
  /^\/api\/pageview$/,
]

export const LIMITS = {
  linkPage: 16 * KB,
  upload: 25 * MB,
  other: 2 * MB,
}

const LINK_PAGES = /^\/newsletter\/(confirm|unsubscribe)\/?$/

const isUpload = (pathname, contentType) =>
  pathname.startsWith('/api/') && /^multipart\/form-data/i.test(contentType ?? '')

/**
 * The most bytes a request to `pathname` with `contentType` may carry (`signedIn`: it carries a
 * valid session); null when its handler decides.
 */
export function bodyLimit(pathname, contentType, signedIn = false) {
  if (SELF_LIMITED.some((pattern) => pattern.test(pathname))) return null
  if (LINK_PAGES.test(pathname)) return LIMITS.linkPage
  if (signedIn && isUpload(pathname, contentType)) return LIMITS.upload
  return LIMITS.other
}

/**
 * What to answer instead of handling `req` (a node:http IncomingMessage), or null to handle it:
 * 413 for a declared length over the limit, 411 for a body without a length where the server
 * decides. Requests without a body pass. `signedIn(req)` is asked only for an upload over the
 * anonymous limit, and only then is the answer a promise: other requests are decided at once.
 */
export function refuseBody(req, signedIn = async () => false) {
  const declared = req.headers['content-length']
  const chunked = req.headers['transfer-encoding'] !== undefined
  if (declared === undefined && !chunked) return null
  let pathname = '/'
  try {
    pathname = new URL(req.url ?? '/', 'http://localhost').pathname
  } catch {
    // Next answers an unreadable URL itself.
  }
  const type = req.headers['content-type']
  const limit = bodyLimit(pathname, type)
  if (limit === null) return null
  if (declared === undefined) return { status: 411, message: 'Send the request body with a Content-Length.' }
  if (Number(declared) <= limit) return null
  if (!isUpload(pathname, type)) return tooLarge(limit)
  return signedIn(req).then((yes) => {
    const signedInLimit = bodyLimit(pathname, type, yes)
    return Number(declared) <= signedInLimit ? null : tooLarge(signedInLimit)
  })
}

const tooLarge = (limit) => ({ status: 413, message: `The request body is over ${limit / KB} KB.` })

/** How long a refused client may keep sending (discarded) before its connection is closed. */
export const LINGER_MS = 5_000

/**
 * Answers a refused request with a short JSON error. The connection is not closed at once: a
 * socket closed while the client is still sending is reset, and a reset can destroy the answer
 * before the client reads it. Node discards whatever the client keeps sending (never buffered);
 * a client still sending after LINGER_MS is cut off.
 */
export function answerRefusal(req, res, refusal) {
  const body = JSON.stringify({ ok: false, error: refusal.message })
  res.writeHead(refusal.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  })
  res.end(body)
  const cutOff = setTimeout(() => {
    if (!req.complete) req.socket.destroy()
  }, LINGER_MS)
  cutOff.unref()
  req.once('end', () => clearTimeout(cutOff))
}
