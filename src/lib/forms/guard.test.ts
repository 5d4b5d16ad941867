import { describe, expect, it } from 'vitest'

import {
  checkBodySize,
  createFallbackRateLimitStore,
  createMemoryRateLimitStore,
  createRateLimiter,
  DUPLICATE_WINDOW_MS,
  getClientIp,
  hashIp,
  HONEYPOT_FIELD,
  isHoneypotTripped,
  isWithinDuplicateWindow,
  MAX_BODY_BYTES,
  RATE_LIMITS,
  rateLimitMessage,
  submissionFingerprint,
} from './guard'
import { GUARD_MESSAGES as MESSAGES } from './messages'

describe('honeypot', () => {
  it('uses the website field and trips only on a filled value', () => {
    expect(HONEYPOT_FIELD).toBe('website')
    expect(isHoneypotTripped({ website: 'http://spam.example' })).toBe(true)
    expect(isHoneypotTripped({ website: ['x'] })).toBe(true)
    expect(isHoneypotTripped({ website: 1 })).toBe(true)
    for (const body of [{}, { website: '' }, { website: '  ' }, { website: null }, null, 'website', 42, []]) {
      expect(isHoneypotTripped(body)).toBe(false)
    }
    expect(isHoneypotTripped(Object.create({ website: 'inherited' }))).toBe(false)
  })
})

describe('createRateLimiter', () => {
  function setup(limit = 3, windowMs = 60_000) {
    let time = 1_000_000
    const clock = { advance: (ms: number) => (time += ms) }
    const limiter = createRateLimiter({ limit, windowMs, now: () => time })
    return { limiter, clock }
  }

  it('allows N attempts, then blocks with a correct retry-after, then recovers after the window', async () => {
    const { limiter, clock } = setup(3, 60_000)
    expect(await limiter.check('ip')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
    expect(await limiter.check('ip')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    clock.advance(15_500)
    expect(await limiter.check('ip')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    expect(await limiter.check('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 })
    clock.advance(44_000)
    expect(await limiter.check('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 })
    clock.advance(500)
    expect(await limiter.check('ip')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
  })

  it('counts keys separately', async () => {
    const { limiter } = setup(1)
    expect((await limiter.check('a')).allowed).toBe(true)
    expect((await limiter.check('a')).allowed).toBe(false)
    expect((await limiter.check('b')).allowed).toBe(true)
  })

  it('works with an async store (the Redis shape)', async () => {
    const counts = new Map<string, number>()
    const limiter = createRateLimiter({
      limit: 1,
      windowMs: 10_000,
      now: () => 0,
      store: {
        increment: async (key, windowMs, now) => {
          counts.set(key, (counts.get(key) ?? 0) + 1)
          return { count: counts.get(key) ?? 0, resetAt: now + windowMs }
        },
      },
    })
    expect((await limiter.check('k')).allowed).toBe(true)
    expect(await limiter.check('k')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 10 })
  })

  it('rejects nonsensical options', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: 1000 })).toThrow(RangeError)
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError)
  })

  it('has the per-form limits', () => {
    expect(RATE_LIMITS).toEqual({
      subscribe: { limit: 5, windowMs: 60_000 },
      story: { limit: 3, windowMs: 600_000 },
      contact: { limit: 5, windowMs: 600_000 },
      confirm: { limit: 10, windowMs: 60_000 },
    })
  })
})

describe('createMemoryRateLimitStore', () => {
  it('stays bounded, evicting expired entries first and then the oldest', () => {
    const store = createMemoryRateLimitStore({ maxKeys: 3, sweepIntervalMs: 1_000_000 })
    store.increment('a', 100, 0)
    store.increment('b', 1000, 0)
    store.increment('c', 1000, 0)
    expect(store.size).toBe(3)
    store.increment('d', 1000, 200) // 'a' has expired: swept
    expect(store.size).toBe(3)
    expect(store.increment('b', 1000, 200).count).toBe(2)
    store.increment('e', 1000, 300) // all live: the oldest window ('b') is evicted
    expect(store.size).toBe(3)
    expect(store.increment('c', 1000, 300).count).toBe(2)
    expect(store.increment('b', 1000, 300).count).toBe(1)
  })

  it('sweeps expired entries periodically', () => {
    const store = createMemoryRateLimitStore({ sweepIntervalMs: 1000 })
    for (let i = 0; i < 50; i += 1) store.increment(`ip${i}`, 500, 0)
    store.increment('late', 500, 1000)
    expect(store.size).toBe(1)
  })
})

describe('createFallbackRateLimitStore', () => {
  it('counts in the primary store while it answers', async () => {
    const errors: unknown[] = []
    const primary = createMemoryRateLimitStore()
    const fallback = createMemoryRateLimitStore()
    const store = createFallbackRateLimitStore(primary, fallback, (error) => errors.push(error))
    expect(await store.increment('k', 60_000, 0)).toEqual({ count: 1, resetAt: 60_000 })
    expect(await store.increment('k', 60_000, 10)).toEqual({ count: 2, resetAt: 60_000 })
    expect(primary.size).toBe(1)
    expect(fallback.size).toBe(0)
    expect(errors).toEqual([])
  })

  it('counts an attempt the primary cannot count in the fallback, reports it, and never throws', async () => {
    const errors: unknown[] = []
    let down = true
    const shared = createMemoryRateLimitStore()
    const primary = {
      async increment(key: string, windowMs: number, now: number) {
        if (down) throw new Error('Redis is not connected')
        return shared.increment(key, windowMs, now)
      },
    }
    const fallback = createMemoryRateLimitStore()
    const store = createFallbackRateLimitStore(primary, fallback, (error) => errors.push(error))
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, store, now: () => 0 })
    expect((await limiter.check('ip')).allowed).toBe(true)
    expect((await limiter.check('ip')).allowed).toBe(true)
    expect(await limiter.check('ip')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 })
    expect(errors.map((error) => (error as Error).message)).toEqual(Array(3).fill('Redis is not connected'))
    down = false
    expect((await limiter.check('ip')).allowed).toBe(true)
    expect(shared.size).toBe(1)
  })
})

describe('rateLimitMessage', () => {
  it.each([
    [1, 'Too many attempts. Please wait 1 second and try again.'],
    [45, 'Too many attempts. Please wait 45 seconds and try again.'],
    [60, 'Too many attempts. Please wait 1 minute and try again.'],
    [61, 'Too many attempts. Please wait 2 minutes and try again.'],
    [600, 'Too many attempts. Please wait 10 minutes and try again.'],
    [0, 'Too many attempts. Please wait 1 second and try again.'],
    [Number.NaN, 'Too many attempts. Please wait 1 minute and try again.'],
  ])('%s seconds', (seconds, message) => {
    expect(rateLimitMessage(seconds)).toBe(message)
  })
})

describe('getClientIp and hashIp', () => {
  it('prefers the first x-forwarded-for entry, then x-real-ip, then "unknown"', () => {
    expect(getClientIp(new Headers({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1', 'x-real-ip': '10.0.0.2' }))).toBe(
      '203.0.113.7',
    )
    expect(getClientIp(new Headers({ 'x-real-ip': '2001:DB8::1' }))).toBe('2001:db8::1')
    expect(getClientIp({ 'x-forwarded-for': ['198.51.100.1'] })).toBe('198.51.100.1')
    expect(getClientIp({ 'x-forwarded-for': '<script>', 'x-real-ip': '198.51.100.2' })).toBe('198.51.100.2')
    expect(getClientIp(new Headers())).toBe('unknown')
    expect(getClientIp({})).toBe('unknown')
  })

  it('hashes with the secret to sha256 hex', () => {
    const hash = hashIp('203.0.113.7', 'secret-1')
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('203')
    expect(hashIp('203.0.113.7', 'secret-1')).toBe(hash)
    expect(hashIp('203.0.113.7', 'secret-2')).not.toBe(hash)
    expect(hashIp('203.0.113.8', 'secret-1')).not.toBe(hash)
  })
})

describe('submissionFingerprint', () => {
  const fields = { name: 'Maya', email: 'maya@example.com', message: 'Hello there, vanlifers!' }

  it('is stable across key order, spacing and email case', () => {
    const fp = submissionFingerprint('contact', fields)
    expect(fp).toMatch(/^[0-9a-f]{64}$/)
    expect(
      submissionFingerprint('contact', {
        message: ' Hello  there, vanlifers! ',
        email: ' MAYA@Example.com ',
        name: 'Maya ',
      }),
    ).toBe(fp)
    expect(submissionFingerprint('contact', { ...fields, extra: undefined })).toBe(fp)
  })

  it('differs by form name and by content', () => {
    const fp = submissionFingerprint('contact', fields)
    expect(submissionFingerprint('story', fields)).not.toBe(fp)
    expect(submissionFingerprint('contact', { ...fields, name: 'maya' })).not.toBe(fp)
    expect(submissionFingerprint('contact', { ...fields, subscribeToNewsletter: true })).not.toBe(fp)
  })

  it('recognises resubmissions within the duplicate window', () => {
    expect(DUPLICATE_WINDOW_MS).toBe(60_000)
    expect(isWithinDuplicateWindow(1000, 1000 + 59_999)).toBe(true)
    expect(isWithinDuplicateWindow(1000, 1000 + 60_000)).toBe(false)
    expect(isWithinDuplicateWindow(1000, 999)).toBe(false)
  })
})

describe('checkBodySize', () => {
  it('accepts up to MAX_BODY_BYTES and rejects more with a 413', () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024)
    const tooLarge = { ok: false, status: 413, message: MESSAGES.bodyTooLarge }
    expect(checkBodySize(String(MAX_BODY_BYTES))).toEqual({ ok: true })
    expect(checkBodySize(null, 'x'.repeat(MAX_BODY_BYTES))).toEqual({ ok: true })
    expect(checkBodySize(String(MAX_BODY_BYTES + 1))).toEqual(tooLarge)
    expect(checkBodySize(undefined, 'é'.repeat(MAX_BODY_BYTES / 2 + 1))).toEqual(tooLarge)
    expect(checkBodySize('10', new Uint8Array(MAX_BODY_BYTES + 1))).toEqual(tooLarge)
    expect(checkBodySize('lots')).toEqual(tooLarge)
  })
})
