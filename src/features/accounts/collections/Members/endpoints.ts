import type { Endpoint } from 'payload'

/**
 * Payload's own auth routes for members, closed (404): members sign up, sign in, confirm and reset
 * through the accounts endpoints (src/app/api/account/*), which add rate limits, the lockout and
 * answers that do not tell which addresses have an account. A collection's own endpoints are
 * matched before Payload's, so these answer first. /me and /access stay (they reveal only the
 * caller's own record, never the session token: `removeTokenFromResponses` in ./index.ts).
 */
const CLOSED = [
  '/login',
  '/logout',
  '/refresh-token',
  '/forgot-password',
  '/reset-password',
  '/unlock',
  '/first-register',
  '/verify/:id',
]

const notFound = () =>
  Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404, headers: { 'Cache-Control': 'no-store' } })

export const closedAuthEndpoints: Endpoint[] = CLOSED.map((path) => ({ path, method: 'post', handler: notFound }))
