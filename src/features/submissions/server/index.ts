/**
 * POST /api/forms/story (the route only calls handleStorySubmission): the shared public-form
 * pipeline (src/lib/forms/endpoint.ts: size, JSON, honeypot, rate limit, validation, 503 on any
 * error), then: duplicate within DUPLICATE_WINDOW_MS (200, not stored again) → store and queue
 * the team email in one transaction (either both or neither: a failure is the form's 503) → forward
 * to FORM_FORWARD_STORY_URL (never fails the submission).
 */
import 'server-only'

import type { Payload } from 'payload'

import { inTransaction } from '@/cms/transaction'
import { rateLimiterFor } from '@/integrations/redis'
import { handlePublicForm } from '@/lib/forms/endpoint'
import { submissionFingerprint } from '@/lib/forms/guard'

import type { StorySubmissionResult } from '../constants'
import { STORY_MESSAGES, storySubmissionSchema, type StorySubmissionValues } from '../schemas'
import { forwardStory, notifyTeam } from './notify'
import { isDuplicateStory, storeStory } from './store'
import { STORY_LIMIT } from '../limits'

export type { StorySubmissionResult } from '../constants'

/** What the route passes (the Payload instance); everything else comes from env. */
export type StoryHandlerDeps = { payload: Payload }

export async function receiveStory(
  data: StorySubmissionValues,
  deps: StoryHandlerDeps,
): Promise<StorySubmissionResult> {
  const payload = deps.payload
  const fingerprint = submissionFingerprint('story', data)
  if (await isDuplicateStory(payload, fingerprint, Date.now())) return { ok: true }

  await inTransaction(payload, async (req) => {
    const doc = await storeStory(payload, data, fingerprint, req)
    await notifyTeam(payload, data, doc.id, req)
  })
  await forwardStory(data)
  return { ok: true }
}

export function handleStorySubmission(request: Request, deps: StoryHandlerDeps): Promise<Response> {
  return handlePublicForm(request, {
    form: 'story',
    limiter: rateLimiterFor(STORY_LIMIT),
    schema: storySubmissionSchema,
    failure: STORY_MESSAGES.storyFailure,
    failureLog: { event: 'story_submission_failed', message: 'Story submission failed' },
    handle: (values) => receiveStory(values, deps),
  })
}
