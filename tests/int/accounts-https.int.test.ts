/**
 * The session cookies on a site served over https (issue 12 point 9: "Secure on https"), through
 * the whole chain: SITE_URL → env.httpsOnly → authCookies → the Set-Cookie lines of the accounts
 * endpoints and Payload's own cookie settings for members. SQLite or PostgreSQL (TEST_DB).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AccountsClient, accountsClient, cookieHeader, finishAccountsTest } from './helpers/accounts'
import { createMember, getTestPayload, TEST_PASSWORD, uniqueEmail } from './helpers/payload'

let payload: Payload
let a: AccountsClient

beforeAll(async () => {
  // Before anything reads src/lib/env.ts (getTestPayload loads it): this file's process only.
  process.env.SITE_URL = 'https://vanlife.example'
  payload = await getTestPayload()
  a = await accountsClient(payload)
})

afterAll(() => finishAccountsTest(payload))

describe('SITE_URL is https', () => {
  it('sets both session cookies Secure, and removes them Secure too', async () => {
    const { env } = await import('@/lib/env')
    expect(env.httpsOnly).toBe(true)
    expect(payload.collections.members.config.auth.cookies).toMatchObject({ secure: true, sameSite: 'Lax' })

    const member = await createMember(payload, { email: uniqueEmail('https') })
    const signedIn = await a.signIn(member.email, TEST_PASSWORD)
    expect(signedIn.body.ok).toBe(true)
    expect(signedIn.cookies.map((line) => line.split('=')[0])).toEqual(['payload-token', 'vl-signed-in'])
    for (const line of signedIn.cookies) expect(line).toMatch(/; Secure(;|$)/)
    expect(signedIn.cookies[0]).toMatch(/; HttpOnly(;|$)/)
    expect(signedIn.cookies[0]).toMatch(/; SameSite=Lax(;|$)/)

    const out = await a.post(a.server.handleSignOut, 'sign-out', {}, { cookie: cookieHeader(signedIn.cookies) })
    expect(out.cookies).toHaveLength(2)
    for (const line of out.cookies) expect(line).toMatch(/; Secure(;|$)/)
  })
})
