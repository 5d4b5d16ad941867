import { describe, expect, it } from 'vitest'

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail, normaliseEmail } from './email'

describe('normaliseEmail', () => {
  it('trims, lowercases the whole address and strips a trailing dot', () => {
    expect(normaliseEmail('  Maya.Road@Example.COM  ')).toBe('maya.road@example.com')
    expect(normaliseEmail('maya@example.com.')).toBe('maya@example.com')
    expect(normaliseEmail('\tmaya@example.com\n')).toBe('maya@example.com')
  })

  it('rejects internal whitespace and non-strings', () => {
    expect(normaliseEmail('maya @example.com')).toBeNull()
    expect(normaliseEmail('maya@exa\u00a0mple.com')).toBeNull()
    expect(normaliseEmail(42)).toBeNull()
    expect(normaliseEmail(null)).toBeNull()
    expect(normaliseEmail({ toString: () => 'a@b.co' })).toBeNull()
  })
})

describe('isValidEmail', () => {
  it.each(['a@b.co', 'user.name+alias@example.co.uk', 'x_y-z@sub.domain.example.org', ' Upper@Case.COM. '])(
    'accepts %s',
    (email) => expect(isValidEmail(email)).toBe(true),
  )

  it.each([
    '',
    'plain',
    'a@b',
    'a@b.c',
    'a..b@c.com',
    'a@-b.com',
    '"a"@b.com',
    'a b@c.com',
    '@b.com',
    'a@',
    'a@b..com',
  ])('rejects %j', (email) => expect(isValidEmail(email)).toBe(false))

  it('rejects non-strings and addresses over the length limit', () => {
    expect(isValidEmail(undefined)).toBe(false)
    expect(isValidEmail(['a@b.co'])).toBe(false)
    const local = 'a'.repeat(64)
    const long = `${local}@${'b'.repeat(EMAIL_MAX_LENGTH - 64 - 4)}.com`
    expect(long.length).toBe(EMAIL_MAX_LENGTH + 1)
    expect(EMAIL_PATTERN.test(long)).toBe(true)
    expect(isValidEmail(long)).toBe(false)
    expect(isValidEmail(long.slice(1))).toBe(true)
  })
})
