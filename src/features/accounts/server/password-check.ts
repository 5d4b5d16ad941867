/**
 * A member's password checked by Payload's own login (its hash and its comparison,
 * ./payload-auth.ts): signed in, or the right password to an account not confirmed yet, or wrong.
 * Payload's errors are told apart by their status (src/cms/payload-error.ts): `instanceof` fails
 * in the production build. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { payloadErrorStatus } from '@/cms/payload-error'
import type { Member } from '@/payload-types'

import { loginMember } from './payload-auth'
import type { IssuedSession } from './session'

export type PasswordCheck =
  { outcome: 'signed-in'; member: Member; session: IssuedSession } | { outcome: 'unconfirmed' } | { outcome: 'wrong' }

export async function checkPassword(payload: Payload, email: string, password: string): Promise<PasswordCheck> {
  try {
    const result = await loginMember(payload, { email, password })
    if (!result.token || !result.exp || !result.user) throw new Error('Payload login returned no session')
    return { outcome: 'signed-in', member: result.user, session: { token: result.token, expiresAt: result.exp * 1000 } }
  } catch (error) {
    const status = payloadErrorStatus(error)
    // UnverifiedEmail comes only after the password matched; AuthenticationError is a wrong one.
    if (status === 403) return { outcome: 'unconfirmed' }
    if (status === 401) return { outcome: 'wrong' }
    throw error
  }
}
