import { describe, expect, it } from 'vitest'

import { CONFIRM_TOKEN_TTL_MS, createToken, verifyToken } from './tokens'

const SECRET = 'unit-test-secret-0123456789abcdef'
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0)

describe('newsletter tokens', () => {
  it('verifies a fresh confirm token', () => {
    const token = createToken(SECRET, { subscriberId: 42, purpose: 'confirm' }, { now: NOW })
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/)
    const result = verifyToken(SECRET, token, 'confirm', { now: NOW + 1000 })
    expect(result).toEqual({
      ok: true,
      subscriberId: 42,
      purpose: 'confirm',
      expiresAt: expect.any(Number),
    })
  })

  it('accepts only the signature as written, not another spelling of the same bytes', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
    for (let subscriberId = 1; subscriberId <= 20; subscriberId += 1) {
      const token = createToken(SECRET, { subscriberId, purpose: 'confirm' }, { now: NOW })
      const [body, signature] = token.split('.')
      // 32 bytes in 43 characters: the last one carries 4 bits, so the next letter (its unused low
      // bit set) decodes to the same bytes.
      const last = signature.at(-1) as string
      const sameBytes = `${signature.slice(0, -1)}${alphabet[alphabet.indexOf(last) + 1]}`
      expect(Buffer.from(sameBytes, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true)
      expect(verifyToken(SECRET, `${body}.${sameBytes}`, 'confirm', { now: NOW }).ok).toBe(false)
    }
  })

  it('expires confirm tokens after 7 days (injected clock)', () => {
    const token = createToken(SECRET, { subscriberId: 7, purpose: 'confirm' }, { now: NOW })
    expect(
      verifyToken(SECRET, token, 'confirm', {
        now: NOW + CONFIRM_TOKEN_TTL_MS - 1000,
      }).ok,
    ).toBe(true)
    expect(
      verifyToken(SECRET, token, 'confirm', {
        now: NOW + CONFIRM_TOKEN_TTL_MS,
      }),
    ).toEqual({
      ok: false,
      reason: 'expired',
    })
  })

  it('does not expire unsubscribe tokens', () => {
    const token = createToken(SECRET, { subscriberId: 7, purpose: 'unsubscribe' }, { now: NOW })
    const tenYears = 10 * 365 * 24 * 60 * 60 * 1000
    expect(verifyToken(SECRET, token, 'unsubscribe', { now: NOW + tenYears })).toMatchObject({
      ok: true,
      subscriberId: 7,
      expiresAt: null,
    })
  })

  it('rejects tampered tokens', () => {
    const token = createToken(SECRET, { subscriberId: 42, purpose: 'confirm' }, { now: NOW })
    const [body, signature] = token.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ sub: 43, p: 'confirm', exp: null })).toString('base64url')
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA')
    for (const bad of [`${forgedBody}.${signature}`, `${body}.${flipped}`, `${body}x.${signature}`, `${body}.`]) {
      expect(verifyToken(SECRET, bad, 'confirm', { now: NOW })).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })

  it('rejects tokens signed with another secret', () => {
    const token = createToken('another-secret-0123456789abcdef', { subscriberId: 42, purpose: 'confirm' }, { now: NOW })
    expect(verifyToken(SECRET, token, 'confirm', { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('rejects a token used for the wrong purpose', () => {
    const confirm = createToken(SECRET, { subscriberId: 42, purpose: 'confirm' }, { now: NOW })
    const unsubscribe = createToken(SECRET, { subscriberId: 42, purpose: 'unsubscribe' }, { now: NOW })
    expect(verifyToken(SECRET, confirm, 'unsubscribe', { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    })
    expect(verifyToken(SECRET, unsubscribe, 'confirm', { now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })

  it('rejects malformed input without throwing', () => {
    for (const bad of [undefined, null, 42, '', 'abc', 'a.b.c', '!!!.???', 'x'.repeat(2000), {}]) {
      expect(verifyToken(SECRET, bad, 'confirm', { now: NOW })).toEqual({
        ok: false,
        reason: 'invalid',
      })
    }
  })
})
