import { describe, expect, it } from 'vitest'

import { formatAddress, parseAddress } from './address'

describe('parseAddress', () => {
  it('reads "Name <addr>"', () => {
    expect(parseAddress('Vanlife Voices <hello@vanlifevoices.com>')).toEqual({
      name: 'Vanlife Voices',
      address: 'hello@vanlifevoices.com',
    })
  })
  it('reads a quoted name and a bare address', () => {
    expect(parseAddress('"Team, Vanlife" <team@example.com>')).toEqual({
      name: 'Team, Vanlife',
      address: 'team@example.com',
    })
    expect(parseAddress('  ops@example.com ')).toEqual({ address: 'ops@example.com' })
    expect(parseAddress('<ops@example.com>')).toEqual({ address: 'ops@example.com' })
  })
  it('rejects things that are not addresses', () => {
    expect(() => parseAddress('Vanlife Voices')).toThrow()
    expect(() => parseAddress('a@b c@d')).toThrow()
  })
  it('formats back', () => {
    expect(formatAddress({ name: 'Vanlife Voices', address: 'a@b.c' })).toBe('"Vanlife Voices" <a@b.c>')
    expect(formatAddress({ address: 'a@b.c' })).toBe('a@b.c')
  })
})
