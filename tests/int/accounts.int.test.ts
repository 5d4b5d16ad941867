/**
 * Member accounts (issue 12) against the test database, SQLite or PostgreSQL (TEST_DB): the
 * accounts endpoints called as the routes call them, emails read from the outbox. Sign-up →
 * confirmation email → confirm → signed in; the same answer for an existing address and the
 * owner's notice; sign-in failures that do not tell whether an address exists (message, lockout,
 * timing); the reset lifecycle; session refresh and sign-out; the profile; field access and
 * Payload's closed auth routes; the rate limits.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  closeTestPayload,
  createMember,
  getTestPayload,
  type MemberUser,
  TEST_PASSWORD,
  uniqueEmail,
} from './helpers/payload'
import type { RestClient } from './helpers/rest'

let payload: Payload
let server: typeof import('@/features/accounts/server')
let schemas: typeof import('@/features/accounts/schemas')
let strength: typeof import('@/features/accounts/password-strength')
let rest: RestClient

beforeAll(async () => {
  payload = await getTestPayload()
  server = await import('@/features/accounts/server')
  schemas = await import('@/features/accounts/schemas')
  strength = await import('@/features/accounts/password-strength')
  rest = await (await import('./helpers/rest')).restClient()
})

afterAll(async () => {
  // Deliver (keep) the emails queued here: later files run the queue expecting only their own jobs.
  await payload.jobs.run({ queue: 'default', limit: 1000 })
  await closeTestPayload()
})

const PASSWORD = 'rust4road-trip'
const randomIp = () => {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

type Call = { status: number; body: Record<string, unknown>; cookies: string[]; headers: Headers }

function request(path: string, body: unknown, options: { ip?: string; cookie?: string } = {}): Request {
  return new Request(`http://localhost/api/account/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // As a browser sends it: Payload reads the session cookie only from same-site requests.
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': options.ip ?? randomIp(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(body),
  })
}

async function read(response: Response): Promise<Call> {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cookies: response.headers.getSetCookie(),
    headers: response.headers,
  }
}

const post = async (
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  options?: { ip?: string; cookie?: string },
) => read(await handler(request(path, body, options)))

/** The Cookie header a browser would send back after `cookies` (the ones with a value). */
function cookieHeader(cookies: string[]): string {
  return cookies
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

const signUp = (values: Record<string, unknown>, ip?: string) => post(server.handleSignUp, 'sign-up', values, { ip })
const signIn = (email: string, password: string, ip?: string) =>
  post(server.handleSignIn, 'sign-in', { email, password }, { ip })

async function session(cookie: string) {
  const response = await server.handleSession(
    new Request('http://localhost/api/account/session', {
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': randomIp() },
    }),
  )
  return read(response)
}

async function emailsTo(email: string, kind: string): Promise<{ html: string; subject: string }[]> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { and: [{ to: { equals: email } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    overrideAccess: true,
    depth: 0,
  })
  return docs as unknown as { html: string; subject: string }[]
}

function tokenIn(html: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(html)
  if (!match) throw new Error(`no ${path} link in the email`)
  return match[1]
}

async function memberByEmail(email: string) {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    overrideAccess: true,
    showHiddenFields: true,
  })
  return docs[0]
}

async function newSignUp(prefix: string) {
  const email = uniqueEmail(prefix)
  const answer = await signUp({ firstName: 'Maya', lastName: 'Lopez', email, password: PASSWORD })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const [mail] = await emailsTo(email, 'account-confirm')
  return { email, token: tokenIn(mail.html, '/auth/confirm') }
}

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
    const confirmed = await post(server.handleConfirm, 'confirm', { token })
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

    const again = await post(server.handleConfirm, 'confirm', { token })
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
    const expired = await post(server.handleConfirm, 'confirm', { token })
    expect(expired.body).toMatchObject({ ok: false, code: 'expired', error: schemas.ACCOUNT_MESSAGES.linkExpired })

    const resent = await post(server.handleResendConfirmation, 'resend-confirmation', { token })
    expect(resent.body).toEqual({ ok: true })
    const mails = await emailsTo(email, 'account-confirm')
    expect(mails).toHaveLength(2)
    const fresh = tokenIn(mails[0].html, '/auth/confirm')
    expect(fresh).not.toBe(token)
    expect((await post(server.handleConfirm, 'confirm', { token })).body).toMatchObject({ code: 'invalid' })
    expect((await post(server.handleConfirm, 'confirm', { token: fresh })).body).toMatchObject({ ok: true })
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

describe('sign-up rules', () => {
  it('checks the fields and the password strength, naming what is missing', async () => {
    const short = await signUp({ firstName: 'M', lastName: 'Lopez', email: 'not-an-email', password: 'abc' })
    expect(short.status).toBe(400)
    expect(short.body.fieldErrors).toMatchObject({
      firstName: schemas.ACCOUNT_MESSAGES.firstNameMin,
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
    const weak = await signUp({
      firstName: 'Maya',
      lastName: 'Lopez',
      email: uniqueEmail('weak'),
      password: 'abcdefgh',
    })
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({
      error: strength.STRENGTH_MESSAGES.number,
      fieldErrors: { password: strength.STRENGTH_MESSAGES.number },
    })
  })

  it('answers an existing address exactly like a new one, and tells its owner', async () => {
    const owner = await createMember(payload, { email: uniqueEmail('owner') })
    const fresh = uniqueEmail('fresh')
    const values = { firstName: 'Sam', lastName: 'Reed', password: PASSWORD }
    const forExisting = await signUp({ ...values, email: owner.email })
    const forNew = await signUp({ ...values, email: fresh })
    expect(forExisting.status).toBe(forNew.status)
    expect(forExisting.body).toEqual(forNew.body)
    expect(forExisting.cookies).toEqual(forNew.cookies)

    const [notice] = await emailsTo(owner.email, 'account-exists')
    expect(notice.html).toContain('/auth/forgot-password')
    expect(notice.html).toMatch(/href="[^"]*\/auth"/)
    expect(await emailsTo(owner.email, 'account-confirm')).toHaveLength(0)
    // Nothing about the account changed.
    const unchanged = await memberByEmail(owner.email)
    expect(unchanged).toMatchObject({ firstName: 'Test', _verified: true })
    expect((await signIn(owner.email, TEST_PASSWORD)).body.ok).toBe(true)
  })
})

describe('sign-in failures tell nothing about the address', () => {
  it('an unknown address and a wrong password get the same answer', async () => {
    const member = await createMember(payload, { email: uniqueEmail('known') })
    const wrong = await signIn(member.email, 'not-the-password-1')
    const unknown = await signIn(uniqueEmail('unknown'), 'not-the-password-1')
    expect(wrong.status).toBe(unknown.status)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body).toEqual({ ok: false, error: schemas.ACCOUNT_MESSAGES.invalidCredentials })
  })

  it('takes about as long for an unknown address as for a real one (a password hash either way)', async () => {
    const member = await createMember(payload, { email: uniqueEmail('timing') })
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const time = async (email: string) => {
      const started = performance.now()
      await signIn(email, 'not-the-password-1')
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 3; round++) {
      known.push(await time(member.email))
      unknown.push(await time(uniqueEmail('ghost')))
    }
    // Before the change: 4 ms against 130 ms. A password hash takes tens of milliseconds at least.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
    expect(median(known)).toBeLessThan(median(unknown) * 2)
  })

  it('locks an address after 5 failures for everyone, known or not, and the right password waits too', async () => {
    const member = await createMember(payload, { email: uniqueEmail('locked') })
    const ghost = uniqueEmail('ghost-locked')
    for (const email of [member.email, ghost]) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await signIn(email, `wrong-password-${attempt}`)).body.code).toBeUndefined()
      }
      expect((await signIn(email, 'wrong-password-5')).body).toMatchObject({
        code: 'locked',
        error: schemas.ACCOUNT_MESSAGES.locked,
      })
    }
    expect((await signIn(member.email, TEST_PASSWORD)).body).toMatchObject({ ok: false, code: 'locked' })
    expect((await signIn(ghost, TEST_PASSWORD)).body).toMatchObject({ ok: false, code: 'locked' })
    // Another account is not affected.
    const other = await createMember(payload, { email: uniqueEmail('unlocked') })
    expect((await signIn(other.email, TEST_PASSWORD)).body.ok).toBe(true)
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
    const profile = await read(
      await server.handleGetProfile(
        new Request('http://localhost/api/account/profile', { headers: { cookie, 'sec-fetch-site': 'same-origin' } }),
      ),
    )
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

describe('field access and closed routes', () => {
  let alice: MemberUser
  let bob: MemberUser
  let aliceToken: string

  beforeAll(async () => {
    alice = await createMember(payload, { email: uniqueEmail('alice') })
    bob = await createMember(payload, { email: uniqueEmail('bob') })
    const { token } = await payload.login({
      collection: 'members',
      data: { email: alice.email, password: TEST_PASSWORD },
    })
    aliceToken = token ?? ''
  })

  it('a member cannot create members, verified or not', async () => {
    const answer = await rest('POST', 'members', {
      token: aliceToken,
      body: { email: uniqueEmail('forged'), password: PASSWORD, _verified: true },
    })
    expect(answer.status).toBe(403)
    const anonymous = await rest('POST', 'members', { body: { email: uniqueEmail('forged'), password: PASSWORD } })
    expect(anonymous.status).toBe(403)
  })

  it('a member cannot change their email, _verified, password or sessions; only the profile', async () => {
    for (const data of [
      { email: uniqueEmail('new') },
      { _verified: false },
      { password: 'hijack-99' },
      { sessions: [] },
    ]) {
      const answer = await rest('PATCH', `members/${alice.id}`, { token: aliceToken, body: data })
      expect(answer.status, JSON.stringify(data)).toBe(403)
    }
    const now = await memberByEmail(alice.email)
    expect(now._verified).toBe(true)
    const ok = await rest('PATCH', `members/${alice.id}`, { token: aliceToken, body: { phone: '123' } })
    expect(ok.status).toBe(200)
  })

  it("a member cannot read or change another member's record", async () => {
    expect((await rest('GET', `members/${bob.id}`, { token: aliceToken })).status).toBe(404)
    const patched = await rest('PATCH', `members/${bob.id}`, { token: aliceToken, body: { firstName: 'Hacked' } })
    expect([403, 404]).toContain(patched.status)
    expect((await memberByEmail(bob.email)).firstName).toBe('Test')
  })

  it("Payload's own member auth routes are closed", async () => {
    for (const path of [
      'login',
      'forgot-password',
      'reset-password',
      'unlock',
      'refresh-token',
      'logout',
      'first-register',
      'verify/abc',
    ]) {
      const answer = await rest('POST', `members/${path}`, { body: { email: alice.email, password: TEST_PASSWORD } })
      expect(answer.status, path).toBe(404)
    }
  })
})

describe('rate limits', () => {
  it('limits sign-ups per email address across client addresses', async () => {
    const email = uniqueEmail('limited')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await signUp({ firstName: 'Maya', lastName: 'Lopez', email, password: PASSWORD })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limits sign-ins per client address', async () => {
    const ip = randomIp()
    let last: Call | undefined
    for (let attempt = 0; attempt <= 20; attempt++) last = await signIn(uniqueEmail('spray'), 'wrong-password-1', ip)
    expect(last?.status).toBe(429)
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('limits reset requests per email address', async () => {
    const email = uniqueEmail('reset-limited')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await post(server.handleForgotPassword, 'forgot-password', { email })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})
