import { describe, expect, it, vi } from 'vitest'

import {
  backoffDelays,
  hasCookie,
  hasExpired,
  REFRESH_WINDOW_MS,
  SESSION_TICK_MS,
  shouldRefresh,
  withBackoff,
} from './timing'

describe('session timing (SPEC §9)', () => {
  it('ticks every 30 s and refreshes within 3 ticks (90 s) of the expiry', () => {
    expect(SESSION_TICK_MS).toBe(30_000)
    expect(REFRESH_WINDOW_MS).toBe(90_000)
  })

  it('refreshes only when the expiry is 90 s away or less', () => {
    const now = 1_000_000
    expect(shouldRefresh(now + 90_001, now)).toBe(false)
    expect(shouldRefresh(now + 90_000, now)).toBe(true)
    expect(shouldRefresh(now + 1, now)).toBe(true)
    expect(shouldRefresh(now - 5_000, now)).toBe(true)
    expect(shouldRefresh(now + 7 * 24 * 3_600_000, now)).toBe(false)
  })

  it('knows when a session has ended', () => {
    expect(hasExpired(100, 99)).toBe(false)
    expect(hasExpired(100, 100)).toBe(true)
  })

  it('backs off exponentially from 200 ms', () => {
    expect(backoffDelays()).toEqual([200, 400, 800, 1600, 3200])
    expect(backoffDelays(3, 100)).toEqual([100, 200, 400])
    expect(backoffDelays(0)).toEqual([])
    expect(backoffDelays(-2)).toEqual([])
  })
})

describe('withBackoff', () => {
  const noSleep = vi.fn(async (_ms: number) => undefined)

  it('stops at the first try that is done, waiting the schedule before each retry', async () => {
    noSleep.mockClear()
    const answers = [false, false, true]
    let tries = 0
    const value = await withBackoff(
      async () => {
        const done = answers[tries++]
        return done ? { done: true, value: `try ${tries}` } : { done: false }
      },
      { delays: [200, 400, 800], sleep: noSleep },
    )
    expect(value).toBe('try 3')
    expect(noSleep.mock.calls.map(([ms]) => ms)).toEqual([200, 400])
  })

  it('gives up with null after the last retry', async () => {
    let tries = 0
    const value = await withBackoff(
      async () => {
        tries++
        return { done: false }
      },
      { delays: [1, 2], sleep: noSleep },
    )
    expect(value).toBeNull()
    expect(tries).toBe(3)
  })

  it('stops retrying when no longer wanted', async () => {
    let tries = 0
    const value = await withBackoff(
      async () => {
        tries++
        return { done: false }
      },
      { delays: [1, 2, 3], sleep: noSleep, stillWanted: () => tries < 2 },
    )
    expect(value).toBeNull()
    expect(tries).toBe(2)
  })

  it('waits for real between tries by default', async () => {
    vi.useFakeTimers()
    try {
      let tries = 0
      const pending = withBackoff(async () => (++tries === 2 ? { done: true, value: tries } : { done: false }), {
        delays: [200],
      })
      await vi.advanceTimersByTimeAsync(199)
      expect(tries).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(pending).resolves.toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('hasCookie', () => {
  it('finds a cookie by exact name with a value', () => {
    expect(hasCookie('a=1; vl-signed-in=1; b=2', 'vl-signed-in')).toBe(true)
    expect(hasCookie('vl-signed-in=1', 'vl-signed-in')).toBe(true)
    expect(hasCookie('', 'vl-signed-in')).toBe(false)
    expect(hasCookie('vl-signed-in=', 'vl-signed-in')).toBe(false)
    expect(hasCookie('xvl-signed-in=1; vl-signed-in-old=1', 'vl-signed-in')).toBe(false)
  })
})
