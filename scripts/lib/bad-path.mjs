/**
 * A request path Next cannot percent-decode ('/%', '/stories/%E0%A4%A', '/api/x/%ED%A0%80':
 * a lone '%', a cut-off or invalid UTF-8 sequence) makes Next answer a bare 500. It is the
 * client's mistake: serve.mjs answers 400 before Next sees it. The query string is left to
 * Next and Payload, which read it leniently.
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

/** Answers 400 to a request whose path does not decode; true when it did. */
export function refuseUndecodablePath(req, res) {
  if (isDecodablePath(req.url)) return false
  res.statusCode = 400
  res.setHeader('Content-Type', 'text/plain; charset=utf-8')
  res.setHeader('Cache-Control', 'no-store')
  res.end('Bad Request: the path is not valid percent-encoding.')
  return true
}
