/** The contact-messages collection: duplicates and storing (with the newsletter outcome). */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { DUPLICATE_WINDOW_MS } from '@/lib/forms/guard'

import { CONTACT_SOURCE, type ContactNewsletterOutcome } from '../constants'
import type { ContactValues } from '../schemas'

/** The newsletter column of a stored message: an outcome, or 'not-requested' (box not ticked). */
export type NewsletterOutcome = ContactNewsletterOutcome | 'not-requested'

/** The same message stored less than DUPLICATE_WINDOW_MS ago, or null. */
export async function findRecentDuplicate(payload: Payload, fingerprint: string, now: number) {
  const { docs } = await payload.find({
    collection: 'contact-messages',
    where: {
      and: [
        { fingerprint: { equals: fingerprint } },
        { createdAt: { greater_than: new Date(now - DUPLICATE_WINDOW_MS).toISOString() } },
      ],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Stores the message with what its newsletter box led to, inside `req`'s transaction. */
export function storeContactMessage(
  payload: Payload,
  data: ContactValues,
  fingerprint: string,
  newsletterOutcome: NewsletterOutcome,
  req: PayloadRequest,
) {
  return payload.create({
    collection: 'contact-messages',
    data: {
      name: data.name,
      email: data.email,
      message: data.message,
      subscribeToNewsletter: data.subscribeToNewsletter,
      newsletterOutcome,
      source: CONTACT_SOURCE,
      fingerprint,
    },
    overrideAccess: true,
    req,
  })
}
