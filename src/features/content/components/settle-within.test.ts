import { afterEach, describe, expect, it, vi } from 'vitest'

import { settleWithin } from './settle-within'

afterEach(() => {
  vi.useRealTimers()
})

describe('settleWithin', () => {
  it('gives the value of a promise that fulfils in time', async () => {
    await expect(settleWithin(Promise.resolve(42), 50)).resolves.toEqual({ done: true, value: 42 })
  })

  it('gives up after the wait, leaving the promise running', async () => {
    vi.useFakeTimers()
    let resolve: (value: string) => void = () => undefined
    const slow = new Promise<string>((fulfil) => {
      resolve = fulfil
    })
    const outcome = settleWithin(slow, 100)
    await vi.advanceTimersByTimeAsync(100)
    await expect(outcome).resolves.toEqual({ done: false })
    resolve('later')
    await expect(slow).resolves.toBe('later')
  })

  it('passes on a rejection within the wait', async () => {
    await expect(settleWithin(Promise.reject(new Error('boom')), 50)).rejects.toThrow('boom')
  })
})
