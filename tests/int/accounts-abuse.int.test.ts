/**
 * Member accounts (issue 12 point 9) against the test database, SQLite or PostgreSQL: what an
 * attacker can learn or do. Sign-up and sign-in answers (and their timing) that do not tell
 * whether an address has an account; an account set up in advance with someone else's address;
 * the lockout (per address, known or not, parallel guesses, spelling variants); field access and
 * Payload's closed member routes; the rate limits per client address and per email address.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import {
  type AccountsClient,
  accountsClient,
  finishAccountsTest,
  type Call,
  cookieHeader,
  PASSWORD,
  randomIp,
  sessionTokenIn,
  tokenIn,
} from './helpers/accounts'
import {
  createMember,
  getTestPayload,
  loginToken,
  type MemberUser,
  TEST_PASSWORD,
  uniqueEmail,
} from './helpers/payload'
import type { RestClient } from './helpers/rest'

let payload: Payload
let a: AccountsClient
let rest: RestClient

beforeAll(async () => {
  payload = await getTestPayload()
  a = await accountsClient(payload)
  rest = await (await import('./helpers/rest')).restClient()
})

afterAll(() => finishAccountsTest(payload))

describe('sign-up rules', () => {
  it('checks the fields and the password strength, naming what is missing', async () => {
    const short = await a.signUp({ firstName: 'M', lastName: 'Lopez', email: 'not-an-email', password: 'abc' })
    expect(short.status).toBe(400)
    expect(short.body.fieldErrors).toMatchObject({
      firstName: a.schemas.ACCOUNT_MESSAGES.firstNameMin,
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    })
    const weak = await a.signUp({
      firstName: 'Maya',
      lastName: 'Lopez',
      email: uniqueEmail('weak'),
      password: 'abcdefgh',
    })
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({
      error: a.strength.STRENGTH_MESSAGES.number,
      fieldErrors: { password: a.strength.STRENGTH_MESSAGES.number },
    })
  })

  it('answers an existing address exactly like a new one, and tells its owner', async () => {
    const owner = await createMember(payload, { email: uniqueEmail('owner') })
    const fresh = uniqueEmail('fresh')
    const values = { firstName: 'Sam', lastName: 'Reed', password: PASSWORD }
    const forExisting = await a.signUp({ ...values, email: owner.email })
    const forNew = await a.signUp({ ...values, email: fresh })
    expect(forExisting.status).toBe(forNew.status)
    expect(forExisting.body).toEqual(forNew.body)
    expect(forExisting.cookies).toEqual(forNew.cookies)

    const [notice] = await a.emailsTo(owner.email, 'account-exists')
    expect(notice.html).toContain('/auth/forgot-password')
    expect(notice.html).toMatch(/href="[^"]*\/auth"/)
    expect(await a.emailsTo(owner.email, 'account-confirm')).toHaveLength(0)
    // Nothing about the account changed.
    const unchanged = await a.memberByEmail(owner.email)
    expect(unchanged).toMatchObject({ firstName: 'Test', _verified: true })
    expect((await a.signIn(owner.email, TEST_PASSWORD)).body.ok).toBe(true)
  })
})

describe('sign-in failures tell nothing about the address', () => {
  it('an unknown address and a wrong password get the same answer', async () => {
    const member = await createMember(payload, { email: uniqueEmail('known') })
    const wrong = await a.signIn(member.email, 'not-the-password-1')
    const unknown = await a.signIn(uniqueEmail('unknown'), 'not-the-password-1')
    expect(wrong.status).toBe(unknown.status)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body).toEqual({ ok: false, error: a.schemas.ACCOUNT_MESSAGES.invalidCredentials })
  })

  it('takes about as long for an unknown address as for a real one (a password hash either way)', async () => {
    const member = await createMember(payload, { email: uniqueEmail('timing') })
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const time = async (email: string) => {
      const started = performance.now()
      await a.signIn(email, 'not-the-password-1')
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
        expect((await a.signIn(email, `wrong-password-${attempt}`)).body.code).toBeUndefined()
      }
      expect((await a.signIn(email, 'wrong-password-5')).body).toMatchObject({
        code: 'locked',
        error: a.schemas.ACCOUNT_MESSAGES.locked,
      })
    }
    expect((await a.signIn(member.email, TEST_PASSWORD)).body).toMatchObject({ ok: false, code: 'locked' })
    expect((await a.signIn(ghost, TEST_PASSWORD)).body).toMatchObject({ ok: false, code: 'locked' })
    // Another account is not affected.
    const other = await createMember(payload, { email: uniqueEmail('unlocked') })
    expect((await a.signIn(other.email, TEST_PASSWORD)).body.ok).toBe(true)
  })
})

describe('field access and closed routes', () => {
  let alice: MemberUser
  let bob: MemberUser
  let aliceToken: string

  beforeAll(async () => {
    alice = await createMember(payload, { email: uniqueEmail('alice') })
    bob = await createMember(payload, { email: uniqueEmail('bob') })
    aliceToken = await loginToken(payload, alice)
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
    const now = await a.memberByEmail(alice.email)
    expect(now._verified).toBe(true)
    const ok = await rest('PATCH', `members/${alice.id}`, { token: aliceToken, body: { phone: '123' } })
    expect(ok.status).toBe(200)
  })

  it("a member cannot read or change another member's record", async () => {
    expect((await rest('GET', `members/${bob.id}`, { token: aliceToken })).status).toBe(404)
    const patched = await rest('PATCH', `members/${bob.id}`, { token: aliceToken, body: { firstName: 'Hacked' } })
    expect([403, 404]).toContain(patched.status)
    expect((await a.memberByEmail(bob.email)).firstName).toBe('Test')
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

  it("no answer carries the session token, not even Payload's GET /api/members/me (the cookie stays HttpOnly)", async () => {
    const signedIn = await a.signIn(alice.email, TEST_PASSWORD)
    expect(signedIn.body.ok).toBe(true)
    const jwt = sessionTokenIn(signedIn.cookies)
    expect(signedIn.body).not.toHaveProperty('token')
    expect(JSON.stringify(signedIn.body)).not.toContain(jwt)

    const cookie = cookieHeader(signedIn.cookies)
    // As a page script would ask it: same origin, with the HttpOnly cookie the browser adds.
    const me = await rest('GET', 'members/me', { headers: { cookie, 'sec-fetch-site': 'same-origin' } })
    expect(me.status).toBe(200)
    const body = JSON.parse(me.text) as Record<string, unknown>
    expect(body.user).toMatchObject({ email: alice.email })
    expect(body).not.toHaveProperty('token')
    expect(me.text).not.toContain(jwt)

    await new Promise((resolve) => setTimeout(resolve, 1100))
    const refreshed = await a.post(a.server.handleRefresh, 'refresh', {}, { cookie })
    expect(refreshed.body.ok).toBe(true)
    expect(refreshed.body).not.toHaveProperty('token')
    expect(JSON.stringify(refreshed.body)).not.toContain(sessionTokenIn(refreshed.cookies))
  })
})

describe('rate limits', () => {
  it('limits sign-ups per email address across client addresses', async () => {
    const email = uniqueEmail('limited')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await a.signUp({ firstName: 'Maya', lastName: 'Lopez', email, password: PASSWORD })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limits sign-ins per client address', async () => {
    const ip = randomIp()
    let last: Call | undefined
    for (let attempt = 0; attempt <= 20; attempt++) last = await a.signIn(uniqueEmail('spray'), 'wrong-password-1', ip)
    expect(last?.status).toBe(429)
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('limits sign-ins per email address across client addresses', async () => {
    const member = await createMember(payload, { email: uniqueEmail('signin-limited') })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) statuses.push((await a.signIn(member.email, TEST_PASSWORD)).status)
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200))
    expect(statuses[10]).toBe(429)
  })

  it('limits sign-ups per client address', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const email = uniqueEmail('ip-limited')
      statuses.push((await a.signUp({ firstName: 'Maya', lastName: 'Lopez', email, password: PASSWORD }, ip)).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('limits confirmation resends per email address', async () => {
    const { email } = await a.newSignUp('resend-limited')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await a.post(a.server.handleResendConfirmation, 'resend-confirmation', { email })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it("limits the links' buttons per client address", async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push(
        (await a.post(a.server.handleConfirm, 'confirm', { token: 'e'.repeat(40), password: PASSWORD }, { ip })).status,
      )
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(400))
    expect(statuses[10]).toBe(429)
  })

  it('limits reset requests per email address', async () => {
    const email = uniqueEmail('reset-limited')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await a.post(a.server.handleForgotPassword, 'forgot-password', { email })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it("refuses a reset request over the limit with one answer, whatever the address's history", async () => {
    const ask = (email: string) => a.post(a.server.handleForgotPassword, 'forgot-password', { email })
    const refusal = (call: Call) => ({
      status: call.status,
      body: call.body,
      retryAfter: call.headers.get('retry-after'),
    })
    // One address first asked 40 minutes ago, another only now: the time left differs, the answer not.
    const older = uniqueEmail('reset-history')
    const newer = uniqueEmail('reset-fresh')
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 40 * 60_000 })
    try {
      expect((await ask(older)).status).toBe(200)
    } finally {
      vi.useRealTimers()
    }
    for (let attempt = 0; attempt < 2; attempt++) expect((await ask(older)).status).toBe(200)
    for (let attempt = 0; attempt < 3; attempt++) expect((await ask(newer)).status).toBe(200)
    const [withHistory, fresh] = [refusal(await ask(older)), refusal(await ask(newer))]
    expect(withHistory).toEqual(fresh)
    expect(fresh).toEqual({
      status: 429,
      body: { ok: false, error: 'Too many attempts. Please wait 60 minutes and try again.' },
      retryAfter: '3600',
    })
  })

  it('limits resend and reset requests per client address, the two together', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const email = uniqueEmail('client-limited')
      const [handler, path] =
        attempt % 2 === 0
          ? [a.server.handleResendConfirmation, 'resend-confirmation']
          : [a.server.handleForgotPassword, 'forgot-password']
      statuses.push((await a.post(handler, path, { email }, { ip })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe("an account set up in advance with someone else's address", () => {
  it("the owner's sign-up replaces it, and confirming needs the owner's password", async () => {
    const email = uniqueEmail('prehijack')
    await a.signUp({ firstName: 'Eve', lastName: 'Mallory', email, password: 'attacker-pass-1' })
    const owner = await a.signUp({ firstName: 'Maya', lastName: 'Lopez', email, password: PASSWORD })
    expect(owner.body).toEqual({ ok: true })
    const mails = await a.emailsTo(email, 'account-confirm')
    expect(mails).toHaveLength(2)
    const [latest, first] = mails.map((mail) => tokenIn(mail.html, '/auth/confirm'))
    expect((await a.confirm(first, 'attacker-pass-1')).body).toMatchObject({ ok: false, code: 'invalid' })

    const wrong = await a.confirm(latest, 'attacker-pass-1')
    expect(wrong.body).toEqual({
      ok: false,
      code: 'wrong-password',
      error: a.schemas.ACCOUNT_MESSAGES.confirmPasswordMismatch,
      fieldErrors: { password: a.schemas.ACCOUNT_MESSAGES.confirmPasswordMismatch },
    })
    expect(wrong.cookies).toEqual([])
    const confirmed = await a.confirm(latest)
    expect(confirmed.body).toMatchObject({ ok: true, member: { email, firstName: 'Maya', lastName: 'Lopez' } })
    expect((await a.session(cookieHeader(confirmed.cookies))).body.signedIn).toBe(true)
    expect((await a.signIn(email, 'attacker-pass-1')).body.ok).toBe(false)
    expect((await a.signIn(email, PASSWORD)).body.ok).toBe(true)
  })

  it('a sign-up for a confirmed account changes nothing about it', async () => {
    const { email, token } = await a.newSignUp('taken')
    expect((await a.confirm(token)).body.ok).toBe(true)
    await a.signUp({ firstName: 'Eve', lastName: 'Mallory', email, password: 'attacker-pass-1' })
    expect(await a.memberByEmail(email)).toMatchObject({ firstName: 'Maya', _verified: true })
    expect((await a.signIn(email, 'attacker-pass-1')).body.ok).toBe(false)
    expect((await a.signIn(email, PASSWORD)).body.ok).toBe(true)
  })
})

describe('more about the lockout', () => {
  it('answers every "too many" state alike, whatever the address\'s history or existence', async () => {
    const tooMany = (call: Call) => ({
      status: call.status,
      body: call.body,
      retryAfter: call.headers.get('retry-after'),
    })
    const firstRefusal = async (email: string) => {
      for (let attempt = 1; attempt <= 12; attempt++) {
        const call = await a.signIn(email, `wrong-password-${attempt}`)
        if (call.body.error !== a.schemas.ACCOUNT_MESSAGES.invalidCredentials) return tooMany(call)
      }
      throw new Error(`No refusal for ${email}`)
    }
    // An address whose owner signed in earlier (its per-address count is not empty)…
    const owner = await createMember(payload, { email: uniqueEmail('history') })
    for (let signIn = 0; signIn < 6; signIn++) expect((await a.signIn(owner.email, TEST_PASSWORD)).body.ok).toBe(true)
    const withHistory = await firstRefusal(owner.email)
    // …a fresh address with an account, an address without one, and one client over its own limit.
    const fresh = await firstRefusal((await createMember(payload, { email: uniqueEmail('fresh') })).email)
    const unknown = await firstRefusal(uniqueEmail('ghost-history'))
    const ip = randomIp()
    let sprayed: Call | undefined
    for (let attempt = 0; attempt <= 20; attempt++)
      sprayed = await a.signIn(uniqueEmail('spray'), 'wrong-password-1', ip)

    const expected = {
      status: 429,
      body: { ok: false, code: 'locked', error: a.schemas.ACCOUNT_MESSAGES.locked },
      retryAfter: '600',
    }
    expect(withHistory).toEqual(expected)
    expect(fresh).toEqual(expected)
    expect(unknown).toEqual(expected)
    expect(sprayed && tooMany(sprayed)).toEqual(expected)
  }, 180_000)

  it('counts spelling variants of one address as that address', async () => {
    const member = await createMember(payload, { email: uniqueEmail('variants') })
    const variants = [
      member.email.toUpperCase(),
      ` ${member.email} `,
      member.email.replace(/^./, (c) => c.toUpperCase()),
    ]
    for (let attempt = 0; attempt < 5; attempt++) await a.signIn(variants[attempt % 3], `wrong-password-${attempt}`)
    expect((await a.signIn(member.email, TEST_PASSWORD)).body).toMatchObject({ ok: false, code: 'locked' })
  })

  it('parallel guesses get no more than 5 password checks', async () => {
    const member = await createMember(payload, { email: uniqueEmail('burst') })
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, index) => a.signIn(member.email, `wrong-password-${index}`)),
    )
    const checked = answers.filter((answer) => answer.body.error === a.schemas.ACCOUNT_MESSAGES.invalidCredentials)
    expect(checked.length).toBeLessThanOrEqual(4)
    expect(answers.filter((answer) => answer.body.code === 'locked').length).toBeGreaterThanOrEqual(5)
    expect((await a.signIn(member.email, TEST_PASSWORD)).body).toMatchObject({ code: 'locked' })
  })
})

describe('sign-up timing', () => {
  it('takes about as long for an address that has an account as for a new one', async () => {
    const owner = await createMember(payload, { email: uniqueEmail('timed-owner') })
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const time = async (email: string) => {
      const started = performance.now()
      const answer = await a.signUp({ firstName: 'Sam', lastName: 'Reed', email, password: PASSWORD })
      expect(answer.status).toBe(200)
      return performance.now() - started
    }
    const known: number[] = []
    const fresh: number[] = []
    for (let round = 0; round < 3; round++) {
      known.push(await time(owner.email))
      fresh.push(await time(uniqueEmail('timed-new')))
    }
    expect(median(known)).toBeGreaterThan(median(fresh) * 0.5)
    expect(median(fresh)).toBeLessThan(median(known) * 2)
  })
})
