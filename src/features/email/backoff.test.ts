import { describe, expect, it } from 'vitest'

import { MAX_EMAIL_ATTEMPTS, nextAttemptAt } from './backoff'

describe('nextAttemptAt', () => {
  const now = new Date('2026-01-01T00:00:00Z')
  const minutesAfter = (attempts: number) => {
    const at = nextAttemptAt(attempts, now)
    return at ? (at.getTime() - now.getTime()) / 60_000 : null
  }

  it('backs off exponentially: 1, 5, 25, 125, 625 minutes', () => {
    expect([1, 2, 3, 4, 5].map(minutesAfter)).toEqual([1, 5, 25, 125, 625])
  })
  it('stops after the last attempt', () => {
    expect(MAX_EMAIL_ATTEMPTS).toBe(6)
    expect(nextAttemptAt(6, now)).toBeNull()
    expect(nextAttemptAt(7, now)).toBeNull()
    expect(nextAttemptAt(0, now)).toBeNull()
  })
})
