/**
 * Next's cache handler when REDIS_URL is set (next.config.ts, production server only): pages (ISR),
 * route handler answers and unstable_cache data of every instance live in one Redis, and a
 * revalidated tag deletes the tagged entries there, so a publish on one instance refreshes the
 * page on all of them at once (ADR 0013).
 *
 * Built on @fortedigital/nextjs-cache-handler (its CacheHandler; ./redis-cache.ts):
 * - keys: `<REDIS_KEY_PREFIX>cache:<deployment>:…`, the deployment being NEXT_DEPLOYMENT_ID when
 *   set, else the build id (with a deployment id Next's build id no longer changes). A new
 *   deployment starts on an empty namespace (its pages link to its own scripts), and nothing the
 *   build itself rendered without a database is ever written there (no registerInitialCache): the
 *   first request renders from the database.
 * - every key expires: at 1.5 × the entry's revalidate time (a day without one); the handler's
 *   tag maps are swept every five minutes and expire two days after the last instance of a build
 *   stops.
 * - Redis unreachable: the site keeps serving from an in-process cache, logged (./shared-cache.ts).
 *
 * Next imports this file with Node's own import() at run time, outside its bundles: Node strips
 * the types, relative imports carry their extension, and there is no `server-only` here (it
 * throws outside Next's bundles).
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'

import { env } from '../../lib/env.ts'
import { logger } from '../../lib/logger.ts'
import { keepCacheControl, liftCacheControl } from './cache-control.ts'
import { sharedRedisClient, whenReady } from './client.ts'
import { createOutageReporter } from './outage.ts'
import { createLocalCache, createRedisCache, DEFAULT_STALE_AGE_SECONDS } from './redis-cache.ts'
import { cacheNamespace, deploymentOf } from './shared-cache.ts'

const MAINTAIN_EVERY_MS = 5 * 60_000

CacheHandler.onCreation(async ({ buildId }) => {
  const ttl = { defaultStaleAge: DEFAULT_STALE_AGE_SECONDS }
  const url = env.REDIS_URL
  if (!url) {
    // next.config.ts sets this handler only with REDIS_URL; should it happen: this process only.
    logger.warn({ event: 'redis_cache_not_configured' }, 'No REDIS_URL: pages are cached in this process only')
    return { handlers: [createLocalCache()], ttl }
  }

  const outage = createOutageReporter({
    log: logger,
    what: 'cache',
    degraded: 'Redis unreachable: pages and data are cached in this process only until it answers',
    recovered: 'Redis answers again: pages and data are shared again',
  })
  const client = sharedRedisClient(url, (event, error) => {
    if (event === 'error') outage.failed(error)
  })
  const keyPrefix = cacheNamespace(env.REDIS_KEY_PREFIX, deploymentOf(env.NEXT_DEPLOYMENT_ID, buildId))
  const handler = createRedisCache({ client, keyPrefix, outage })
  setInterval(() => void handler.maintain(), MAINTAIN_EVERY_MS).unref()

  // The first request waits for the connection (a few ms), at most a second: after that it is
  // served from this process's cache and the outage is logged.
  if (await whenReady(client, 1_000)) {
    logger.info({ event: 'redis_cache_ready', namespace: keyPrefix }, 'Pages and data are cached in Redis')
  }
  return { handlers: [handler], ttl }
})

/** The handler Next instantiates: the package's, keeping each page's cache lifetime (./cache-control.ts). */
export default class SharedCacheHandler extends CacheHandler {
  override async get(...args: Parameters<CacheHandler['get']>): ReturnType<CacheHandler['get']> {
    return liftCacheControl(await super.get(...args))
  }

  override async set(...[key, value, ctx]: Parameters<CacheHandler['set']>): ReturnType<CacheHandler['set']> {
    return super.set(key, keepCacheControl(value, ctx), ctx)
  }
}
