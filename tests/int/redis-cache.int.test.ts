/**
 * The page and data cache in the local Redis (src/integrations/redis/redis-cache.ts) as two
 * instances see it, under a key prefix of this file's own (removed at the end): shared entries,
 * a tag revalidated on one instance gone for the other, every key expiring; and what happens when
 * Redis cannot be reached. Skipped, saying so, only when no Redis answers (npm test starts one or
 * stops before this).
 */
import type { CacheHandlerValue } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { describe, expect, it } from 'vitest'

import type { RedisClient } from '@/integrations/redis/client'
import { createOutageReporter } from '@/integrations/redis/outage'
import { createRedisCache, TAG_MAP_KEYS } from '@/integrations/redis/redis-cache'
import { cacheNamespace } from '@/integrations/redis/shared-cache'

import {
  recordingLog,
  redisAnswers,
  skipMessage,
  testKeyPrefix,
  twoRedisInstances,
  unreachableRedisClient,
} from './helpers/redis'

const PREFIX = testKeyPrefix()
const redisUp = await redisAnswers()
if (!redisUp) console.warn(skipMessage())

/** A cached page as Next hands it to the handler (APP_PAGE), tagged like a story page. */
function page(title: string, tags: string[], revalidate: number): CacheHandlerValue {
  const lastModified = Date.now()
  const lastModifiedAt = Math.floor(lastModified / 1000)
  const expireAge = Math.floor(revalidate * 1.5) // as the CacheHandler computes it
  return {
    lastModified,
    lifespan: {
      lastModifiedAt,
      staleAge: revalidate,
      staleAt: lastModifiedAt + revalidate,
      expireAge,
      expireAt: lastModifiedAt + expireAge,
      revalidate,
    },
    tags,
    value: {
      kind: 'APP_PAGE',
      html: `<h1>${title}</h1>`,
      rscData: Buffer.from(`rsc ${title}`),
      headers: { 'x-next-cache-tags': tags.join(',') },
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    },
  } as unknown as CacheHandlerValue
}

describe.skipIf(!redisUp)('page and data cache in Redis', () => {
  const instances = twoRedisInstances(PREFIX)

  const namespace = cacheNamespace(PREFIX, 'int-build')

  function instance(client: RedisClient) {
    const { lines, log } = recordingLog()
    const outage = createOutageReporter({ log, what: 'cache', degraded: 'down', recovered: 'up' })
    return { cache: createRedisCache({ client, keyPrefix: namespace, outage }), lines }
  }

  it('shares entries between instances, and a tag revalidated on one is gone for the other', async () => {
    const a = instance(instances.a())
    const b = instance(instances.b())
    await a.cache.prepare?.()
    await b.cache.prepare?.()
    const key = '/stories/first-light'
    await b.cache.set(key, page('First light', ['story:first-light', 'stories'], 120))
    await b.cache.set('/about', page('About', ['site-settings'], 300))

    const seenByA = await a.cache.get(key, { implicitTags: [] })
    expect(seenByA?.value).toMatchObject({ kind: 'APP_PAGE', html: '<h1>First light</h1>' })
    expect(Buffer.isBuffer((seenByA?.value as { rscData?: unknown }).rscData)).toBe(true)

    // Every key expires: the entry at 1.5 × its revalidate time, the tag maps after two days.
    const ttl = await instances.a().ttl(namespace + key)
    expect(ttl).toBeGreaterThan(150)
    expect(ttl).toBeLessThanOrEqual(180)
    for (const mapKey of TAG_MAP_KEYS.slice(0, 2)) {
      expect(await instances.a().ttl(namespace + mapKey), mapKey).toBeGreaterThan(24 * 60 * 60)
    }

    await a.cache.revalidateTag('story:first-light')
    expect(await b.cache.get(key, { implicitTags: [] })).toBeNull()
    expect(await b.cache.get('/about', { implicitTags: [] })).not.toBeNull()
    expect(a.lines).toEqual([])
    expect(b.lines).toEqual([])
  })

  it('forgets expired entries: the keys expire, and the sweep clears them from the tag maps', async () => {
    const a = instance(instances.a())
    await a.cache.set('/no-such-slug', page('Not found', ['story:no-such-slug'], 1))
    expect(await instances.a().hExists(namespace + TAG_MAP_KEYS[0], '/no-such-slug')).toBe(1)
    expect(await instances.a().exists(namespace + '/no-such-slug')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    expect(await instances.a().exists(namespace + '/no-such-slug'), 'the entry expired').toBe(0)
    await a.cache.maintain()
    expect(await instances.a().hExists(namespace + TAG_MAP_KEYS[0], '/no-such-slug'), 'swept').toBe(0)
    expect(await instances.a().hExists(namespace + TAG_MAP_KEYS[1], '/no-such-slug')).toBe(0)
  })

  describe('when Redis cannot be reached', () => {
    const dead = unreachableRedisClient()

    it('pages are cached in this process, the outage is logged once, and revalidated tags are kept for later', async () => {
      const { lines, log } = recordingLog()
      const outage = createOutageReporter({ log, what: 'cache', degraded: 'down', recovered: 'up' })
      const cache = createRedisCache({ client: dead(), keyPrefix: cacheNamespace(PREFIX, 'dead'), outage })
      await cache.set('/', page('Home', ['stories'], 300))
      expect((await cache.get('/', { implicitTags: [] }))?.value).toMatchObject({ html: '<h1>Home</h1>' })
      await cache.revalidateTag('stories')
      expect(await cache.get('/', { implicitTags: [] })).toBeNull()
      expect(cache.pendingTags).toBe(1)
      expect(lines).toEqual([{ level: 'error', event: 'redis_cache_unavailable' }])
    })
  })
})
