import { describe, expect, it } from 'vitest'

import { sessionCookieLines } from './cookies'

const expires = new Date('2026-12-01T10:00:00Z')

describe('sessionCookieLines', () => {
  it('sets the session cookie HttpOnly and SameSite=Lax, and the readable hint beside it', () => {
    const [token, hint] = sessionCookieLines({ tokenName: 'payload-token', token: 'jwt', expires, secure: false })
    expect(token).toBe('payload-token=jwt; Path=/; Expires=Tue, 01 Dec 2026 10:00:00 GMT; SameSite=Lax; HttpOnly')
    expect(hint).toBe('vl-signed-in=1; Path=/; Expires=Tue, 01 Dec 2026 10:00:00 GMT; SameSite=Lax')
  })

  it('adds Secure on https', () => {
    for (const line of sessionCookieLines({ tokenName: 'payload-token', token: 'jwt', expires, secure: true })) {
      expect(line).toMatch(/; Secure$/)
    }
  })

  it('removes both with an empty value and a past date', () => {
    const lines = sessionCookieLines({ tokenName: 'payload-token', token: '', expires: new Date(0), secure: false })
    expect(lines.map((line) => line.split(';')[0])).toEqual(['payload-token=', 'vl-signed-in='])
    for (const line of lines) expect(line).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT')
  })
})
