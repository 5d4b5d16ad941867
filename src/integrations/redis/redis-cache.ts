/**
 * One instance's page and data cache in Redis: @fortedigital/nextjs-cache-handler's redis-strings
 * handler under one build's namespace, with its local-lru handler for outages (./shared-cache.ts).
 *
 * Also loaded by Node itself through ./next-cache-handler.ts: relative imports carry their
 * extension.
 */
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { COMMAND_TIMEOUT_MS, type RedisClient } from './client.ts'
import type { OutageReporter } from './outage.ts'
import { createSharedCacheHandler, type SharedCacheHandler } from './shared-cache.ts'

const DAY_SECONDS = 24 * 60 * 60

/**
 * Entries without a revalidate time are kept a day (Next's handler would keep them a year), so
 * every key expires within a day and a half (the handler expires keys at 1.5 × their time).
 */
export const DEFAULT_STALE_AGE_SECONDS = DAY_SECONDS
/** The handler's tag maps outlive the longest entry by half a day. */
export const TAG_MAPS_TTL_SECONDS = 2 * DAY_SECONDS
/** The in-process cache used during an outage: Next's own default bound (cacheMaxMemorySize). */
const LOCAL_MAX_BYTES = 50 * 1024 * 1024

const SHARED_TAGS_KEY = '__sharedTags__'
const SHARED_TAGS_TTL_KEY = '__sharedTagsTtl__'
const REVALIDATED_TAGS_KEY = '__revalidated_tags__'
export const TAG_MAP_KEYS = [SHARED_TAGS_KEY, SHARED_TAGS_TTL_KEY, REVALIDATED_TAGS_KEY] as const

export function createLocalCache() {
  return createLruHandler({ maxItemsNumber: 10_000, maxItemSizeBytes: LOCAL_MAX_BYTES })
}

export function createRedisCache(options: {
  client: RedisClient
  /** The build's namespace (cacheNamespace()). */
  keyPrefix: string
  outage: OutageReporter
}): SharedCacheHandler {
  const { client, keyPrefix, outage } = options
  const redis = createRedisHandler({
    client,
    keyPrefix,
    sharedTagsKey: SHARED_TAGS_KEY,
    sharedTagsTtlKey: SHARED_TAGS_TTL_KEY,
    timeoutMs: COMMAND_TIMEOUT_MS,
    // SET … EXAT: the value and its expiry in one command (Redis 6.2 or later).
    keyExpirationStrategy: 'EXAT',
  })
  return createSharedCacheHandler({
    redis,
    createLocal: createLocalCache,
    isConnected: () => client.isReady,
    outage,
    touch: () =>
      Promise.all(
        TAG_MAP_KEYS.map((key) =>
          client.withAbortSignal(AbortSignal.timeout(COMMAND_TIMEOUT_MS)).expire(keyPrefix + key, TAG_MAPS_TTL_SECONDS),
        ),
      ),
  })
}
