/**
 * An in-process cache of Next's optimized images (/_next/image), for scripts/serve.mjs.
 *
 * Next keeps the images it resizes and re-encodes (AVIF or WebP) in a disk cache that it only
 * turns on together with writing cached pages to disk (experimental.isrFlushToDisk), which we keep
 * off so that unknown slugs cannot grow the disk (ADR 0011). Without it every request of an image
 * encodes it again: about 300 ms of CPU for a story's hero. This keeps each answer Next gave, per
 * URL and per format the browser accepts (Next picks AVIF, then WebP, by the Accept header), for
 * as long as its own Cache-Control says (max-age: 4 hours by default), in at most `maxBytes` (32 MB:
 * the serving process stays within 512 MB, ADR 0029),
 * least recently used first out. Only complete 200 answers that say `public` and carry no cookie
 * are kept; a request with a Range header or a conditional other than If-None-Match goes to Next.
 */

import { createAnswerStore, keptHeaders, recordAnswer } from './kept-answers.mjs'

const PREFIX = '/_next/image?'
const SKIPPED_HEADERS = new Set(['x-nextjs-cache'])

/** The format Next would answer with for this Accept header (formats: AVIF, then WebP). */
function formatFor(accept) {
  if (/image\/avif/i.test(accept ?? '')) return 'avif'
  if (/image\/webp/i.test(accept ?? '')) return 'webp'
  return 'original'
}

function maxAgeSeconds(cacheControl) {
  if (typeof cacheControl !== 'string' || !/\bpublic\b/i.test(cacheControl)) return 0
  if (/\b(no-store|private|no-cache)\b/i.test(cacheControl)) return 0
  const match = /\bmax-age=(\d+)/i.exec(cacheControl)
  return match ? Number(match[1]) : 0
}

/**
 * @param {{ maxBytes?: number, now?: () => number }} [options]
 */
export function createImageCache(options = {}) {
  const { maxBytes = 32 * 1024 * 1024, now = Date.now } = options
  const answers = createAnswerStore({ maxBytes, now })

  const keyOf = (req) => `${req.url}\n${formatFor(req.headers.accept)}`

  const applies = (req) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    typeof req.url === 'string' &&
    req.url.startsWith(PREFIX) &&
    req.headers.range === undefined &&
    req.headers['if-modified-since'] === undefined

  function store(key, res, body) {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return
    const ttl = maxAgeSeconds(res.getHeader('cache-control'))
    answers.set(key, keptHeaders(res, SKIPPED_HEADERS), body, ttl * 1000)
  }

  return {
    get size() {
      return answers.size
    },
    get bytes() {
      return answers.bytes
    },
    /**
     * Answers `req` from the cache when it can (true), or records what Next answers (false: pass
     * the request on to Next).
     */
    handle(req, res) {
      if (!applies(req)) return false
      const key = keyOf(req)
      const entry = answers.get(key)
      if (entry) {
        const etag = entry.headers.etag
        const notModified = etag !== undefined && req.headers['if-none-match'] === etag
        res.writeHead(notModified ? 304 : 200, {
          ...entry.headers,
          'x-nextjs-cache': 'HIT',
          ...(notModified ? {} : { 'content-length': String(entry.body.byteLength) }),
        })
        res.end(notModified || req.method === 'HEAD' ? undefined : entry.body)
        return true
      }
      if (req.method !== 'GET' || req.headers['if-none-match'] !== undefined) return false
      recordAnswer(res, (body) => store(key, res, body))
      return false
    },
  }
}
