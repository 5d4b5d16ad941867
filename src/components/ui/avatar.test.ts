import { describe, expect, it } from 'vitest'

import { initials } from './avatar'

describe('initials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initials('Alex Rivera')).toBe('AR')
    expect(initials('Maya and Theo Lindqvist')).toBe('ML')
    expect(initials('  jo   ')).toBe('J')
  })

  it('ignores punctuation and joining words', () => {
    expect(initials('The Ortiz-Bell Family')).toBe('TF')
    expect(initials('Sam & Kit')).toBe('SK')
    expect(initials('"Fix-It" Forward')).toBe('FF')
  })

  it('falls back to a question mark', () => {
    expect(initials('')).toBe('?')
    expect(initials(null)).toBe('?')
    expect(initials(' & ')).toBe('?')
  })
})
