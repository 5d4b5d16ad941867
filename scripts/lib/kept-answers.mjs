/**
 * What the in-memory page cache of scripts/serve.mjs (scripts/lib/page-cache.mjs) is made of:
 * recording the answer Next writes, and a store of such answers bounded by bytes, least recently used first out, each kept until its own expiry.
 */

/** Headers never kept: Node sets them per connection and per answer. */
const PER_ANSWER_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/**
 * @typedef {{ headers: Record<string, string | string[]>, body: Buffer, expiresAt: number }} KeptAnswer
 */

/**
 * Records what is written to `res` (a node:http ServerResponse) and calls `onFinish(body)` once the
 * whole answer was handed to the socket ('finish' is not emitted when it was cut short).
 * @param {import('node:http').ServerResponse} res
 * @param {(body: Buffer) => void} onFinish
 */
export function recordAnswer(res, onFinish) {
  const chunks = []
  const write = res.write
  const end = res.end
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
  }
  res.write = function writeAndKeep(chunk, encoding, callback) {
    keep(chunk, encoding)
    return write.call(this, chunk, encoding, callback)
  }
  res.end = function endAndKeep(chunk, encoding, callback) {
    keep(chunk, encoding)
    return end.call(this, chunk, encoding, callback)
  }
  res.once('finish', () => onFinish(Buffer.concat(chunks)))
}

/**
 * The headers `res` was answered with, without those Node sets per answer and `skipped`.
 * @param {import('node:http').ServerResponse} res
 * @param {ReadonlySet<string>} [skipped]
 * @returns {Record<string, string | string[]>}
 */
export function keptHeaders(res, skipped = new Set()) {
  const headers = {}
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name) || skipped.has(name)) continue
    headers[name] = Array.isArray(value) ? value.map(String) : String(value)
  }
  return headers
}

/**
 * Answers kept by key in at most `maxBytes` of bodies; one answer may take at most an eighth.
 * @param {{ maxBytes: number, now?: () => number }} options
 */
export function createAnswerStore({ maxBytes, now = Date.now }) {
  /** @type {Map<string, KeptAnswer>} */
  const entries = new Map()
  let totalBytes = 0

  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    totalBytes -= entry.body.byteLength
  }

  return {
    get size() {
      return entries.size
    },
    get bytes() {
      return totalBytes
    },
    /** The fresh answer kept under `key` (now the most recently used), or undefined. */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now()) {
        totalBytes -= entry.body.byteLength
        return undefined
      }
      entries.set(key, entry) // most recently used goes last
      return entry
    },
    /** Keeps `body` with `headers` for `ttlMs`; false when it is too large to keep. */
    set(key, headers, body, ttlMs) {
      if (body.byteLength === 0 || body.byteLength > maxBytes / 8 || ttlMs <= 0) return false
      remove(key)
      entries.set(key, { headers, body, expiresAt: now() + ttlMs })
      totalBytes += body.byteLength
      for (const oldest of entries.keys()) {
        if (totalBytes <= maxBytes) break
        remove(oldest)
      }
      return true
    },
    clear() {
      entries.clear()
      totalBytes = 0
    },
  }
}
