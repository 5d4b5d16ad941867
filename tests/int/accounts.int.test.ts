/**
 * Member accounts (issue 12) against the test database, SQLite or PostgreSQL (TEST_DB): the
 * accounts endpoints called as the routes call them, emails read from the outbox. Sign-up →
 * confirmation email → confirm (with the sign-up password) → signed in; sign-out ends the session
 * on the server; refresh; expired links and "send me a new link"; the reset lifecycle (once, one
 * hour, older sessions ended); the profile. What an attacker can learn or do: accounts-abuse.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  type AccountsClient,
  accountsClient,
  finishAccountsTest,
  cookieHeader,
  PASSWORD,
  tokenIn,
} from './helpers/accounts'
import { createMember, getTestPayload, TEST_PASSWORD, uniqueEmail } from './helpers/payload'

let payload: Payload
let a: AccountsClient

beforeAll(async () => {
  payload = await getTestPayload()
  a = await accountsClient(payload)
})

afterAll(() => finishAccountsTest(payload))

describe('sign up, confirm, sign in, sign out', () => {
  it('creates an unconfirmed account and queues the confirmation email linking to our page', async () => {
    const { email, token } = await a.newSignUp('signup')
    const member = await a.memberByEmail(email)
    expect(member).toMatchObject({ firstName: 'Maya', lastName: 'Lopez', _verified: false })
    const [mail] = await a.emailsTo(email, 'account-confirm')
    expect(mail.subject).toMatch(/Confirm your .+ account/)
    expect(mail.html).toContain('Confirm my email')
    expect(token).toBe(member._verificationToken)

    // Unconfirmed: the right password is told to confirm; a wrong one hears nothing more.
    const unconfirmed = await a.signIn(email, PASSWORD)
    expect(unconfirmed.body).toMatchObject({
      ok: false,
      code: 'unconfirmed',
      error: a.schemas.ACCOUNT_MESSAGES.unconfirmed,
    })
    const wrong = await a.signIn(email, 'wrong-password-1')
    expect(wrong.body).toEqual({ ok: false, error: a.schemas.ACCOUNT_MESSAGES.invalidCredentials })
  })

  it('confirms on the POST, signs in with a session cookie, and the link is then used', async () => {
    const { email, token } = await a.newSignUp('confirm')
    const confirmed = await a.confirm(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ ok: true, member: { email, firstName: 'Maya' } })
    expect(confirmed.body).not.toHaveProperty('token')
    const tokenCookie = confirmed.cookies.find((line) => line.startsWith('payload-token='))
    expect(tokenCookie).toMatch(/HttpOnly/)
    expect(tokenCookie).toMatch(/SameSite=Lax/)
    // SITE_URL is http here: not Secure (https: accounts-https.int.test.ts).
    expect(tokenCookie).not.toMatch(/Secure/)
    expect(confirmed.cookies.some((line) => line.startsWith('vl-signed-in=1'))).toBe(true)

    const cookie = cookieHeader(confirmed.cookies)
    const me = await a.session(cookie)
    expect(me.body).toMatchObject({ signedIn: true, member: { email } })
    expect(me.headers.get('cache-control')).toContain('no-store')

    const again = await a.confirm(token)
    expect(again.body).toMatchObject({ ok: false, code: 'invalid' })
    expect(again.cookies).toEqual([])

    const signedIn = await a.signIn(email, PASSWORD)
    expect(signedIn.body).toMatchObject({ ok: true, member: { email } })
    expect(Number(signedIn.body.expiresAt)).toBeGreaterThan(Date.now())
  })

  it('signs out on the server: the old cookie no longer signs in', async () => {
    const member = await createMember(payload, { email: uniqueEmail('signout') })
    const signedIn = await a.signIn(member.email, TEST_PASSWORD)
    const cookie = cookieHeader(signedIn.cookies)
    expect((await a.session(cookie)).body.signedIn).toBe(true)

    const out = await a.post(a.server.handleSignOut, 'sign-out', {}, { cookie })
    expect(out.body).toEqual({ ok: true })
    expect(out.cookies.some((line) => /^payload-token=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line))).toBe(
      true,
    )
    expect((await a.session(cookie)).body).toEqual({ signedIn: false })
    const refreshed = await a.post(a.server.handleRefresh, 'refresh', {}, { cookie })
    expect(refreshed.status).toBe(401)
    expect(refreshed.body).toMatchObject({ ok: false, code: 'signed-out' })
  })

  it('refreshes a session: a new expiry, and the session keeps working', async () => {
    const member = await createMember(payload, { email: uniqueEmail('refresh') })
    const signedIn = await a.signIn(member.email, TEST_PASSWORD)
    const cookie = cookieHeader(signedIn.cookies)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const refreshed = await a.post(a.server.handleRefresh, 'refresh', {}, { cookie })
    expect(refreshed.status).toBe(200)
    expect(Number(refreshed.body.expiresAt)).toBeGreaterThan(Number(signedIn.body.expiresAt))
    const next = cookieHeader(refreshed.cookies)
    expect((await a.session(next)).body).toMatchObject({ signedIn: true, expiresAt: expect.any(Number) })
  })

  it('an expired confirmation link explains, and "send me a new link" replaces it', async () => {
    const { email, token } = await a.newSignUp('expired')
    const member = await a.memberByEmail(email)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { verificationSentAt: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await a.confirm(token)
    expect(expired.body).toMatchObject({ ok: false, code: 'expired', error: a.schemas.ACCOUNT_MESSAGES.linkExpired })

    const resent = await a.post(a.server.handleResendConfirmation, 'resend-confirmation', { token })
    expect(resent.body).toEqual({ ok: true })
    const mails = await a.emailsTo(email, 'account-confirm')
    expect(mails).toHaveLength(2)
    const fresh = tokenIn(mails[0].html, '/auth/confirm')
    expect(fresh).not.toBe(token)
    expect((await a.confirm(token)).body).toMatchObject({ code: 'invalid' })
    expect((await a.confirm(fresh)).body).toMatchObject({ ok: true })
  })

  it('resend by address answers the same for any address and mails only an unconfirmed account', async () => {
    const { email } = await a.newSignUp('resend')
    const unknown = uniqueEmail('nobody')
    const forKnown = await a.post(a.server.handleResendConfirmation, 'resend-confirmation', { email })
    const forUnknown = await a.post(a.server.handleResendConfirmation, 'resend-confirmation', { email: unknown })
    expect(forKnown).toMatchObject({ status: 200, body: { ok: true } })
    expect(forUnknown).toMatchObject({ status: 200, body: { ok: true } })
    expect(await a.emailsTo(email, 'account-confirm')).toHaveLength(2)
    expect(await a.emailsTo(unknown, 'account-confirm')).toHaveLength(0)
  })
})

describe('password reset', () => {
  it('answers the same for any address; the link resets once, signs in and ends older sessions', async () => {
    const member = await createMember(payload, { email: uniqueEmail('reset') })
    const old = cookieHeader((await a.signIn(member.email, TEST_PASSWORD)).cookies)
    const unknown = uniqueEmail('reset-nobody')
    const forKnown = await a.post(a.server.handleForgotPassword, 'forgot-password', { email: member.email })
    const forUnknown = await a.post(a.server.handleForgotPassword, 'forgot-password', { email: unknown })
    expect(forKnown.body).toEqual({ ok: true })
    expect(forUnknown.body).toEqual(forKnown.body)
    expect(await a.emailsTo(unknown, 'account-reset')).toHaveLength(0)
    const [mail] = await a.emailsTo(member.email, 'account-reset')
    const token = tokenIn(mail.html, '/auth/reset-password')

    const weak = await a.post(a.server.handleResetPassword, 'reset-password', { token, password: '1234567' })
    expect(weak.body).toMatchObject({ ok: false, fieldErrors: { password: a.strength.STRENGTH_MESSAGES.letter } })

    const reset = await a.post(a.server.handleResetPassword, 'reset-password', { token, password: 'new-road-2026' })
    expect(reset.body).toMatchObject({ ok: true, member: { email: member.email } })
    // The session token only in the HttpOnly cookie, never in the body.
    expect(reset.body).not.toHaveProperty('token')
    expect((await a.session(cookieHeader(reset.cookies))).body.signedIn).toBe(true)
    expect((await a.session(old)).body).toEqual({ signedIn: false })
    // One session: the one Payload started with the reset (none left over, none twice).
    expect((await a.memberByEmail(member.email)).sessions).toHaveLength(1)
    expect((await a.signIn(member.email, 'new-road-2026')).body.ok).toBe(true)

    // Used: the page says so (as for a used confirmation link), not that it expired.
    const reused = await a.post(a.server.handleResetPassword, 'reset-password', { token, password: 'another-road-7' })
    expect(reused.body).toMatchObject({ ok: false, code: 'invalid', error: a.schemas.ACCOUNT_MESSAGES.linkInvalid })
    expect((await a.signIn(member.email, 'another-road-7')).body.ok).toBe(false)
  })

  it('refuses an expired link and an unknown one', async () => {
    const member = await createMember(payload, { email: uniqueEmail('reset-expired') })
    await a.post(a.server.handleForgotPassword, 'forgot-password', { email: member.email })
    const [mail] = await a.emailsTo(member.email, 'account-reset')
    const token = tokenIn(mail.html, '/auth/reset-password')
    await payload.db.updateOne({
      collection: 'members',
      id: member.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect(
      (await a.post(a.server.handleResetPassword, 'reset-password', { token, password: 'new-road-2026' })).body,
    ).toMatchObject({
      code: 'expired',
      error: a.schemas.ACCOUNT_MESSAGES.linkExpired,
    })
    const unknown = await a.post(a.server.handleResetPassword, 'reset-password', {
      token: 'f'.repeat(40),
      password: 'new-road-2026',
    })
    expect(unknown.body).toMatchObject({ ok: false, code: 'invalid' })
  })

  it('a reset confirms an account that was not confirmed yet', async () => {
    const { email } = await a.newSignUp('reset-unconfirmed')
    await a.post(a.server.handleForgotPassword, 'forgot-password', { email })
    const token = tokenIn((await a.emailsTo(email, 'account-reset'))[0].html, '/auth/reset-password')
    expect(
      (await a.post(a.server.handleResetPassword, 'reset-password', { token, password: 'new-road-2026' })).body.ok,
    ).toBe(true)
    expect((await a.memberByEmail(email))._verified).toBe(true)
  })
})

describe('profile', () => {
  it('reads and updates the own profile only', async () => {
    const member = await createMember(payload, { email: uniqueEmail('profile') })
    const cookie = cookieHeader((await a.signIn(member.email, TEST_PASSWORD)).cookies)
    const profile = await a.get(a.server.handleGetProfile, 'profile', cookie)
    expect(profile.body).toMatchObject({ ok: true, profile: { email: member.email, firstName: 'Test', phone: null } })

    const saved = await a.post(
      a.server.handleUpdateProfile,
      'profile',
      { firstName: 'Ana', lastName: 'Silva', phone: '+1 555 0100', email: 'x@y.z' },
      { cookie },
    )
    expect(saved.body).toMatchObject({
      ok: true,
      profile: { firstName: 'Ana', lastName: 'Silva', phone: '+1 555 0100', email: member.email },
    })

    const empty = await a.post(a.server.handleUpdateProfile, 'profile', { firstName: ' ', lastName: '' }, { cookie })
    expect(empty.body.fieldErrors).toEqual({
      firstName: a.schemas.ACCOUNT_MESSAGES.firstNameRequired,
      lastName: a.schemas.ACCOUNT_MESSAGES.lastNameRequired,
    })
    const signedOut = await a.post(a.server.handleUpdateProfile, 'profile', { firstName: 'Ana', lastName: 'Silva' })
    expect(signedOut.status).toBe(401)
  })
})
