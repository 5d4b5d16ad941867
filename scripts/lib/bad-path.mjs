/**
 * A request path Next cannot percent-decode ('/%', '/stories/%E0%A4%A', '/api/x/%ED%A0%80':
 * a lone '%', a cut-off or invalid UTF-8 sequence) makes Next answer a bare 500. It is the
 * client's mistake: serve.mjs answers 400 before Next sees it, with the site's styled 400 page
 * for a page's path (toBadRequestPage), a plain text elsewhere (refuseUndecodablePath). The query
 * string is left to Next and Payload, which read it leniently.
 *
 * Plain JavaScript run by Node itself (serve.mjs has no TypeScript loader).
 */

/** Whether the path of `url` (a request target, query included) percent-decodes. */
export function isDecodablePath(url) {
  const path = (url ?? '/').split('?', 1)[0]
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The site's styled 400 page (src/app/(site)/(main)/bad-request), served for a page's bad path. */
export const BAD_REQUEST_PAGE = '/bad-request'

/** Paths that are not pages (the API, the admin, Next's files): a bad one gets the plain 400. */
const NOT_PAGES = /^\/(api|admin|_next)(\/|$)/

/**
 * A page's path that does not decode (/%E0%A4%A, /stories/foo%zz): the request is sent to the
 * styled 400 page in the site's layout (`req.url` becomes BAD_REQUEST_PAGE), answered with status
 * 400 and never cached, whatever Next writes. The 400 page asked for by its own address is
 * answered the same way: it is never a 200. True when it did; Next's handler then serves it.
 */
export function toBadRequestPage(req, res) {
  const path = (req.url ?? '/').split('?', 1)[0]
  if (isDecodablePath(req.url) && path !== BAD_REQUEST_PAGE) return false
  if (NOT_PAGES.test(path) || (req.method !== 'GET' && req.method !== 'HEAD')) return false
  // Its own address keeps its query (the client router's ?_rsc=…); any other is sent to it.
  if (path !== BAD_REQUEST_PAGE) req.url = BAD_REQUEST_PAGE
  res.statusCode = 400
  const setHeader = res.setHeader
  res.setHeader = function setHeaderBadRequest(name, value) {
    return setHeader.call(this, name, String(name).toLowerCase() === 'cache-control' ? 'no-store' : value)
  }
  const writeHead = res.writeHead
  res.writeHead = function writeHeadBadRequest(_status, ...rest) {
    setHeader.call(this, 'Cache-Control', 'no-store')
    return writeHead.call(this, 400, ...rest)
  }
  setHeader.call(res, 'Cache-Control', 'no-store')
  return true
}

/** Answers 400 to a request whose path does not decode; true when it did. */
export function refuseUndecodablePath(req, res) {
  if (isDecodablePath(req.url)) return false
  res.statusCode = 400
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Bad Request: the path is not valid percent-encoding.')
  return true
}
