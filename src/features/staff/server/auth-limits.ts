/**
 * The limits of ../limits.ts in front of Payload's own staff auth routes, POST /api/users/login
 * (the admin's login form) and /api/users/forgot-password, as hooks on the users collection:
 * `beforeOperation` counts the attempt before Payload looks at the password, and refuses with 429
 * and Retry-After (Payload answers `{ errors: [{ message }] }`, which the admin's forms show as a
 * toast); `afterLogin` clears the account's counts once the password was right. Only requests
 * (REST) are counted: the Local API (seed, scripts, tests) is ours. Server-only.
 */
import 'server-only'

import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { dummyPasswordCheck } from '@/cms/dummy-hash'
import { lockoutFor, rateLimiterFor } from '@/integrations/redis'
import { emailRateLimitKey, rateLimitKey } from '@/lib/forms/endpoint'
import { SIGN_IN_RETRY_AFTER_SECONDS, SIGN_IN_TOO_MANY } from '@/lib/forms/messages'
import { rateLimitMessage, windowSeconds } from '@/lib/forms/rate-limit'

import {
  STAFF_ACCOUNT_LOCKOUT,
  STAFF_ADDRESS_LOCKOUT,
  STAFF_FORGOT_PASSWORD_EMAIL_LIMIT,
  STAFF_FORGOT_PASSWORD_LIMIT,
  STAFF_SIGN_IN_LOCKOUT,
} from '../limits'

const addressLockout = () => lockoutFor('staffAddress', STAFF_ADDRESS_LOCKOUT)
const pairLockout = () => lockoutFor('staffSignIn', STAFF_SIGN_IN_LOCKOUT)
const accountLockout = () => lockoutFor('staffAccount', STAFF_ACCOUNT_LOCKOUT)

/** 429 with Retry-After: Payload's error answer carries the request's response headers. */
function refuse(req: PayloadRequest, message: string, retryAfterSeconds: number): never {
  const headers = req.responseHeaders ?? new Headers()
  headers.set('Retry-After', String(retryAfterSeconds))
  headers.set('Cache-Control', 'no-store')
  req.responseHeaders = headers
  const error = new APIError(message, 429, null, true)
  // Payload's answer shows the message only for an error with a name; a production build's minified
  // class names may be empty ("An unknown error occurred." under npm start otherwise).
  error.name = 'TooManyAttempts'
  throw error
}

function typedEmail(args: unknown): string {
  const email = (args as { data?: { email?: unknown } } | undefined)?.data?.email
  return typeof email === 'string' ? email : ''
}

const pairKey = (req: PayloadRequest, email: string) => `${emailRateLimitKey(email)}:${rateLimitKey(req)}`

async function limitSignIn(req: PayloadRequest, email: string, password: string): Promise<void> {
  // Every refusal is the same answer, whatever the address's history or existence (and costs no hash).
  const tooMany = () => refuse(req, SIGN_IN_TOO_MANY, SIGN_IN_RETRY_AFTER_SECONDS)
  if ((await addressLockout().attempt(rateLimitKey(req))).locked) return tooMany()
  if ((await pairLockout().attempt(pairKey(req, email))).locked) return tooMany()
  if ((await accountLockout().attempt(emailRateLimitKey(email))).locked) return tooMany()

  // Payload answers an unknown address at once, without a password hash; this costs the same time.
  const found = await req.payload.db.findOne({
    collection: 'users',
    req,
    where: { email: { equals: email.trim().toLowerCase() } },
  })
  if (!found) await dummyPasswordCheck(password)
}

async function limitForgotPassword(req: PayloadRequest, email: string): Promise<void> {
  for (const [limit, key] of [
    [STAFF_FORGOT_PASSWORD_LIMIT, rateLimitKey(req)],
    [STAFF_FORGOT_PASSWORD_EMAIL_LIMIT, emailRateLimitKey(email)],
  ] as const) {
    // The limit's whole window, never the time left: the same answer whatever the address's history.
    if (!(await rateLimiterFor(limit).check(key)).allowed) {
      refuse(req, rateLimitMessage(windowSeconds(limit)), windowSeconds(limit))
    }
  }
}

export const limitStaffAuth: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args
  if (operation === 'login') {
    const password = (args as { data?: { password?: unknown } }).data?.password
    await limitSignIn(req, typedEmail(args), typeof password === 'string' ? password : '')
  } else if (operation === 'forgotPassword') {
    await limitForgotPassword(req, typedEmail(args))
  }
  return args
}

/**
 * The right password: forget this account's counted attempts (from this address and from all), and
 * give the address its attempt back.
 */
export const clearStaffSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  const email = typeof user?.email === 'string' ? user.email : ''
  await Promise.all([
    pairLockout().clear(pairKey(req, email)),
    accountLockout().clear(emailRateLimitKey(email)),
    addressLockout().forgive(rateLimitKey(req)),
  ])
  return user
}
