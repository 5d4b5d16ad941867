/**
 * Next 16.4 asks a cache handler to keep each page's cache lifetime (`ctx.cacheControl` on set)
 * and give it back with the entry, so that an instance which did not render the page serves it
 * with the right `Cache-Control` and revalidate time. @fortedigital/nextjs-cache-handler 3.3.0
 * drops it; these two functions carry it inside the stored value instead.
 *
 * Without them, another instance served a page it had not rendered with no Cache-Control at all,
 * then as STALE on every request (a revalidate time of one second).
 *
 * Also loaded by Node itself through ./next-cache-handler.ts: type imports only.
 */
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache'

type CacheControl = NonNullable<CacheHandlerValue['cacheControl']>
type Value = CacheHandlerValue['value']

/** Where the lifetime travels inside the stored value (Next ignores the extra field). */
export const CACHE_CONTROL_FIELD = '__vanlifeCacheControl'

/** The value to store: with the set context's cacheControl, for pages and route answers. */
export function keepCacheControl<V extends Value>(value: V, ctx: unknown): V {
  if (!value || value.kind === 'FETCH' || typeof ctx !== 'object' || ctx === null) return value
  const cacheControl = (ctx as { cacheControl?: CacheControl }).cacheControl
  if (!cacheControl) return value
  return { ...value, [CACHE_CONTROL_FIELD]: cacheControl }
}

/** The entry as Next expects it: the lifetime taken out of the value and given as cacheControl. */
export function liftCacheControl<E extends CacheHandlerValue>(entry: E | null): E | null {
  if (!entry?.value || !(CACHE_CONTROL_FIELD in entry.value)) return entry
  const { [CACHE_CONTROL_FIELD]: cacheControl, ...value } = entry.value as Record<string, unknown>
  return {
    ...entry,
    value: value as unknown as Value,
    cacheControl: entry.cacheControl ?? (cacheControl as CacheControl),
  }
}
