/**
 * Who is signed in, read from the request's session cookie by Payload's own JWT strategy (which
 * also checks the session still exists on the member's record, so a signed-out or reset session
 * no longer counts). Staff sessions are not members. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { sessionUser } from '@/cms/session-user'

import type { Member } from '@/payload-types'

export type SignedInMember = Member & { collection: 'members'; _sid?: string }

export async function currentMember(payload: Payload, headers: Headers): Promise<SignedInMember | null> {
  const user = await sessionUser(payload, headers)
  if (!user || user.collection !== 'members') return null
  // Payload's JWT strategy puts the session's id on the user it returns.
  const sid = '_sid' in user && typeof user._sid === 'string' ? user._sid : undefined
  return { ...user, _sid: sid }
}
