import type { CacheHandlerValue, Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types'
import { describe, expect, it } from 'vitest'

import { createOutageReporter } from './outage'
import { cacheNamespace, createSharedCacheHandler, deploymentOf } from './shared-cache'

/** A Map-backed handler that can be made to fail, standing in for Redis or the local cache. */
function fakeHandler(name: string) {
  const entries = new Map<string, CacheHandlerValue>()
  const calls: string[] = []
  const state = { failing: false }
  const check = (op: string) => {
    calls.push(op)
    if (state.failing) throw new Error(`${name} down`)
  }
  const handler: Handler = {
    name,
    async get(key) {
      check(`get ${key}`)
      return entries.get(key) ?? null
    },
    async set(key, value) {
      check(`set ${key}`)
      entries.set(key, value)
    },
    async revalidateTag(tag) {
      check(`revalidate ${tag}`)
      for (const [key, value] of entries) if (value.tags.includes(tag)) entries.delete(key)
    },
    async delete(key) {
      check(`delete ${key}`)
      entries.delete(key)
    },
    async prepare() {
      check('prepare')
    },
  }
  return { handler, entries, calls, state }
}

function entry(title: string, tags: string[]): CacheHandlerValue {
  return {
    lastModified: 0,
    lifespan: null,
    tags,
    value: { kind: 'FETCH', data: { headers: {}, body: title, url: '' }, revalidate: 60 },
  } as unknown as CacheHandlerValue
}

const meta = { implicitTags: [] }

function setup() {
  let time = 1_000_000
  const clock = { now: () => time, advance: (ms: number) => (time += ms) }
  const redis = fakeHandler('redis')
  const locals: ReturnType<typeof fakeHandler>[] = []
  const connection = { up: true }
  const logs: { level: string; event: unknown }[] = []
  const log = {
    error: (fields: Record<string, unknown>) => logs.push({ level: 'error', event: fields.event }),
    info: (fields: Record<string, unknown>) => logs.push({ level: 'info', event: fields.event }),
  }
  const touched: number[] = []
  const handler = createSharedCacheHandler({
    timeoutMs: 50,
    redis: redis.handler,
    createLocal: () => {
      const local = fakeHandler('local')
      locals.push(local)
      return local.handler
    },
    isConnected: () => connection.up,
    outage: createOutageReporter({ log, what: 'cache', degraded: 'down', recovered: 'up', now: clock.now }),
    touch: async () => touched.push(clock.now()),
    retryAfterMs: 5_000,
    now: clock.now,
  })
  return { handler, redis, locals, connection, logs, touched, clock, local: () => locals[locals.length - 1] }
}

describe('createSharedCacheHandler', () => {
  it('reads, writes and revalidates in Redis while it is connected', async () => {
    const { handler, redis, local } = setup()
    await handler.set('/story', entry('Old', ['story:a']))
    expect(redis.entries.has('/story')).toBe(true)
    expect(local().entries.size).toBe(0)
    expect(await handler.get('/story', meta)).toMatchObject({ tags: ['story:a'] })
    await handler.revalidateTag('story:a')
    expect(await handler.get('/story', meta)).toBeNull()
    expect(handler.pendingTags).toBe(0)
  })

  it('serves from this process while Redis is not connected, logged once, then goes back to Redis', async () => {
    const { handler, redis, connection, logs, local, locals } = setup()
    connection.up = false
    await handler.set('/story', entry('Offline', ['story:a']))
    expect(await handler.get('/story', meta)).toMatchObject({ tags: ['story:a'] })
    expect(await handler.get('/other', meta)).toBeNull()
    expect(redis.calls).toEqual([])
    expect(local().entries.has('/story')).toBe(true)
    expect(logs).toEqual([{ level: 'error', event: 'redis_cache_unavailable' }])

    connection.up = true
    expect(await handler.get('/story', meta)).toBeNull() // Redis never had it
    expect(logs.at(-1)).toEqual({ level: 'info', event: 'redis_cache_recovered' })
    expect(locals).toHaveLength(2) // a fresh local cache for the next outage
  })

  it('after a failed command leaves Redis alone for a while instead of waiting on it', async () => {
    const { handler, redis, clock } = setup()
    await handler.set('/story', entry('Shared', ['story:a']))
    redis.state.failing = true
    expect(await handler.get('/story', meta)).toBeNull() // failed in Redis, not in the local cache
    const callsAfterFailure = redis.calls.length
    expect(await handler.get('/story', meta)).toBeNull()
    expect(redis.calls).toHaveLength(callsAfterFailure)
    redis.state.failing = false
    clock.advance(5_000)
    expect(await handler.get('/story', meta)).toMatchObject({ tags: ['story:a'] })
  })

  it('gives up on a Redis that does not answer, and lets one request at a time try it again', async () => {
    const { handler, redis, clock, logs } = setup()
    await handler.set('/story', entry('Shared', ['story:a']))
    const { get } = redis.handler
    let hung = 0
    redis.handler.get = (key, meta) => {
      if (!redis.state.failing) return get(key, meta)
      hung += 1
      return new Promise(() => undefined) // a paused Redis: never answers
    }
    redis.state.failing = true
    const started = Date.now()
    expect(await handler.get('/story', meta)).toBeNull()
    expect(Date.now() - started).toBeLessThan(1_000)
    expect(logs).toEqual([{ level: 'error', event: 'redis_cache_unavailable' }])

    clock.advance(5_000)
    const probe = handler.get('/story', meta) // this one tries Redis…
    expect(await handler.get('/story', meta)).toBeNull() // …the others use this process meanwhile
    expect(await probe).toBeNull()
    expect(hung).toBe(2)

    redis.state.failing = false
    clock.advance(5_000)
    expect(await handler.get('/story', meta)).toMatchObject({ tags: ['story:a'] })
    expect(logs.at(-1)).toEqual({ level: 'info', event: 'redis_cache_recovered' })
  })

  it('revalidates in Redis, when it answers again, the tags revalidated during the outage', async () => {
    const { handler, redis, connection } = setup()
    await handler.set('/story', entry('Before the outage', ['story:a']))
    await handler.set('/home', entry('Home', ['stories']))
    connection.up = false
    await handler.revalidateTag('story:a')
    expect(handler.pendingTags).toBe(1)
    expect(redis.entries.has('/story')).toBe(true)

    connection.up = true
    await handler.maintain()
    expect(handler.pendingTags).toBe(0)
    expect(redis.entries.has('/story')).toBe(false)
    expect(redis.entries.has('/home')).toBe(true)
  })

  it('sweeps and refreshes the expiry of the tag maps when maintained, after the first write and once a minute', async () => {
    const { handler, redis, touched, clock } = setup()
    await handler.prepare?.()
    expect(redis.calls).toContain('prepare')
    expect(touched).toHaveLength(1)
    await handler.set('/a', entry('A', [])) // the first write creates the maps
    expect(touched).toHaveLength(2)
    await handler.set('/b', entry('B', []))
    expect(touched).toHaveLength(2)
    clock.advance(60_000)
    await handler.set('/c', entry('C', []))
    expect(touched).toHaveLength(3)
  })
})

describe('cacheNamespace', () => {
  it('puts the build id under the prefix', () => {
    expect(cacheNamespace('vanlife:', 'AbC_12-x\n')).toBe('vanlife:cache:AbC_12-x:')
    expect(cacheNamespace('vanlife:', undefined)).toBe('vanlife:cache:unknown-build:')
    expect(cacheNamespace('vanlife:', 'a*b')).toBe('vanlife:cache:unknown-build:')
  })

  it('follows NEXT_DEPLOYMENT_ID when set, else the build id', () => {
    expect(cacheNamespace('vanlife:', deploymentOf(undefined, 'nGx3k_build'))).toBe('vanlife:cache:nGx3k_build:')
    expect(cacheNamespace('vanlife:', deploymentOf('', 'nGx3k_build'))).toBe('vanlife:cache:nGx3k_build:')
    // With a deployment id, Next gives every build the same build id: the namespaces still differ.
    const sameBuildId = 'build-TfctsWXpff2fKS'
    expect(cacheNamespace('vanlife:', deploymentOf('release-41', sameBuildId))).toBe('vanlife:cache:release-41:')
    expect(cacheNamespace('vanlife:', deploymentOf('release-42', sameBuildId))).toBe('vanlife:cache:release-42:')
  })
})
