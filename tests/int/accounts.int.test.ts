/**
 * Member accounts (issue 12) against the test database, SQLite or PostgreSQL (TEST_DB): the
 * accounts endpoints called as the routes call them, emails read from the outbox. Sign-up →
 * confirmation email → confirm (with the sign-up password) → signed in; sign-out ends the session
 * on the server; refresh; expired links and "send me a new link"; the reset lifecycle (once, one
 * hour, older sessions ended); the profile. What an attacker can learn or do: accounts-abuse.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AccountsClient, accountsClient, cookieHeader, PASSWORD, tokenIn } from './helpers/accounts'
import { closeTestPayload, createMember, getTestPayload, TEST_PASSWORD, uniqueEmail } from './helpers/payload'

let payload: Payload
let server: AccountsClient['server']
let post: AccountsClient['post']
let get: AccountsClient['get']
let signIn: AccountsClient['signIn']
let confirm: AccountsClient['confirm']
let session: AccountsClient['session']
let emailsTo: AccountsClient['emailsTo']
let memberByEmail: AccountsClient['memberByEmail']
let newSignUp: AccountsClient['newSignUp']
let schemas: typeof import('@/features/accounts/schemas')
let strength: typeof import('@/features/accounts/password-strength')

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ server, post, get, signIn, confirm, session, emailsTo, memberByEmail, newSignUp } = await accountsClient(payload))
  schemas = await import('@/features/accounts/schemas')
  strength = await import('@/features/accounts/password-strength')
})

afterAll(async () => {
  // Deliver (keep) the emails queued here: later files run the queue expecting only their own jobs.
  await payload.jobs.run({ queue: 'default', limit: 1000 })
  await closeTestPayload()
})

describe('sign up, confirm, sign in, sign out', () => {
  it('creates an unconfirmed account and queues the confirmation email linking to our page', async () => {
    const { email, token } = await newSignUp('signup')
    const member = await memberByEmail(email)
    expect(member).toMatchObject({ firstName: 'Maya', lastName: 'Lopez', _verified: false })
    const [mail] = await emailsTo(email, 'account-confirm')
    expect(mail.subject).toMatch(/Confirm your .+ account/)
    expect(mail.html).toContain('Confirm my email')
    expect(token).toBe(member._verificationToken)

    // Unconfirmed: the right password is told to confirm; a wrong one hears nothing more.
    const unconfirmed = await signIn(email, PASSWORD)
    expect(unconfirmed.body).toMatchObject({
      ok: false,
      code: 'unconfirmed',
      error: schemas.ACCOUNT_MESSAGES.unconfirmed,
    })
    const wrong = await signIn(email, 'wrong-password-1')
    expect(wrong.body).toEqual({ ok: false, error: schemas.ACCOUNT_MESSAGES.invalidCredentials })
  })

  it('confirms on the POST, signs in with a session cookie, and the link is then used', async () => {
    const { email, token } = await newSignUp('confirm')
    const confirmed = await confirm(token)
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ ok: true, member: { email, firstName: 'Maya' } })
    const tokenCookie = confirmed.cookies.find((line) => line.startsWith('payload-token='))
    expect(tokenCookie).toMatch(/HttpOnly/)
    expect(tokenCookie).toMatch(/SameSite=Lax/)
    expect(confirmed.cookies.some((line) => line.startsWith('vl-signed-in=1'))).toBe(true)

    const cookie = cookieHeader(confirmed.cookies)
    const me = await session(cookie)
    expect(me.body).toMatchObject({ signedIn: true, member: { email } })
    expect(me.headers.get('cache-control')).toContain('no-store')

    const again = await confirm(token)
    expect(again.body).toMatchObject({ ok: false, code: 'invalid' })
    expect(again.cookies).toEqual([])

    const signedIn = await signIn(email, PASSWORD)
    expect(signedIn.body).toMatchObject({ ok: true, member: { email } })
    expect(Number(signedIn.body.expiresAt)).toBeGreaterThan(Date.now())
  })

  it('signs out on the server: the old cookie no longer signs in', async () => {
    const member = await createMember(payload, { email: uniqueEmail('signout') })
    const signedIn = await signIn(member.email, TEST_PASSWORD)
    const cookie = cookieHeader(signedIn.cookies)
    expect((await session(cookie)).body.signedIn).toBe(true)

    const out = await post(server.handleSignOut, 'sign-out', {}, { cookie })
    expect(out.body).toEqual({ ok: true })
    expect(out.cookies.some((line) => /^payload-token=;/.test(line) && /Expires=Thu, 01 Jan 1970/.test(line))).toBe(
      true,
    )
    expect((await session(cookie)).body).toEqual({ signedIn: false })
    const refreshed = await post(server.handleRefresh, 'refresh', {}, { cookie })
    expect(refreshed.status).toBe(401)
    expect(refreshed.body).toMatchObject({ ok: false, code: 'signed-out' })
  })

  it('refreshes a session: a new expiry, and the session keeps working', async () => {
    const member = await createMember(payload, { email: uniqueEmail('refresh') })
    const signedIn = await signIn(member.email, TEST_PASSWORD)
    const cookie = cookieHeader(signedIn.cookies)
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const refreshed = await post(server.handleRefresh, 'refresh', {}, { cookie })
    expect(refreshed.status).toBe(200)
    expect(Number(refreshed.body.expiresAt)).toBeGreaterThan(Number(signedIn.body.expiresAt))
    const next = cookieHeader(refreshed.cookies)
    expect((await session(next)).body).toMatchObject({ signedIn: true, expiresAt: expect.any(Number) })
  })

  it('an expired confirmation link explains, and "send me a new link" replaces it', async () => {
    const { email, token } = await newSignUp('expired')
    const member = await memberByEmail(email)
    await payload.update({
      collection: 'members',
      id: member.id,
      data: { verificationSentAt: new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString() },
      overrideAccess: true,
    })
    const expired = await confirm(token)
    expect(expired.body).toMatchObject({ ok: false, code: 'expired', error: schemas.ACCOUNT_MESSAGES.linkExpired })

    const resent = await post(server.handleResendConfirmation, 'resend-confirmation', { token })
    expect(resent.body).toEqual({ ok: true })
    const mails = await emailsTo(email, 'account-confirm')
    expect(mails).toHaveLength(2)
    const fresh = tokenIn(mails[0].html, '/auth/confirm')
    expect(fresh).not.toBe(token)
    expect((await confirm(token)).body).toMatchObject({ code: 'invalid' })
    expect((await confirm(fresh)).body).toMatchObject({ ok: true })
  })

  it('resend by address answers the same for any address and mails only an unconfirmed account', async () => {
    const { email } = await newSignUp('resend')
    const unknown = uniqueEmail('nobody')
    const forKnown = await post(server.handleResendConfirmation, 'resend-confirmation', { email })
    const forUnknown = await post(server.handleResendConfirmation, 'resend-confirmation', { email: unknown })
    expect(forKnown).toMatchObject({ status: 200, body: { ok: true } })
    expect(forUnknown).toMatchObject({ status: 200, body: { ok: true } })
    expect(await emailsTo(email, 'account-confirm')).toHaveLength(2)
    expect(await emailsTo(unknown, 'account-confirm')).toHaveLength(0)
  })
})

describe('password reset', () => {
  it('answers the same for any address; the link resets once, signs in and ends older sessions', async () => {
    const member = await createMember(payload, { email: uniqueEmail('reset') })
    const old = cookieHeader((await signIn(member.email, TEST_PASSWORD)).cookies)
    const unknown = uniqueEmail('reset-nobody')
    const forKnown = await post(server.handleForgotPassword, 'forgot-password', { email: member.email })
    const forUnknown = await post(server.handleForgotPassword, 'forgot-password', { email: unknown })
    expect(forKnown.body).toEqual({ ok: true })
    expect(forUnknown.body).toEqual(forKnown.body)
    expect(await emailsTo(unknown, 'account-reset')).toHaveLength(0)
    const [mail] = await emailsTo(member.email, 'account-reset')
    const token = tokenIn(mail.html, '/auth/reset-password')

    const weak = await post(server.handleResetPassword, 'reset-password', { token, password: '1234567' })
    expect(weak.body).toMatchObject({ ok: false, fieldErrors: { password: strength.STRENGTH_MESSAGES.letter } })

    const reset = await post(server.handleResetPassword, 'reset-password', { token, password: 'new-road-2026' })
    expect(reset.body).toMatchObject({ ok: true, member: { email: member.email } })
    expect((await session(cookieHeader(reset.cookies))).body.signedIn).toBe(true)
    expect((await session(old)).body).toEqual({ signedIn: false })
    // One session: the one Payload started with the reset (none left over, none twice).
    expect((await memberByEmail(member.email)).sessions).toHaveLength(1)
    expect((await signIn(member.email, 'new-road-2026')).body.ok).toBe(true)

    const reused = await post(server.handleResetPassword, 'reset-password', { token, password: 'another-road-7' })
    expect(reused.body).toMatchObject({ ok: false, code: 'expired' })
    expect((await signIn(member.email, 'another-road-7')).body.ok).toBe(false)
  })

  it('refuses an expired link and an unknown one', async () => {
    const member = await createMember(payload, { email: uniqueEmail('reset-expired') })
    await post(server.handleForgotPassword, 'forgot-password', { email: member.email })
    const [mail] = await emailsTo(member.email, 'account-reset')
    const token = tokenIn(mail.html, '/auth/reset-password')
    await payload.db.updateOne({
      collection: 'members',
      id: member.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
    })
    expect(
      (await post(server.handleResetPassword, 'reset-password', { token, password: 'new-road-2026' })).body,
    ).toMatchObject({
      code: 'expired',
    })
    const unknown = await post(server.handleResetPassword, 'reset-password', {
      token: 'f'.repeat(40),
      password: 'new-road-2026',
    })
    expect(unknown.body).toMatchObject({ ok: false, code: 'invalid' })
  })

  it('a reset confirms an account that was not confirmed yet', async () => {
    const { email } = await newSignUp('reset-unconfirmed')
    await post(server.handleForgotPassword, 'forgot-password', { email })
    const token = tokenIn((await emailsTo(email, 'account-reset'))[0].html, '/auth/reset-password')
    expect(
      (await post(server.handleResetPassword, 'reset-password', { token, password: 'new-road-2026' })).body.ok,
    ).toBe(true)
    expect((await memberByEmail(email))._verified).toBe(true)
  })
})

describe('profile', () => {
  it('reads and updates the own profile only', async () => {
    const member = await createMember(payload, { email: uniqueEmail('profile') })
    const cookie = cookieHeader((await signIn(member.email, TEST_PASSWORD)).cookies)
    const profile = await get(server.handleGetProfile, 'profile', cookie)
    expect(profile.body).toMatchObject({ ok: true, profile: { email: member.email, firstName: 'Test', phone: null } })

    const saved = await post(
      server.handleUpdateProfile,
      'profile',
      { firstName: 'Ana', lastName: 'Silva', phone: '+1 555 0100', email: 'x@y.z' },
      { cookie },
    )
    expect(saved.body).toMatchObject({
      ok: true,
      profile: { firstName: 'Ana', lastName: 'Silva', phone: '+1 555 0100', email: member.email },
    })

    const empty = await post(server.handleUpdateProfile, 'profile', { firstName: ' ', lastName: '' }, { cookie })
    expect(empty.body.fieldErrors).toEqual({
      firstName: schemas.ACCOUNT_MESSAGES.firstNameRequired,
      lastName: schemas.ACCOUNT_MESSAGES.lastNameRequired,
    })
    const signedOut = await post(server.handleUpdateProfile, 'profile', { firstName: 'Ana', lastName: 'Silva' })
    expect(signedOut.status).toBe(401)
  })
})
