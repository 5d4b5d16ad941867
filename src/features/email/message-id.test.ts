import { describe, expect, it } from 'vitest'

import { outboxMessageId } from './message-id'

describe('outboxMessageId', () => {
  const row = { id: 42, createdAt: '2026-11-28T10:00:00.000Z' }

  it('is the same for every attempt at a row, on the sender domain', () => {
    const first = outboxMessageId(row, 'Vanlife Voices <hello@vanlifevoices.com>')
    expect(first).toBe(outboxMessageId({ ...row }, 'Vanlife Voices <hello@vanlifevoices.com>'))
    expect(first).toMatch(/^<outbox\.42\.[0-9a-z]+@vanlifevoices\.com>$/)
  })

  it('differs for a row with a reused id (a restored backup)', () => {
    const later = { id: 42, createdAt: '2026-12-01T08:00:00.000Z' }
    expect(outboxMessageId(later, 'hello@vanlifevoices.com')).not.toBe(outboxMessageId(row, 'hello@vanlifevoices.com'))
  })
})
