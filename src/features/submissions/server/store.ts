/** The story-submissions collection: duplicates and storing. */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { DUPLICATE_WINDOW_MS } from '@/lib/forms/guard'

import { STORY_SOURCE } from '../constants'
import type { StorySubmissionValues } from '../schemas'

/** True when the same submission was stored less than DUPLICATE_WINDOW_MS ago. */
export async function isDuplicateStory(payload: Payload, fingerprint: string, now: number): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'story-submissions',
    where: {
      and: [
        { fingerprint: { equals: fingerprint } },
        { createdAt: { greater_than: new Date(now - DUPLICATE_WINDOW_MS).toISOString() } },
      ],
    },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** Stores the submission, inside `req`'s transaction. */
export function storeStory(payload: Payload, data: StorySubmissionValues, fingerprint: string, req: PayloadRequest) {
  return payload.create({
    collection: 'story-submissions',
    data: {
      name: data.name,
      email: data.email,
      location: data.location,
      instagram: data.instagram || undefined,
      source: STORY_SOURCE,
      fingerprint,
    },
    overrideAccess: true,
    req,
  })
}
