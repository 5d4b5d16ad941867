import { describe, expect, it } from 'vitest'

import { createMemoryLockout, lockoutWithFallback } from './lockout'

const rule = { failures: 3, windowMs: 60_000, lockMs: 120_000 }

describe('lockout', () => {
  it('locks a key at its nth failure, for the lock time, and only that key', async () => {
    const lockout = createMemoryLockout('test-a', rule)
    expect(await lockout.recordFailure('k')).toEqual({ locked: false, retryAfterSeconds: 0 })
    expect(await lockout.recordFailure('k')).toEqual({ locked: false, retryAfterSeconds: 0 })
    expect((await lockout.status('k')).locked).toBe(false)
    expect(await lockout.recordFailure('k')).toEqual({ locked: true, retryAfterSeconds: 120 })
    const status = await lockout.status('k')
    expect(status.locked).toBe(true)
    expect(status.retryAfterSeconds).toBeGreaterThan(100)
    expect((await lockout.status('other')).locked).toBe(false)
  })

  it('clear forgets the failures', async () => {
    const lockout = createMemoryLockout('test-b', rule)
    await lockout.recordFailure('k')
    await lockout.recordFailure('k')
    await lockout.clear('k')
    expect(await lockout.recordFailure('k')).toEqual({ locked: false, retryAfterSeconds: 0 })
  })

  it('falls back to the second store when the first fails, reporting it', async () => {
    const errors: unknown[] = []
    const broken = {
      rule,
      status: () => Promise.reject(new Error('down')),
      recordFailure: () => Promise.reject(new Error('down')),
      clear: () => Promise.reject(new Error('down')),
    }
    const lockout = lockoutWithFallback(broken, createMemoryLockout('test-c', rule), (error) => errors.push(error))
    for (let i = 0; i < 3; i++) await lockout.recordFailure('k')
    expect((await lockout.status('k')).locked).toBe(true)
    expect(errors).toHaveLength(4)
  })
})
