/**
 * A moment's in-memory copy of the cached pages' complete answers, in front of Next's handler
 * (scripts/serve.mjs, ADR 0031).
 *
 * A cache HIT in Next still costs about a millisecond of CPU (routing, the proxy, header rules,
 * the route cache's read and tag checks, assembling the answer); on 2 cores shared with the load
 * generator that caps a page near 900 req/s. This keeps the bytes and headers Next answered with
 * and replays them, for `ttlMs` (1 s by default, so time-based revalidation behaves as before: at
 * most one request a second per page reaches Next), in at most `maxBytes`, least recently used
 * first out.
 *
 * Kept: a GET answered 200 whose Cache-Control says `public, s-maxage` (Next's cached pages, after
 * scripts/lib/public-cache-control.mjs) with no Set-Cookie, not STALE, whose Vary names only the
 * request headers the key holds (VARIED_HEADERS). Never kept nor served: a request in draft mode or
 * preview (their cookies), or with a Range. HEAD is answered from the GET's copy.
 *
 * `empty()` drops everything at once, and also the answers being recorded while it ran (they may
 * have been read before the change); a request that changes something (any method but GET and
 * HEAD) that saw `empty()` while it ran empties again when it ends, since Next may expire tags at
 * the end of the request that asked for it.
 */
import { createAnswerStore, keptHeaders, recordAnswer } from './kept-answers.mjs'

/** The request headers Next's pages vary on (its Vary header), each part of the key. */
export const VARIED_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'accept-encoding',
]
const VARIED = new Set(VARIED_HEADERS)
const SKIPPED_HEADERS = new Set(['x-nextjs-cache'])
/** Draft mode and preview: the page is rendered per request for staff. */
const BYPASS_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/

const isShared = (cacheControl) =>
  typeof cacheControl === 'string' &&
  /^public,\s*s-maxage=\d+/i.test(cacheControl) &&
  !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl)

/** True when every header named in `vary` is part of the key. */
function varyCovered(vary) {
  if (vary === undefined) return true
  return String(vary)
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .every((name) => name === '' || VARIED.has(name))
}

/** The key of a GET or HEAD: its URL and the values of the varied headers. */
export function pageKey(req) {
  let key = req.url ?? ''
  for (const name of VARIED_HEADERS) {
    const value = req.headers[name]
    key += `\n${value === undefined ? '' : String(value)}`
  }
  return key
}

/**
 * @param {{ maxBytes?: number, ttlMs?: number, now?: () => number }} [options]
 */
export function createPageCache(options = {}) {
  const { maxBytes = 24 * 1024 * 1024, ttlMs = 1000, now = Date.now } = options
  const answers = createAnswerStore({ maxBytes, now })
  // Bumped by empty(): an answer recorded across it is not kept.
  let generation = 0

  const readsPage = (req) => req.method === 'GET' || req.method === 'HEAD'
  const bypassed = (req) => req.headers.range !== undefined || BYPASS_COOKIE.test(req.headers.cookie ?? '')

  function keep(key, res, body, since) {
    if (since !== generation || res.statusCode !== 200) return
    if (res.getHeader('set-cookie') !== undefined || res.getHeader('x-nextjs-cache') === 'STALE') return
    if (!isShared(res.getHeader('cache-control')) || !varyCovered(res.getHeader('vary'))) return
    answers.set(key, keptHeaders(res, SKIPPED_HEADERS), body, ttlMs)
  }

  function empty() {
    generation += 1
    answers.clear()
  }

  return {
    get size() {
      return answers.size
    },
    get bytes() {
      return answers.bytes
    },
    empty,
    /**
     * Answers `req` from memory when it can (true); otherwise records what Next answers, or
     * watches a change for tags expired while it ran (false: pass the request on to Next).
     */
    handle(req, res) {
      const since = generation
      if (!readsPage(req)) {
        res.once('close', () => {
          if (generation !== since) empty()
        })
        return false
      }
      if (bypassed(req)) return false
      const key = pageKey(req)
      const entry = answers.get(key)
      if (entry) {
        res.writeHead(200, {
          ...entry.headers,
          'x-nextjs-cache': 'HIT',
          'content-length': String(entry.body.byteLength),
        })
        res.end(req.method === 'HEAD' ? undefined : entry.body)
        return true
      }
      if (req.method === 'GET') recordAnswer(res, (body) => keep(key, res, body, since))
      return false
    },
  }
}
