/**
 * The page and data cache of every instance: Redis first, this process's memory while Redis is
 * unreachable. A handler for @fortedigital/nextjs-cache-handler's CacheHandler (ADR 0013).
 *
 * - Redis connected: every read and write goes to Redis (the other instances see them), and a
 *   revalidated tag deletes the tagged entries there, for every instance at once.
 * - Redis not connected, failing, or not answering within a second: reads and writes go to an
 *   in-process cache instead (the site keeps serving; each instance caches for itself), tags are
 *   revalidated in it and remembered. Every five seconds one request tries Redis again. The
 *   outage is logged once (./outage.ts).
 * - Redis answers again: the remembered tags are revalidated in Redis, so what was published
 *   meanwhile is not served from entries written before the outage, and the in-process cache
 *   starts empty for the next outage.
 *
 * Also loaded by Node itself through ./next-cache-handler.ts: relative imports carry their
 * extension.
 */
import type { CacheHandlerValue, Handler, HandlerGetMeta } from '@fortedigital/nextjs-cache-handler/cache-handler.types'

import type { OutageReporter } from './outage.ts'
import { withTimeout } from './timeout.ts'

export type SharedCacheOptions = {
  /** The Redis handler (redis-strings). */
  redis: Handler
  /** A fresh in-process cache (local-lru), used while Redis is unreachable. */
  createLocal: () => Handler
  /** True while the Redis client is connected. */
  isConnected: () => boolean
  outage: OutageReporter
  /** Refreshes the expiry of the handler's own bookkeeping keys (tag maps) in Redis. */
  touch?: () => Promise<unknown>
  /** Longest wait (ms) on Redis for a read or a write; longer is an outage. */
  timeoutMs?: number
  /** Longest wait (ms) for revalidating a tag or sweeping (they scan the tag maps). */
  scanTimeoutMs?: number
  /**
   * After a failure, Redis is left alone this long (ms), then one request tries it while the
   * others keep using this process's cache, so requests do not queue up on a Redis that hangs.
   */
  retryAfterMs?: number
  /** At most this many revalidated tags are remembered during an outage. */
  maxPendingTags?: number
  now?: () => number
}

export type SharedCacheHandler = Handler & {
  /** Sweeps expired entries out of the tag maps and refreshes their expiry (run now and then). */
  maintain(): Promise<void>
  /** Tags revalidated during an outage, not yet revalidated in Redis. */
  readonly pendingTags: number
}

const TOUCH_EVERY_MS = 60_000

export function createSharedCacheHandler(options: SharedCacheOptions): SharedCacheHandler {
  const { redis, createLocal, isConnected, outage, touch, maxPendingTags = 10_000 } = options
  const { timeoutMs = 1_000, scanTimeoutMs = 10_000, retryAfterMs = 5_000 } = options
  const now = options.now ?? Date.now
  let local = createLocal()
  // 0: Redis is in use. Otherwise: when to try it again; `probing` while one request does.
  let retryAt = 0
  let probing = false
  let lastTouch = -Infinity
  // The tag maps exist once something was written: touched after the first write, then once a minute.
  let written = false
  let mapsTouched = false
  let replaying: Promise<void> | undefined
  const pending = new Set<string>()

  function fail(error: unknown): void {
    retryAt = now() + retryAfterMs
    probing = false
    outage.failed(error)
  }

  /** May this operation use Redis? While Redis is failing, one operation at a time tries it. */
  function usable(): boolean {
    if (!isConnected()) {
      outage.failed(new Error('Redis is not connected'))
      return false
    }
    if (retryAt === 0) return true
    if (probing || now() < retryAt) return false
    probing = true
    return true
  }

  function answered(): void {
    retryAt = 0
    probing = false
    if (outage.succeeded()) local = createLocal()
  }

  // The tags revalidated during an outage, revalidated in Redis before anything else is read
  // there: entries written before the outage must not be served. One replay at a time; whoever
  // comes meanwhile waits for the same one. Throws when Redis fails.
  function replay(): Promise<void> {
    if (pending.size === 0) return Promise.resolve()
    replaying ??= (async () => {
      for (const tag of [...pending]) {
        await withTimeout(redis.revalidateTag(tag), scanTimeoutMs, 'a tag revalidation')
        pending.delete(tag)
      }
    })().finally(() => {
      replaying = undefined
    })
    return replaying
  }

  /** Runs `operation` in Redis when it may (true), after any replay; false: use this process. */
  async function inRedis(operation: () => Promise<unknown>): Promise<boolean> {
    if (!usable()) return false
    try {
      await replay()
      await operation()
      answered()
      return true
    } catch (error) {
      fail(error)
      return false
    }
  }

  function remember(tag: string): void {
    if (pending.size >= maxPendingTags) {
      const oldest = pending.values().next().value
      if (oldest !== undefined) pending.delete(oldest)
    }
    pending.add(tag)
  }

  async function touchNow(): Promise<void> {
    if (!touch) return
    lastTouch = now()
    mapsTouched = written
    await withTimeout(touch(), timeoutMs, 'an expiry refresh')
  }

  async function maintain(): Promise<void> {
    await inRedis(async () => {
      await withTimeout(Promise.resolve(redis.prepare?.()), scanTimeoutMs, 'a sweep')
      await touchNow()
    })
  }

  return {
    name: 'redis-shared-with-local-fallback',
    get pendingTags() {
      return pending.size
    },
    async get(key: string, meta: HandlerGetMeta): Promise<CacheHandlerValue | null | undefined> {
      let value: CacheHandlerValue | null | undefined
      const read = async () => {
        value = await withTimeout(redis.get(key, meta), timeoutMs, 'a read')
      }
      return (await inRedis(read)) ? value : local.get(key, meta)
    },
    async set(key, value, ctx): Promise<void> {
      const write = async () => {
        await withTimeout(redis.set(key, value, ctx), timeoutMs, 'a write')
        written = true
        if (!mapsTouched || now() - lastTouch >= TOUCH_EVERY_MS) await touchNow()
      }
      if (!(await inRedis(write))) await local.set(key, value, ctx)
    },
    async revalidateTag(tag: string): Promise<void> {
      await local.revalidateTag(tag)
      const revalidate = () => withTimeout(redis.revalidateTag(tag), scanTimeoutMs, 'a tag revalidation')
      if (!(await inRedis(revalidate))) remember(tag)
    },
    async delete(key: string): Promise<void> {
      await local.delete?.(key)
      await inRedis(() => withTimeout(Promise.resolve(redis.delete?.(key)), timeoutMs, 'a delete'))
    },
    prepare: maintain,
    maintain,
  }
}

/**
 * Which deployment this process serves, for the cache namespace: Next's deployment id
 * (NEXT_DEPLOYMENT_ID) when set, else the build id. With a deployment id Next gives every build
 * the same build id (skew protection tells builds apart by the deployment id instead), so the
 * build id alone would let two deployments share pages that link to each other's scripts.
 */
export function deploymentOf(deploymentId: string | undefined, buildId: string | undefined): string | undefined {
  return deploymentId || buildId
}

/** Where one deployment's pages and data live: `<prefix>cache:<deployment>:` (deploymentOf()). */
export function cacheNamespace(prefix: string, deployment: string | undefined): string {
  const id = deployment?.trim()
  return `${prefix}cache:${id && /^[A-Za-z0-9_-]+$/.test(id) ? id : 'unknown-build'}:`
}
