/** The contact-messages collection: duplicates, storing, the newsletter outcome. */
import 'server-only'

import type { Payload } from 'payload'

import { DUPLICATE_WINDOW_MS } from '@/lib/forms/guard'
import { logger } from '@/lib/logger'
import type { ContactMessage } from '@/payload-types'

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

export function storeContactMessage(payload: Payload, data: ContactValues, fingerprint: string) {
  return payload.create({
    collection: 'contact-messages',
    data: {
      name: data.name,
      email: data.email,
      message: data.message,
      subscribeToNewsletter: data.subscribeToNewsletter,
      newsletterOutcome: 'not-requested',
      source: CONTACT_SOURCE,
      fingerprint,
    },
    overrideAccess: true,
  })
}

/** Records what the ticked box led to. Never throws: the message is stored already. */
export async function recordOutcome(payload: Payload, id: ContactMessage['id'], outcome: NewsletterOutcome) {
  try {
    await payload.update({
      collection: 'contact-messages',
      id,
      data: { newsletterOutcome: outcome },
      overrideAccess: true,
    })
  } catch (error) {
    logger.error({ event: 'contact_outcome_not_recorded', err: error }, 'Could not record the newsletter outcome')
  }
}
