/**
 * Scheduled publishing that says when it fails. Payload's `schedulePublish` task publishes the
 * post when its time comes; when that fails (the draft does not validate, say), the job only logged
 * it. Wrapped here, a failure is also written on the post (staff see the reason in the admin; the
 * post stays unpublished) and emailed to the staff member who scheduled it, then the job fails as
 * before (its error is kept in the jobs collection).
 */
import 'server-only'

import type { CollectionSlug, Payload, SanitizedConfig, TaskConfig, TaskHandler } from 'payload'

import { flushDeferredTags } from '@/cms/revalidation/deferred'
import { describeSaveError } from '@/cms/save-error'
import { emailBrand, sendEmail, TeamNotificationEmail } from '@/features/email'
import { logger } from '@/lib/logger'
import { formatLongDate } from '@/lib/utils'

export const SCHEDULE_PUBLISH_TASK = 'schedulePublish'
const POST_COLLECTIONS = ['stories', 'articles'] as const
type PostCollection = (typeof POST_COLLECTIONS)[number]

/** What Payload's schedulePublish task is queued with (payload/dist/versions/schedule/job.js). */
type ScheduleInput = {
  type?: 'publish' | 'unpublish' | null
  doc?: { relationTo: string; value: string | number } | null
  user?: { relationTo: string; value: string | number } | string | number | null
}

export type ScheduledFailure = {
  collection: PostCollection
  id: number
  reason: string
  /** When the publish was due (the job's waitUntil), ISO. */
  dueAt: string | null
  /** The staff account that scheduled it, when the job says. */
  userId: number | null
  jobId: string | number
}

const isPostCollection = (value: unknown): value is PostCollection => POST_COLLECTIONS.includes(value as PostCollection)

/** The failure of a scheduled publish of a post, from the task's input and error; null for anything else. */
export function scheduledFailure(
  input: ScheduleInput,
  job: { id: string | number; waitUntil?: string | null },
  error: unknown,
): ScheduledFailure | null {
  if ((input.type ?? 'publish') !== 'publish' || !input.doc || !isPostCollection(input.doc.relationTo)) return null
  const id = Number(input.doc.value)
  if (!Number.isSafeInteger(id)) return null
  const user = input.user
  const userId = user && typeof user === 'object' && user.relationTo === 'users' ? Number(user.value) : null
  return {
    collection: input.doc.relationTo,
    id,
    reason: describeSaveError(error),
    dueAt: job.waitUntil ?? null,
    userId: userId !== null && Number.isSafeInteger(userId) ? userId : null,
    jobId: job.id,
  }
}

const LOCAL = { overrideAccess: true, depth: 0, context: { disableRevalidate: true } } as const

/** Writes the reason on the post's draft, where the admin shows it. Returns the post's title. */
async function recordOnPost(payload: Payload, failure: ScheduledFailure): Promise<string | null> {
  const collection: CollectionSlug = failure.collection
  const doc = await payload.update({
    collection,
    id: failure.id,
    draft: true,
    data: { scheduledPublishFailure: { reason: failure.reason, failedAt: new Date().toISOString() } },
    ...LOCAL,
  })
  return doc.title
}

async function emailScheduler(payload: Payload, failure: ScheduledFailure, title: string): Promise<void> {
  if (failure.userId === null) return
  const user = await payload.findByID({ collection: 'users', id: failure.userId, ...LOCAL })
  const brand = emailBrand()
  const kind = failure.collection === 'stories' ? 'story' : 'article'
  const due = failure.dueAt ? formatLongDate(failure.dueAt) : 'its scheduled time'
  await sendEmail(payload, {
    to: user.email,
    subject: `Not published: ${title}`,
    kind: 'scheduled-publish-failed',
    dedupeKey: `scheduled-publish-failed:${failure.jobId}`,
    react: TeamNotificationEmail({
      ...brand,
      title: 'A scheduled publish failed',
      intro: `The ${kind} "${title}" was due to be published on ${due}, but it was not, and it is still a draft. Fix what the reason names, then publish it or schedule it again.`,
      fields: [
        { label: 'Post', value: title },
        { label: 'Reason', value: failure.reason },
      ],
      action: {
        label: 'Open in admin',
        href: `${brand.siteUrl}/admin/collections/${failure.collection}/${failure.id}`,
      },
    }),
  })
}

/** Records and emails a failed scheduled publish; never throws (the job's own error is what counts). */
export async function reportScheduledFailure(payload: Payload, failure: ScheduledFailure): Promise<void> {
  let title = `#${failure.id}`
  try {
    title = (await recordOnPost(payload, failure)) ?? title
  } catch (error) {
    logger.error(
      { event: 'schedule-publish.record-failed', err: error, ...failure },
      'Could not record the failure on the post',
    )
  }
  try {
    await emailScheduler(payload, failure, title)
  } catch (error) {
    logger.error({ event: 'schedule-publish.email-failed', err: error, ...failure }, 'Could not email the scheduler')
  }
  logger.warn({ event: 'schedule-publish.failed', ...failure }, 'A scheduled publish failed')
}

type Handler = TaskHandler<typeof SCHEDULE_PUBLISH_TASK>

function reportingFailures(handler: Handler): Handler {
  return async (args) => {
    try {
      const result = await handler(args)
      // Payload's task publishes in a transaction of its own, committed by now: the pages that show
      // the post can be rendered afresh (src/cms/revalidation/deferred.ts).
      await flushDeferredTags()
      return result
    } catch (error) {
      const failure = scheduledFailure(args.input as ScheduleInput, args.job, error)
      if (failure) await reportScheduledFailure(args.req.payload, failure)
      throw error
    }
  }
}

/** The config with Payload's schedulePublish task reporting its failures (applied after Payload adds it). */
export async function withScheduledPublishReports(config: Promise<SanitizedConfig>): Promise<SanitizedConfig> {
  const sanitized = await config
  const task = sanitized.jobs?.tasks?.find((candidate) => candidate.slug === SCHEDULE_PUBLISH_TASK)
  if (!task || typeof task.handler !== 'function') {
    throw new Error('Payload has no schedulePublish task to wrap: is drafts.schedulePublish still on for posts?')
  }
  task.handler = reportingFailures(task.handler as Handler) as TaskConfig['handler']
  return sanitized
}
