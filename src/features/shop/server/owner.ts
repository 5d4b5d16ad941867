/**
 * Whose an order is (issue 14 point 10): the signed-in member's, or else the member whose
 * confirmed email the order carries; nobody's otherwise. Server-only.
 */
import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

export async function orderOwner(payload: Payload, headers: Headers, email: string): Promise<number | null> {
  try {
    const { user } = await payload.auth({ headers })
    if (user?.collection === 'members') return Number(user.id)
  } catch (error) {
    logger.warn({ event: 'order_member_unknown', err: error }, 'Could not read the session; order matched by email')
  }
  const { docs } = await payload.find({
    collection: 'members',
    where: { and: [{ email: { equals: email } }, { _verified: { equals: true } }] },
    limit: 1,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  return docs[0] ? Number(docs[0].id) : null
}
