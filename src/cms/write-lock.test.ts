import { afterEach, describe, expect, it, vi } from 'vitest'

import { createWriteLock } from './write-lock'

afterEach(() => {
  vi.useRealTimers()
})

describe('createWriteLock', () => {
  it('grants the lock at once when free, and frees it on release', async () => {
    const lock = createWriteLock({ timeoutMs: 1_000 })
    const release = await lock.acquire()
    expect(lock.held).toBe(true)
    release()
    expect(lock.held).toBe(false)
  })

  it('hands it on first come, first served', async () => {
    const lock = createWriteLock({ timeoutMs: 1_000 })
    const order: string[] = []
    const first = await lock.acquire()
    const waiters = ['b', 'c', 'd'].map(async (name) => {
      const release = await lock.acquire()
      order.push(name)
      release()
    })
    expect(lock.waiting).toBe(3)
    order.push('a')
    first()
    await Promise.all(waiters)
    expect(order).toEqual(['a', 'b', 'c', 'd'])
    expect(lock.held).toBe(false)
  })

  it('ignores a second release, so that it never frees a later holder', async () => {
    const lock = createWriteLock({ timeoutMs: 1_000 })
    const first = await lock.acquire()
    const second = lock.acquire()
    first()
    const releaseSecond = await second
    first()
    expect(lock.held).toBe(true)
    releaseSecond()
    expect(lock.held).toBe(false)
  })

  it('fails a waiter after the timeout with the given message, and leaves the queue to the others', async () => {
    vi.useFakeTimers()
    const lock = createWriteLock({ timeoutMs: 500, timeoutMessage: (ms) => `waited ${ms} ms` })
    const holder = await lock.acquire()
    const late = lock.acquire()
    const rejected = expect(late).rejects.toThrow('waited 500 ms')
    await vi.advanceTimersByTimeAsync(500)
    await rejected
    expect(lock.waiting).toBe(0)

    const next = lock.acquire()
    holder()
    const releaseNext = await next
    expect(lock.held).toBe(true)
    releaseNext()
    expect(lock.held).toBe(false)
  })
})
