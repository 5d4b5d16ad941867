/**
 * The accounts endpoints as the routes call them (src/features/accounts/server), for the accounts
 * integration tests: requests as a browser sends them, answers with their cookies, and the
 * account emails read from the outbox. Import only after getTestPayload() (it loads the config).
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import { closeTestPayload, uniqueEmail } from './payload'

export const PASSWORD = 'rust4road-trip'

export const randomIp = () => {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

export type Call = { status: number; body: Record<string, unknown>; cookies: string[]; headers: Headers }

/** The Cookie header a browser would send back after `cookies` (the ones with a value). */
export function cookieHeader(cookies: string[]): string {
  return cookies
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
}

/** The session token (JWT) a sign-in answer set in Payload's HttpOnly cookie. */
export function sessionTokenIn(cookies: string[]): string {
  const value = cookies
    .find((line) => line.startsWith('payload-token='))
    ?.split(';')[0]
    .slice('payload-token='.length)
  if (!value) throw new Error('no session cookie in the answer')
  return value
}

export function tokenIn(html: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(html)
  if (!match) throw new Error(`no ${path} link in the email`)
  return match[1]
}

export async function accountsClient(payload: Payload) {
  const server = await import('@/features/accounts/server')
  const schemas = await import('@/features/accounts/schemas')
  const strength = await import('@/features/accounts/password-strength')

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
    handler: (request: Request, payload: Payload) => Promise<Response>,
    path: string,
    body: unknown,
    options?: { ip?: string; cookie?: string },
  ) => read(await handler(request(path, body, options), payload))

  const get = async (
    handler: (request: Request, payload: Payload) => Promise<Response>,
    path: string,
    cookie: string,
  ) =>
    read(
      await handler(
        new Request(`http://localhost/api/account/${path}`, {
          headers: { cookie, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': randomIp() },
        }),
        payload,
      ),
    )

  const signUp = (values: Record<string, unknown>, ip?: string) => post(server.handleSignUp, 'sign-up', values, { ip })
  const signIn = (email: string, password: string, ip?: string) =>
    post(server.handleSignIn, 'sign-in', { email, password }, { ip })
  const confirm = (token: string, password = PASSWORD) => post(server.handleConfirm, 'confirm', { token, password })
  const session = (cookie: string) => get(server.handleSession, 'session', cookie)

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

  async function memberByEmail(email: string) {
    const { docs } = await payload.find({
      collection: 'members',
      where: { email: { equals: email } },
      overrideAccess: true,
      showHiddenFields: true,
    })
    return docs[0]
  }

  /** A sign-up through the endpoint; its confirmation link's token from the outbox. */
  async function newSignUp(prefix: string, password = PASSWORD) {
    const email = uniqueEmail(prefix)
    const answer = await signUp({ firstName: 'Maya', lastName: 'Lopez', email, password })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const [mail] = await emailsTo(email, 'account-confirm')
    return { email, token: tokenIn(mail.html, '/auth/confirm') }
  }

  return { server, schemas, strength, post, get, signUp, signIn, confirm, session, emailsTo, memberByEmail, newSignUp }
}

export type AccountsClient = Awaited<ReturnType<typeof accountsClient>>

/** The end of an accounts test file: delivers (keeps) the emails it queued, since later files run the
 * queue expecting only their own jobs, then closes Payload. */
export async function finishAccountsTest(payload: Payload | undefined): Promise<void> {
  await payload?.jobs.run({ allQueues: true, limit: 1000 })
  await closeTestPayload()
}
