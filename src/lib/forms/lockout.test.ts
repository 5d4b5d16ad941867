import { describe, expect, it } from 'vitest'

import { createMemoryLockout, type Lockout, lockoutWithFallback } from './lockout'

const rule = { failures: 3, windowMs: 60_000, lockMs: 120_000 }

/** One failed sign-in as the endpoint does it: count, then lock when it was the last allowed. */
async function fail(lockout: Lockout, key: string): Promise<boolean> {
  const attempt = await lockout.attempt(key)
  if (attempt.locked) return true
  if (attempt.count >= lockout.rule.failures) await lockout.lock(key)
  return attempt.count >= lockout.rule.failures
}

describe('lockout', () => {
  it('allows `failures` attempts, then locks for the lock time, only that key', async () => {
    const lockout = createMemoryLockout('test-a', rule)
    expect(await fail(lockout, 'k')).toBe(false)
    expect(await fail(lockout, 'k')).toBe(false)
    expect(await fail(lockout, 'k')).toBe(true)
    const next = await lockout.attempt('k')
    expect(next.locked).toBe(true)
    expect(next.retryAfterSeconds).toBeGreaterThan(100)
    expect((await lockout.attempt('other')).locked).toBe(false)
  })

  it('counts parallel attempts one by one: a burst gets no more than `failures` checks', async () => {
    const lockout = createMemoryLockout('test-burst', rule)
    const attempts = await Promise.all(Array.from({ length: 10 }, () => lockout.attempt('k')))
    expect(attempts.filter((attempt) => !attempt.locked)).toHaveLength(3)
  })

  it('clear forgets the attempts', async () => {
    const lockout = createMemoryLockout('test-b', rule)
    await fail(lockout, 'k')
    await fail(lockout, 'k')
    await lockout.clear('k')
    expect(await lockout.attempt('k')).toMatchObject({ locked: false, count: 1 })
  })

  it('forgive takes back one attempt: only the others count', async () => {
    const lockout = createMemoryLockout('test-forgive', rule)
    await lockout.attempt('k')
    await lockout.attempt('k')
    await lockout.forgive('k')
    expect(await lockout.attempt('k')).toMatchObject({ locked: false, count: 2 })
    expect(await lockout.attempt('k')).toMatchObject({ locked: false, count: 3 })
    expect((await lockout.attempt('k')).locked).toBe(true)
  })

  it('falls back to the second store when the first fails, reporting it', async () => {
    const errors: unknown[] = []
    const broken: Lockout = {
      rule,
      attempt: () => Promise.reject(new Error('down')),
      lock: () => Promise.reject(new Error('down')),
      clear: () => Promise.reject(new Error('down')),
      forgive: () => Promise.reject(new Error('down')),
    }
    const lockout = lockoutWithFallback(broken, createMemoryLockout('test-c', rule), (error) => errors.push(error))
    for (let i = 0; i < 3; i++) await fail(lockout, 'k')
    expect((await lockout.attempt('k')).locked).toBe(true)
    expect(errors).toHaveLength(5)
  })
})
