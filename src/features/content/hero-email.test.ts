import { describe, expect, it } from 'vitest'

import { heroEmailError } from './hero-email'

describe('heroEmailError', () => {
  it('lets an empty box through (the dialog asks for the address)', () => {
    expect(heroEmailError('')).toBeUndefined()
    expect(heroEmailError('   ')).toBeUndefined()
  })

  it('accepts a valid address, spaces around it trimmed', () => {
    expect(heroEmailError('sam@example.com')).toBeUndefined()
    expect(heroEmailError('  Sam@Example.com ')).toBeUndefined()
  })

  it.each(['sam', 'sam@', 'sam@example', 'sam @example.com', 'a..b@example.com'])(
    'says "Please enter a valid email address" for %j (SPEC §5)',
    (email) => expect(heroEmailError(email)).toBe('Please enter a valid email address'),
  )
})
