import { describe, expect, it } from 'vitest'

import { SearchLogBuffer, utcDay } from './buffer'

const at = new Date('2026-11-28T23:59:59.000Z')

describe('SearchLogBuffer', () => {
  it('counts searches and misses per day and query', () => {
    const buffer = new SearchLogBuffer()
    buffer.add('van', 12, at)
    buffer.add('van', 12, at)
    buffer.add('skoolee', 0, at)
    buffer.add('van', 3, new Date('2026-11-29T00:00:00.000Z'))
    expect(buffer.drain()).toEqual([
      { day: '2026-11-28', term: 'van', searches: 2, misses: 0 },
      { day: '2026-11-28', term: 'skoolee', searches: 1, misses: 1 },
      { day: '2026-11-29', term: 'van', searches: 1, misses: 0 },
    ])
    expect(buffer.size).toBe(0)
  })

  it('ignores an empty query', () => {
    const buffer = new SearchLogBuffer()
    buffer.add('', 0, at)
    expect(buffer.drain()).toEqual([])
  })

  it('holds at most maxEntries queries, still counting the known ones', () => {
    const buffer = new SearchLogBuffer(2)
    buffer.add('a', 1, at)
    buffer.add('b', 1, at)
    buffer.add('c', 1, at)
    buffer.add('a', 0, at)
    expect(buffer.dropped).toBe(1)
    expect(buffer.drain()).toEqual([
      { day: '2026-11-28', term: 'a', searches: 2, misses: 1 },
      { day: '2026-11-28', term: 'b', searches: 1, misses: 0 },
    ])
  })

  it('takes back the counts of a failed flush', () => {
    const buffer = new SearchLogBuffer()
    buffer.add('van', 1, at)
    const counts = buffer.drain()
    buffer.add('van', 0, at)
    buffer.restore(counts)
    expect(buffer.drain()).toEqual([{ day: '2026-11-28', term: 'van', searches: 2, misses: 1 }])
  })

  it('days are UTC', () => {
    expect(utcDay(new Date('2026-01-01T00:30:00+02:00'))).toBe('2025-12-31')
  })
})
