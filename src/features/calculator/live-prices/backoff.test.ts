import { describe, expect, it } from 'vitest'

import { DEAD_CONNECTION_MS, HEARTBEAT_INTERVAL_MS, isConnectionDead, reconnectDelay } from './backoff'

describe('reconnectDelay', () => {
  it('waits 1, 2, 5, then 10 seconds (SPEC §9)', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([1_000, 2_000, 5_000, 10_000, 10_000, 10_000, 10_000])
  })

  it('starts over for nonsense counts', () => {
    expect(reconnectDelay(-1)).toBe(1_000)
    expect(reconnectDelay(Number.NaN)).toBe(1_000)
    expect(reconnectDelay(1.5)).toBe(1_000)
  })
})

describe('isConnectionDead', () => {
  it('is dead 10 s after a missed 30 s heartbeat, not before', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(30_000)
    expect(DEAD_CONNECTION_MS).toBe(40_000)
    expect(isConnectionDead(0, 39_999)).toBe(false)
    expect(isConnectionDead(0, 40_000)).toBe(true)
  })
})
