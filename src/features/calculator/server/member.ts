/**
 * The signed-in member a request carries, if any, read from its session cookie by Payload's own
 * JWT strategy (as the accounts slice's currentMember does; that helper is not part of the
 * accounts slice's public entry). Staff sessions are not members. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { sessionUser } from '@/cms/session-user'

import { logger } from '@/lib/logger'
import type { Member } from '@/payload-types'

/** The member's id, or null when nobody (or staff) is signed in. Never throws: a summary is sent either way. */
export async function signedInMemberId(payload: Payload, headers: Headers): Promise<Member['id'] | null> {
  try {
    const user = await sessionUser(payload, headers)
    return user?.collection === 'members' ? user.id : null
  } catch (error) {
    logger.warn({ event: 'cost_summary_member_unknown', err: error }, 'Could not read the session; summary not linked')
    return null
  }
}
