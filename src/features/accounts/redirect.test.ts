import { describe, expect, it } from 'vitest'

import { authPathFor, safeReturnPath } from './redirect'

describe('safeReturnPath', () => {
  it('keeps a same-site path with its query and hash', () => {
    expect(safeReturnPath('/orders')).toBe('/orders')
    expect(safeReturnPath('/orders?page=2&sort=new')).toBe('/orders?page=2&sort=new')
    expect(safeReturnPath('/stories/van-life#comments')).toBe('/stories/van-life#comments')
  })

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash browsers read as a slash', '/\\evil.example'],
    ['a backslash later on', '/a\\..\\b'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'orders'],
    ['a dot segment before a double slash', '/.//evil.example'],
    ['a parent segment before a double slash', '/..//evil.example/x'],
    ['an encoded dot segment before a double slash', '/%2e//evil.example'],
    ['a segment climbing back to a double slash', '/a/..//evil.example'],
    ['an encoded parent segment', '/%2e%2e//evil.example'],
    ['a tab inside', '/\t/evil.example'],
    ['a newline inside', '/orders\n'],
    ['the sign-in page itself', '/auth?next=/auth'],
    ['a page under /auth', '/auth/confirm?token=x'],
    ['the API', '/api/account/sign-out'],
    ['the admin', '/admin'],
    ['an empty value', ''],
    ['a non-string', 42],
    ['something very long', `/${'a'.repeat(3000)}`],
  ])('falls back to / for %s', (_, value) => {
    expect(safeReturnPath(value)).toBe('/')
  })

  it('normalises dot segments that would climb out of the path', () => {
    expect(safeReturnPath('/profile/../account')).toBe('/account')
    expect(safeReturnPath('/../../etc')).toBe('/etc')
  })
})

describe('authPathFor', () => {
  it('carries the origin in ?next, encoded', () => {
    expect(authPathFor('/orders?page=2')).toBe('/auth?next=%2Forders%3Fpage%3D2')
  })

  it('drops an unsafe or home origin', () => {
    expect(authPathFor('https://evil.example')).toBe('/auth')
    expect(authPathFor('/')).toBe('/auth')
  })
})
