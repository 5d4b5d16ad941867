/**
 * Payload's login and reset-password operations for members, run as its local API runs them
 * (payload.login, payload.resetPassword) but keeping the session token. The members collection sets
 * `auth.removeTokenFromResponses`, so that Payload's own answers (GET /api/members/me above all)
 * never hand the token to a page script; the local API then drops it too, yet the accounts
 * endpoints need it for the HttpOnly cookie (./session.ts). It never goes into an answer's body
 * (./replies.ts). Server-only.
 */
import 'server-only'

import { createLocalReq, loginOperation, type Payload, resetPasswordOperation } from 'payload'

/** Payload's login: the member and a new session's token, or Payload's error (401 wrong, 403 unconfirmed). */
export async function loginMember(payload: Payload, data: { email: string; password: string }) {
  return loginOperation<'members'>({
    collection: payload.collections.members,
    data,
    overrideAccess: true,
    req: await createLocalReq({}, payload),
  })
}

/** Payload's reset: the new password, every older session ended and a new one's token; 403 for a used or expired link. */
export async function resetMemberPassword(payload: Payload, data: { token: string; password: string }) {
  return resetPasswordOperation<'members'>({
    collection: payload.collections.members,
    data,
    overrideAccess: true,
    req: await createLocalReq({}, payload),
  })
}
