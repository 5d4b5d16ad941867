import { describe, expect, it } from 'vitest'

import { cleanLine, cleanMultiline, FIELD_MESSAGES } from './fields'

describe('FIELD_MESSAGES', () => {
  it('holds the SPEC strings exactly', () => {
    expect(FIELD_MESSAGES).toMatchObject({
      emailInvalid: 'Please enter a valid email address',
      nameMin: 'Name must be at least 2 characters',
      nameMax: 'Name must be at most 100 characters',
      emailMax: 'Email must be at most 254 characters',
    })
  })
})

describe('cleaners', () => {
  it('cleanLine collapses whitespace; cleanMultiline keeps newlines and tabs', () => {
    expect(cleanLine(' a \n\t b\u0000 ')).toBe('a b')
    expect(cleanMultiline(' a\r\n\tb\u0000\rc ')).toBe('a\n\tb\nc')
  })
})
