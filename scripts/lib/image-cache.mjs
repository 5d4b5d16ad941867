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

const PREFIX = '/_next/image?'
const SKIPPED_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'x-nextjs-cache'])

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
  /** @type {Map<string, { headers: Record<string, string | string[]>, body: Buffer, etag: string | undefined, expiresAt: number }>} */
  const entries = new Map()
  let totalBytes = 0

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    totalBytes -= entry.body.byteLength
  }

  const keyOf = (req) => `${req.url}\n${formatFor(req.headers.accept)}`

  const applies = (req) =>
    (req.method === 'GET' || req.method === 'HEAD') &&
    typeof req.url === 'string' &&
    req.url.startsWith(PREFIX) &&
    req.headers.range === undefined &&
    req.headers['if-modified-since'] === undefined

  function store(key, res, chunks) {
    if (res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return
    const ttl = maxAgeSeconds(res.getHeader('cache-control'))
    if (ttl <= 0) return
    const body = Buffer.concat(chunks)
    if (body.byteLength === 0 || body.byteLength > maxBytes / 8) return
    const headers = {}
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined || SKIPPED_HEADERS.has(name)) continue
      headers[name] = Array.isArray(value) ? value.map(String) : String(value)
    }
    remove(key)
    entries.set(key, { headers, body, etag: headers.etag, expiresAt: now() + ttl * 1000 })
    totalBytes += body.byteLength
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break
      remove(oldest)
    }
  }

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return totalBytes
    },
    /**
     * Answers `req` from the cache when it can (true), or records what Next answers (false: pass
     * the request on to Next).
     */
    handle(req, res) {
      if (!applies(req)) return false
      const key = keyOf(req)
      const entry = entries.get(key)
      if (entry && entry.expiresAt > now()) {
        entries.delete(key) // most recently used goes last
        entries.set(key, entry)
        const notModified = entry.etag !== undefined && req.headers['if-none-match'] === entry.etag
        res.writeHead(notModified ? 304 : 200, {
          ...entry.headers,
          'x-nextjs-cache': 'HIT',
          ...(notModified ? {} : { 'content-length': String(entry.body.byteLength) }),
        })
        res.end(notModified || req.method === 'HEAD' ? undefined : entry.body)
        return true
      }
      if (entry) remove(key)
      if (req.method !== 'GET' || req.headers['if-none-match'] !== undefined) return false

      const chunks = []
      const write = res.write
      const end = res.end
      const keep = (chunk, encoding) => {
        if (chunk === undefined || chunk === null || typeof chunk === 'function') return
        chunks.push(
          Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'),
        )
      }
      res.write = function writeAndKeep(chunk, encoding, callback) {
        keep(chunk, encoding)
        return write.call(this, chunk, encoding, callback)
      }
      res.end = function endAndKeep(chunk, encoding, callback) {
        keep(chunk, encoding)
        return end.call(this, chunk, encoding, callback)
      }
      // 'finish': the whole answer was handed to the socket (not emitted when it was cut short).
      res.once('finish', () => store(key, res, chunks))
      return false
    },
  }
}
