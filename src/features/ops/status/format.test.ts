import { describe, expect, it } from 'vitest'

import { ago, bytes, counted, dateTime, list, span } from './format'

describe('bytes', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1,023 bytes'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5 MB'],
    [123.4 * 1024 ** 3, '123 GB'],
  ])('%d → %s', (value, text) => expect(bytes(value)).toBe(text))
})

describe('span and ago', () => {
  const now = new Date('2026-11-27T12:00:00Z')

  it.each([
    [45_000, '45 seconds'],
    [60_000, '1 minute'],
    [3 * 3600_000 + 59 * 60_000, '3 hours'],
    [47 * 3600_000, '47 hours'],
    [50 * 3600_000, '2 days'],
  ])('%d ms → %s', (ms, text) => expect(span(ms)).toBe(text))

  it('says how long ago, "just now" for the last seconds, and "in …" for what is to come', () => {
    expect(ago('2026-11-27T11:57:00Z', now)).toBe('3 minutes ago')
    expect(ago('2026-11-27T11:59:55Z', now)).toBe('just now')
    expect(ago('2026-11-27T12:05:00Z', now)).toBe('in 5 minutes')
    expect(ago('not a date', now)).toBe('unknown')
  })
})

describe('words', () => {
  it('counts with the right noun', () => {
    expect(counted(1, 'email')).toBe('1 email')
    expect(counted(1200, 'email')).toBe('1,200 emails')
  })

  it('writes a time in UTC', () => {
    expect(dateTime('2026-11-27T21:40:00Z')).toBe('Nov 27, 2026, 21:40 UTC')
    expect(dateTime(null)).toBe('unknown')
  })

  it('joins a list in words', () => {
    expect(list(['a'])).toBe('a')
    expect(list(['a', 'b', 'c'])).toBe('a, b and c')
  })
})
