import 'server-only'

/**
 * scripts/serve.mjs keeps complete answers of cached pages in memory for a moment, in front of
 * Next's handler (scripts/lib/page-cache.mjs, ADR 0031). When a tag is expired they must go at
 * once, as Next's own copies do. serve.mjs and Next's bundles are different module graphs in the
 * same process, so the server registers its "empty" function on globalThis under this symbol and
 * the app calls it; without the server (next dev, tests, CLI scripts) there is nothing to empty.
 */
const EMPTY_FRONT_CACHE = Symbol.for('vanlife.frontCache.empty')

type Holder = typeof globalThis & { [EMPTY_FRONT_CACHE]?: () => void }

/** Drops every answer the serving process keeps in front of Next (no-op when there is none). */
export function emptyFrontCache(): void {
  ;(globalThis as Holder)[EMPTY_FRONT_CACHE]?.()
}
