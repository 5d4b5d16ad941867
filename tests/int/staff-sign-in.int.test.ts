/**
 * Staff sign-in and forgot-password (issue 21 point 4) through Payload's REST handler, as the
 * admin's login form uses them (POST /api/users/login, /api/users/forgot-password), against the
 * test database, SQLite or PostgreSQL: limits per client address, per account and address, and per
 * account; failures from one address never lock the owner out from another; the same answers for
 * an unknown address, a wrong password and a limited one; forgot-password limited and answered
 * alike for known and unknown addresses.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SIGN_IN_RETRY_AFTER_SECONDS, SIGN_IN_TOO_MANY } from '@/lib/forms/messages'

import { randomIp } from './helpers/accounts'
import { closeTestPayload, createStaffUser, getTestPayload, TEST_PASSWORD, uniqueEmail } from './helpers/payload'
import type { RestAnswer, RestClient } from './helpers/rest'

let payload: Payload
let rest: RestClient

beforeAll(async () => {
  payload = await getTestPayload()
  rest = await (await import('./helpers/rest')).restClient()
})

afterAll(closeTestPayload)

type Answer = { status: number; body: unknown; retryAfter: string | null }

const answer = (response: RestAnswer): Answer => ({
  status: response.status,
  body: JSON.parse(response.text) as unknown,
  retryAfter: response.headers.get('retry-after'),
})

const signIn = async (email: string, password: string, ip: string) =>
  answer(await rest('POST', 'users/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } }))

const forgotPassword = async (email: string, ip: string) =>
  answer(await rest('POST', 'users/forgot-password', { body: { email }, headers: { 'x-forwarded-for': ip } }))

const INCORRECT = { errors: [{ message: 'The email or password provided is incorrect.' }] }
const TOO_MANY = { errors: [{ message: SIGN_IN_TOO_MANY }] }

describe('staff sign-in', () => {
  it('wrong passwords from one address never stop the owner signing in from another', async () => {
    const owner = await createStaffUser(payload, 'admin')
    const attacker = randomIp()
    const answers: Answer[] = []
    for (let attempt = 1; attempt <= 12; attempt++) {
      answers.push(await signIn(owner.email, `wrong-password-${attempt}`, attacker))
    }
    expect(answers.slice(0, 5).map((each) => each.status)).toEqual([401, 401, 401, 401, 401])
    expect(answers.slice(5).map((each) => each.status)).toEqual(Array<number>(7).fill(429))
    // Even the right password waits at that address…
    expect((await signIn(owner.email, TEST_PASSWORD, attacker)).status).toBe(429)
    // …but the owner, from another address, signs in.
    const home = await signIn(owner.email, TEST_PASSWORD, randomIp())
    expect(home.status).toBe(200)
    expect(home.body).toMatchObject({ user: { email: owner.email } })
  }, 120_000)

  it('answers an unknown address, a wrong password and a limited one alike, whatever the account', async () => {
    const staff = await createStaffUser(payload, 'editor')
    const run = async (email: string) => {
      const ip = randomIp()
      const answers: Answer[] = []
      for (let attempt = 1; attempt <= 12; attempt++) answers.push(await signIn(email, `wrong-password-${attempt}`, ip))
      return answers
    }
    const known = await run(staff.email)
    const unknown = await run(uniqueEmail('no-such-staff'))
    expect(known).toEqual(unknown)
    expect(known[0]).toEqual({ status: 401, body: INCORRECT, retryAfter: null })
    expect(known[11]).toEqual({ status: 429, body: TOO_MANY, retryAfter: String(SIGN_IN_RETRY_AFTER_SECONDS) })
    // Nothing in the account records the attempts any more (Payload's lock is off).
    const stored = await payload.findByID({ collection: 'users', id: staff.id, overrideAccess: true })
    expect(stored).not.toHaveProperty('loginAttempts')
    expect(stored).not.toHaveProperty('lockUntil')
  }, 180_000)

  it('a right password clears the count of its account and address', async () => {
    const staff = await createStaffUser(payload, 'editor')
    const ip = randomIp()
    for (let attempt = 1; attempt <= 4; attempt++) await signIn(staff.email, `wrong-password-${attempt}`, ip)
    expect((await signIn(staff.email, TEST_PASSWORD, ip)).status).toBe(200)
    const again: number[] = []
    for (let attempt = 1; attempt <= 5; attempt++) {
      again.push((await signIn(staff.email, `wrong-password-${attempt}`, ip)).status)
    }
    expect(again).toEqual([401, 401, 401, 401, 401])
  }, 120_000)

  it('limits failed sign-ins per client address, whatever the account; successful ones do not count', async () => {
    // A team behind one address: its own sign-ins never use the budget up.
    const ip = randomIp()
    const staff = await createStaffUser(payload, 'editor')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 19; attempt++) {
      statuses.push((await signIn(uniqueEmail('spray'), 'wrong-password-1', ip)).status)
    }
    for (let attempt = 0; attempt < 3; attempt++) statuses.push((await signIn(staff.email, TEST_PASSWORD, ip)).status)
    for (let attempt = 0; attempt < 2; attempt++) {
      statuses.push((await signIn(uniqueEmail('spray'), 'wrong-password-1', ip)).status)
    }
    expect(statuses).toEqual([...Array<number>(19).fill(401), 200, 200, 200, 401, 429])
    // The right password from that address now waits too.
    expect((await signIn(staff.email, TEST_PASSWORD, ip)).status).toBe(429)
  }, 180_000)

  it('limits attempts per account from many addresses together', async () => {
    const staff = await createStaffUser(payload, 'editor')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 31; attempt++) {
      statuses.push((await signIn(staff.email, `wrong-password-${attempt}`, randomIp())).status)
    }
    expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(401))
    expect(statuses[30]).toBe(429)
  }, 180_000)
})

describe('staff forgot password', () => {
  it('is limited per email address, and answers the same whether or not it is a staff login', async () => {
    const staff = await createStaffUser(payload, 'editor')
    const run = async (email: string) => {
      const answers: Answer[] = []
      for (let attempt = 0; attempt < 4; attempt++) answers.push(await forgotPassword(email, randomIp()))
      return answers
    }
    const known = await run(staff.email)
    const unknown = await run(uniqueEmail('no-such-staff'))
    expect(known.map((each) => each.status)).toEqual([200, 200, 200, 429])
    expect(known.map((each) => each.body)).toEqual(unknown.map((each) => each.body))
    expect(unknown.map((each) => each.status)).toEqual([200, 200, 200, 429])
    // The limit's whole window (an hour), never the time left: the same whatever the address's history.
    expect(known[3].body).toEqual({ errors: [{ message: 'Too many attempts. Please wait 60 minutes and try again.' }] })
    expect(known[3].retryAfter).toBe('3600')
  })

  it('is limited per client address', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await forgotPassword(uniqueEmail('reset'), ip)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})
