/**
 * Whose an order is (issue 14 point 10): the signed-in member's, from the moment it is created; or,
 * once it is paid, the member whose confirmed email it carries (so typing someone's address at
 * checkout puts nothing unpaid in their /orders). Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { sessionUser } from '@/cms/session-user'

import { logger } from '@/lib/logger'

/** The signed-in member's id, or null (nobody, or staff). Never throws: anyone can check out. */
export async function signedInMemberId(payload: Payload, headers: Headers): Promise<number | null> {
  try {
    const user = await sessionUser(payload, headers)
    return user?.collection === 'members' ? Number(user.id) : null
  } catch (error) {
    logger.warn({ event: 'order_member_unknown', err: error }, 'Could not read the session; order not linked')
    return null
  }
}

/** The member whose confirmed email is `email`, or null. */
export async function confirmedMemberWithEmail(
  payload: Payload,
  email: string,
  req?: PayloadRequest,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { and: [{ email: { equals: email } }, { _verified: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs[0] ? Number(docs[0].id) : null
}
