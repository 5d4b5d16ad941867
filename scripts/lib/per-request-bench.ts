/**
 * Issue 23 point 7: the answers made per request, each loaded at 10 connections for 10 s by default
 * (target: at least 300 req/s with p99 at most 60 ms each, only 2xx counted as success):
 *   - GET /account and GET /checkout for a signed-in member (the session cookies on every request);
 *   - GET /api/account/session for that member (the header island's signed-in state);
 *   - POST /api/forms/cost-summary, the calculator's reveal (it subscribes to the newsletter and
 *     queues an email): a distinct email and a distinct X-Forwarded-For per request, since both are
 *     rate limited. The server must trust loopback for that (start it with TRUSTED_PROXIES=loopback);
 *     otherwise every reveal after the fifth is a 429, counted in non2xx, never as a success.
 *
 * The member is created confirmed through Payload's REST API with the staff login the server was
 * started with (ADMIN_EMAIL / ADMIN_PASSWORD: scripts/start.ts creates it), then signed in through
 * /api/account/sign-in, as tests/e2e/accounts.shared.ts does.
 *
 * Call: `await measurePerRequest('http://localhost:3200', { email, password })` against a running
 * production server (npm start); options: { connections, duration } (10 and 10 by default), and
 * { only: ['reveal'] } to load some of them.
 */
import { randomBytes, randomInt } from 'node:crypto'

import autocannon from 'autocannon'

import { type LoadSummary, summariseLoad } from './load'

export type StaffLogin = { email: string; password: string }

export type PerRequestOptions = {
  connections?: number
  /** Seconds. */
  duration?: number
  /** Which of the four to load (all by default, in this file's order). */
  only?: PerRequestName[]
}

export type PerRequestName = 'account' | 'checkout' | 'session' | 'reveal'

export type PerRequestResult = LoadSummary & {
  name: PerRequestName
  method: 'GET' | 'POST'
  path: string
  /** 2xx answers per second: what the target counts. */
  successesPerSecond: number
}

/** A reveal request the calculator page would send (tests/int/cost-summary.int.test.ts's inputs). */
const REVEAL_INPUTS = {
  campsiteCost: '30',
  campsiteNights: '12',
  apps: ['iOverlander'],
  miles: '1,200',
  mpg: '15',
  fuelType: 'gasoline',
  vanType: 'premium',
  propane: ['cooking', 'fridge'],
  gym: true,
  gymCost: '25',
  groceriesWeekly: '85',
  visas: [{ name: 'Park & pass', cost: '6.67' }],
  contingency: '12',
}

/** A distinct private address per request (10.x.y.z from a counter), so no per-address limit is shared. */
function addressFor(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

function setCookiePairs(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`)
}

/** Creates a confirmed member with the staff login and signs it in; returns its Cookie header. */
export async function signedInMemberCookie(origin: string, staff: StaffLogin): Promise<string> {
  const login = await fetch(`${origin}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  })
  await expectOk(login, 'Staff login')
  const { token } = (await login.json()) as { token: string }
  const member = { email: `bench-${randomBytes(4).toString('hex')}@bench.test`, password: 'bench-Password-123!' }
  const created = await fetch(`${origin}/api/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ ...member, firstName: 'Bench', lastName: 'Member', _verified: true }),
  })
  await expectOk(created, 'Creating the member')
  const signIn = await fetch(`${origin}/api/account/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': addressFor(0xfffffe) },
    body: JSON.stringify(member),
  })
  await expectOk(signIn, 'Member sign-in')
  const cookie = setCookiePairs(signIn)
  const session = await fetch(`${origin}/api/account/session`, { headers: memberHeaders(cookie) })
  await expectOk(session, 'The session endpoint')
  // Otherwise every request below would be measured signed out (a redirect, or `signedIn: false`).
  if (!((await session.json()) as { signedIn?: boolean }).signedIn) throw new Error('The member is not signed in')
  return cookie
}

/**
 * What a browser sends with the member's requests: the cookies, and Sec-Fetch-Site (Payload takes
 * a session cookie from a request without Origin only when the browser says it is same-origin).
 */
function memberHeaders(cookie: string): Record<string, string> {
  return { cookie, 'sec-fetch-site': 'same-origin' }
}

type Target = { name: PerRequestName; method: 'GET' | 'POST'; path: string }

const TARGETS: Target[] = [
  { name: 'account', method: 'GET', path: '/account' },
  { name: 'checkout', method: 'GET', path: '/checkout' },
  { name: 'session', method: 'GET', path: '/api/account/session' },
  { name: 'reveal', method: 'POST', path: '/api/forms/cost-summary' },
]

function autocannonOptions(
  origin: string,
  target: Target,
  cookie: string,
  options: Required<Pick<PerRequestOptions, 'connections' | 'duration'>>,
) {
  const base = { url: `${origin}${target.path}`, connections: options.connections, duration: options.duration }
  if (target.method === 'GET') return { ...base, headers: memberHeaders(cookie) }
  // Each run from its own range of addresses: a second run on the same server would otherwise
  // reuse the first one's, whose per-address limits are spent (429s, counted as non-2xx).
  let sent = randomInt(1, 0xf00000)
  const run = randomBytes(3).toString('hex')
  return {
    ...base,
    requests: [
      {
        method: 'POST' as const,
        path: target.path,
        setupRequest: (request: autocannon.Request) => {
          sent += 1
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin,
              'x-forwarded-for': addressFor(sent),
            },
            body: JSON.stringify({
              name: 'Bench Visitor',
              email: `reveal-${run}-${sent}@bench.test`,
              newsletter: true,
              region: 'usa',
              inputs: REVEAL_INPUTS,
            }),
          }
        },
      },
    ],
  }
}

/** Loads each of the four per-request answers in turn; see the top of this file. */
export async function measurePerRequest(
  origin: string,
  staff: StaffLogin,
  options: PerRequestOptions = {},
): Promise<PerRequestResult[]> {
  const settled = { connections: options.connections ?? 10, duration: options.duration ?? 10 }
  const cookie = await signedInMemberCookie(origin, staff)
  const results: PerRequestResult[] = []
  for (const target of TARGETS.filter((each) => !options.only || options.only.includes(each.name))) {
    // A short warm-up, not reported (the reveal's is left out: it would spend the addresses' limits).
    if (target.method === 'GET') {
      await autocannon({ url: `${origin}${target.path}`, headers: memberHeaders(cookie), connections: 2, duration: 2 })
    }
    const result = await autocannon(autocannonOptions(origin, target, cookie, settled))
    const summary = summariseLoad(result)
    results.push({
      ...target,
      ...summary,
      successesPerSecond: Math.round(((summary.statusCodes['2xx'] ?? 0) / settled.duration) * 10) / 10,
    })
  }
  return results
}
