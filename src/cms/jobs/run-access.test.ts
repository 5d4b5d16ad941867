import { describe, expect, it } from 'vitest'

import { leaseIsFree } from './run-access'

describe('leaseIsFree (Payload’s run endpoint beside a worker, ADR 0033)', () => {
  const now = Date.parse('2026-11-28T12:00:00Z')

  it('is free when never taken, given up or expired', () => {
    expect(leaseIsFree(null, now)).toBe(true)
    expect(leaseIsFree({ expiresAt: null }, now)).toBe(true)
    expect(leaseIsFree({ expiresAt: '2026-11-28T12:00:00.000Z' }, now)).toBe(true)
    expect(leaseIsFree({ expiresAt: '2026-11-28T11:59:30.000Z' }, now)).toBe(true)
  })

  it('is held while a runner’s lease runs', () => {
    expect(leaseIsFree({ expiresAt: '2026-11-28T12:00:20.000Z' }, now)).toBe(false)
  })
})
