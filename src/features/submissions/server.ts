/**
 * POST /api/forms/story, as small named steps (the route file only calls handleStorySubmission):
 * body size (413) → JSON (400) → honeypot (silent 200) → rate limit per hashed IP (429) →
 * validation (400 with fieldErrors) → duplicate within DUPLICATE_WINDOW_MS (200, not stored
 * again) → store, queue the team email, forward to FORM_FORWARD_STORY_URL when set.
 * Never throws and never answers 500: unexpected errors are logged and answered 503.
 */
import 'server-only'

import type { Payload } from 'payload'

import {
  createMemoryRateLimitStore,
  createRateLimiter,
  DUPLICATE_WINDOW_MS,
  isHoneypotTripped,
  RATE_LIMITS,
  type RateLimiter,
  submissionFingerprint,
} from '@/lib/forms/guard'
import { checkRateLimit, formAnswer, readJsonBody, validateForm } from '@/lib/forms/endpoint'
import { forwardJson } from '@/integrations/form-forward/forward'
import { MESSAGES, type StorySubmissionValues, storySubmissionSchema } from '@/lib/forms/schemas'
import { emailBrand, sendEmail, TeamNotificationEmail } from '@/features/email/send.server'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { getPayloadClient } from '@/payload-client'

import { STORY_FORWARD_TIMEOUT_MS, STORY_SOURCE } from './constants'

export type { StorySubmissionResult } from './constants'

/** One limiter per server process (in-memory store; see guard.ts for a shared store). */
const storyRateLimiter = createRateLimiter({ ...RATE_LIMITS.story, store: createMemoryRateLimitStore() })

export type StoryHandlerDeps = {
  payload?: Payload
  limiter?: RateLimiter
  forwardUrl?: string
  now?: () => number
  fetch?: typeof fetch
}

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

export async function storeStory(payload: Payload, data: StorySubmissionValues, fingerprint: string) {
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
  })
}

/** The team address: site settings' stories email, else the general one; null when neither is set. */
async function teamAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return settings.contact?.storiesEmail?.trim() || settings.contact?.generalEmail?.trim() || null
}

/** Queues the team notification in the outbox (delivered by the sendEmail job). */
export async function notifyTeam(payload: Payload, data: StorySubmissionValues, submissionId: number | string) {
  const to = await teamAddress(payload)
  if (!to) {
    logger.warn({ event: 'story_notify_skipped' }, 'No stories email in site settings; team not notified')
    return
  }
  const brand = emailBrand()
  await sendEmail(payload, {
    to,
    replyTo: data.email,
    subject: `New story submission from ${data.name}`,
    kind: 'story-submission',
    react: TeamNotificationEmail({
      ...brand,
      title: 'New story submission',
      intro: `${data.name} would like to share their story.`,
      fields: [
        { label: 'Name', value: data.name },
        { label: 'Email', value: data.email },
        { label: 'Location', value: data.location },
        { label: 'Instagram', value: data.instagram },
      ],
      action: {
        label: 'Open in admin',
        href: `${brand.siteUrl}/admin/collections/story-submissions/${submissionId}`,
      },
    }),
  })
}

/** POSTs the submission to the form-collection service. Never throws: a failure is logged. */
export function forwardStory(url: string, data: StorySubmissionValues, fetchImpl?: typeof fetch): Promise<boolean> {
  return forwardJson(
    url,
    { name: data.name, email: data.email, location: data.location, instagram: data.instagram },
    { event: 'story_forward_failed', fetch: fetchImpl, timeoutMs: STORY_FORWARD_TIMEOUT_MS },
  )
}

/** The whole endpoint. */
export async function handleStorySubmission(request: Request, deps: StoryHandlerDeps = {}): Promise<Response> {
  try {
    const body = await readJsonBody(request)
    if (!body.ok) return body.response

    if (isHoneypotTripped(body.value)) {
      logger.info({ event: 'story_honeypot' }, 'Story honeypot tripped; nothing stored')
      return formAnswer({ ok: true })
    }

    const limited = await checkRateLimit(request, 'story', deps.limiter ?? storyRateLimiter)
    if (!limited.ok) return limited.response

    const valid = validateForm(storySubmissionSchema, body.value)
    if (!valid.ok) return valid.response
    const data = valid.value

    const payload = deps.payload ?? (await getPayloadClient())
    const now = (deps.now ?? Date.now)()
    const fingerprint = submissionFingerprint('story', data)
    if (await isDuplicateStory(payload, fingerprint, now)) return formAnswer({ ok: true })

    const doc = await storeStory(payload, data, fingerprint)

    const forwardUrl = deps.forwardUrl ?? env.FORM_FORWARD_STORY_URL
    await Promise.all([
      notifyTeam(payload, data, doc.id).catch((error: unknown) => {
        logger.error({ event: 'story_notify_failed', err: error }, 'Could not queue the story notification')
      }),
      forwardUrl ? forwardStory(forwardUrl, data, deps.fetch) : Promise.resolve(false),
    ])
    return formAnswer({ ok: true })
  } catch (error) {
    logger.error({ event: 'story_submission_failed', err: error }, 'Story submission failed')
    return formAnswer({ ok: false, error: MESSAGES.storyFailure }, 503, { 'Retry-After': '60' })
  }
}
