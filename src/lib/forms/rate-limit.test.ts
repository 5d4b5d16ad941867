import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createMemoryRateLimiter, type RateLimiter, withFallback, windowSeconds } from './rate-limit'

describe('createMemoryRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-11-23T10:00:00Z'))
  })
  afterEach(() => vi.useRealTimers())

  it('allows `limit` attempts per window, then refuses with the seconds left, then allows again', async () => {
    const limiter = createMemoryRateLimiter('test', { limit: 3, windowMs: 60_000 })
    expect(await limiter.check('a')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
    expect(await limiter.check('a')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 })
    expect(await limiter.check('a')).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 })
    vi.advanceTimersByTime(15_000)
    expect(await limiter.check('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 45 })
    vi.advanceTimersByTime(45_001)
    expect(await limiter.check('a')).toEqual({ allowed: true, remaining: 2, retryAfterSeconds: 0 })
  })

  it('counts keys and endpoints separately', async () => {
    const contact = createMemoryRateLimiter('contact', { limit: 1, windowMs: 60_000 })
    const story = createMemoryRateLimiter('story', { limit: 1, windowMs: 60_000 })
    expect((await contact.check('a')).allowed).toBe(true)
    expect((await contact.check('a')).allowed).toBe(false)
    expect((await contact.check('b')).allowed).toBe(true)
    expect((await story.check('a')).allowed).toBe(true)
  })

  it('refuses rules it cannot count', () => {
    expect(() => windowSeconds({ limit: 0, windowMs: 60_000 })).toThrow(RangeError)
    expect(() => windowSeconds({ limit: 1, windowMs: 10 })).toThrow(RangeError)
    expect(windowSeconds({ limit: 3, windowMs: 10 * 60_000 })).toBe(600)
  })
})

describe('withFallback', () => {
  const failing: RateLimiter = {
    limit: 1,
    windowMs: 60_000,
    check: () => Promise.reject(new Error('Redis is not connected')),
  }

  it('counts in the fallback when the primary fails, and reports each failure', async () => {
    const errors: unknown[] = []
    const limiter = withFallback(failing, createMemoryRateLimiter('fb', { limit: 1, windowMs: 60_000 }), {
      onError: (error) => errors.push(error),
    })
    expect((await limiter.check('a')).allowed).toBe(true)
    expect((await limiter.check('a')).allowed).toBe(false)
    expect(errors.map((error) => (error as Error).message)).toEqual([
      'Redis is not connected',
      'Redis is not connected',
    ])
  })

  it('uses only the primary while it answers', async () => {
    let successes = 0
    const primary = createMemoryRateLimiter('p', { limit: 1, windowMs: 60_000 })
    const fallback = createMemoryRateLimiter('f', { limit: 5, windowMs: 60_000 })
    const limiter = withFallback(primary, fallback, { onError: () => undefined, onSuccess: () => successes++ })
    expect((await limiter.check('a')).allowed).toBe(true)
    expect((await limiter.check('a')).allowed).toBe(false)
    expect(successes).toBe(2)
    expect(await fallback.check('a')).toMatchObject({ allowed: true, remaining: 4 })
  })
})
