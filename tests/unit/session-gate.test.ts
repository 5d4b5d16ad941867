import type { IncomingMessage } from 'node:http'

import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'

import { carriesSession, sessionKey } from '../../scripts/lib/session-gate.mjs'

const key = sessionKey('a-secret-of-at-least-sixteen-characters')
const request = (headers: Record<string, string>) => ({ headers }) as IncomingMessage

function token(signingKey: Uint8Array, expiresIn = '1h') {
  return new SignJWT({ id: 1, collection: 'users' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(signingKey)
}

describe('carriesSession', () => {
  it('accepts a token signed with the site key, in the cookie or the Authorization header', async () => {
    const valid = await token(key)
    expect(await carriesSession(request({ cookie: `theme=dark; payload-token=${valid}` }), key)).toBe(true)
    expect(await carriesSession(request({ authorization: `JWT ${valid}` }), key)).toBe(true)
  })

  it('refuses no token, a forged or foreign token and an expired one', async () => {
    expect(await carriesSession(request({}), key)).toBe(false)
    expect(await carriesSession(request({ cookie: 'payload-token=x' }), key)).toBe(false)
    const foreign = await token(sessionKey('another-secret-of-sixteen-characters'))
    expect(await carriesSession(request({ cookie: `payload-token=${foreign}` }), key)).toBe(false)
    const expired = await token(key, '-1h')
    expect(await carriesSession(request({ authorization: `JWT ${expired}` }), key)).toBe(false)
    expect(await carriesSession(request({ authorization: `JWT ${await token(key)}` }), null)).toBe(false)
  })
})
