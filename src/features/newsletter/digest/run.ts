/**
 * The weekly newsletter issue (built-in list only; Kit sends its own broadcasts).
 *
 * runDigest: first finishes any issue still `sending` (a crashed or failed run), then selects
 * what was published since the last issue and, when there is something, records a new issue and
 * sends it. Sending walks the confirmed subscribers in id order, a batch at a time; each batch
 * queues one outbox email per subscriber (dedupe key issue + subscriber, unique) and advances the
 * issue's cursor in ONE transaction, so a crash either keeps a whole batch or none of it, and a
 * re-run never queues the same issue twice for anyone.
 */
import 'server-only'

import type { Payload } from 'payload'

import { inTransaction } from '@/cms/transaction'
import { emailBrand, parseAddress, sendEmail } from '@/features/email'
import { logger } from '@/lib/logger'
import type { NewsletterIssue, Subscriber } from '@/payload-types'

import { listUnsubscribeHeaders, unsubscribeUrl } from '../links'
import { newsletterAvailability } from '../provider'
import { type DigestContent, findDigestContent, loadIssueContent } from './content'
import { digestEmail } from './email'
import { digestDedupeKey, digestSubject, digestWindow, type DigestWindow, isEmptyDigest } from './select'

export const DIGEST_EMAIL_KIND = 'newsletter-digest'
/** Subscribers handled per transaction. */
export const DIGEST_BATCH_SIZE = 50

export interface DigestProgress {
  issueId: number
  cursor: number
  sentCount: number
}

export interface DigestDeps {
  payload: Payload
  now?: () => Date
  batchSize?: number
  /** Called after each committed batch (tests use it to simulate a crash mid-send). */
  afterBatch?: (progress: DigestProgress) => void | Promise<void>
}

export type DigestRunResult =
  | { outcome: 'unavailable'; reason: string }
  | { outcome: 'nothing-new'; since: string; resumed: number[] }
  | {
      outcome: 'sent'
      issueId: number
      recipientCount: number
      resumed: number[]
    }

function errorText(error: unknown): string {
  return (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000)
}

/** Where the next issue starts: the end of the newest issue, or (none yet) a week ago. */
export async function nextDigestWindow(payload: Payload, now: Date): Promise<DigestWindow> {
  const { docs } = await payload.find({
    collection: 'newsletter-issues',
    sort: '-periodEnd',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return digestWindow(docs[0]?.periodEnd, now)
}

async function confirmedAfter(payload: Payload, cursor: number, limit: number): Promise<Subscriber[]> {
  const { docs } = await payload.find({
    collection: 'subscribers',
    where: {
      and: [{ status: { equals: 'confirmed' } }, { id: { greater_than: cursor } }],
    },
    sort: 'id',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/** An address the outbox refuses would stop the issue at every resume: it is skipped and logged. */
function isDeliverable(subscriber: Subscriber): boolean {
  try {
    parseAddress(subscriber.email)
    return true
  } catch {
    logger.warn(
      { event: 'newsletter_issue_bad_address', subscriberId: subscriber.id },
      'subscriber skipped: not an email address',
    )
    return false
  }
}

/** Queues one batch and advances the cursor, atomically. */
async function sendBatch(
  payload: Payload,
  issue: NewsletterIssue,
  content: DigestContent,
  batch: readonly Subscriber[],
  progress: DigestProgress,
): Promise<DigestProgress> {
  return inTransaction(payload, async (req) => {
    for (const subscriber of batch) {
      if (!isDeliverable(subscriber)) continue
      await sendEmail(
        payload,
        {
          to: subscriber.email,
          subject: issue.subject,
          kind: DIGEST_EMAIL_KIND,
          // A newsletter issue is bulk mail: it waits behind orders, payments and accounts (ADR 0027).
          queue: 'bulk',
          headers: listUnsubscribeHeaders(subscriber.id),
          dedupeKey: digestDedupeKey(issue.id, subscriber.id),
          react: digestEmail(content, unsubscribeUrl(subscriber.id)),
        },
        { req },
      )
    }
    const next = {
      issueId: issue.id,
      cursor: batch[batch.length - 1].id,
      sentCount: progress.sentCount + batch.length,
    }
    await payload.update({
      collection: 'newsletter-issues',
      id: issue.id,
      data: { cursor: next.cursor, sentCount: next.sentCount, error: null },
      overrideAccess: true,
      req,
    })
    return next
  })
}

/** Sends (or resumes) one issue to every confirmed subscriber after its cursor; marks it sent. */
async function sendIssue(deps: DigestDeps, issue: NewsletterIssue): Promise<number> {
  const { payload } = deps
  const batchSize = deps.batchSize ?? DIGEST_BATCH_SIZE
  let progress: DigestProgress = {
    issueId: issue.id,
    cursor: issue.cursor ?? 0,
    sentCount: issue.sentCount ?? 0,
  }
  try {
    const content = await loadIssueContent(payload, issue)
    for (;;) {
      const batch = await confirmedAfter(payload, progress.cursor, batchSize)
      if (batch.length === 0) break
      progress = await sendBatch(payload, issue, content, batch, progress)
      await deps.afterBatch?.(progress)
    }
  } catch (error) {
    await payload
      .update({
        collection: 'newsletter-issues',
        id: issue.id,
        data: { error: errorText(error) },
        overrideAccess: true,
      })
      .catch(() => undefined)
    logger.error(
      {
        event: 'newsletter_issue_interrupted',
        ...progress,
        err: errorText(error),
      },
      'newsletter issue interrupted, will resume',
    )
    throw error
  }
  await payload.update({
    collection: 'newsletter-issues',
    id: issue.id,
    data: {
      status: 'sent',
      recipientCount: progress.sentCount,
      sentAt: new Date().toISOString(),
      error: null,
    },
    overrideAccess: true,
  })
  logger.info(
    {
      event: 'newsletter_issue_sent',
      issueId: issue.id,
      recipientCount: progress.sentCount,
    },
    'newsletter issue sent',
  )
  return progress.sentCount
}

/** Resumes every issue a previous run left in `sending`, oldest first. */
async function resumeUnfinished(deps: DigestDeps): Promise<number[]> {
  const { docs } = await deps.payload.find({
    collection: 'newsletter-issues',
    where: { status: { equals: 'sending' } },
    sort: 'createdAt',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  for (const issue of docs) {
    logger.info(
      {
        event: 'newsletter_issue_resume',
        issueId: issue.id,
        cursor: issue.cursor,
      },
      'resuming newsletter issue',
    )
    await sendIssue(deps, issue)
  }
  return docs.map((issue) => issue.id)
}

/** The job's work: resume unfinished issues, then send the next one when there is something new. */
export async function runDigest(deps: DigestDeps): Promise<DigestRunResult> {
  const { payload } = deps
  const availability = newsletterAvailability()
  if (!availability.available || availability.provider !== 'builtin') {
    const reason = availability.available
      ? `provider ${availability.provider} sends its own broadcasts`
      : availability.reason
    logger.info({ event: 'newsletter_issue_skipped', reason }, 'newsletter issue not sent: no built-in list')
    return { outcome: 'unavailable', reason }
  }
  const resumed = await resumeUnfinished(deps)

  const now = (deps.now ?? (() => new Date()))()
  const window = await nextDigestWindow(payload, now)
  const content = await findDigestContent(payload, window)
  if (isEmptyDigest(content)) {
    logger.info(
      { event: 'newsletter_issue_skipped', since: window.start.toISOString() },
      'newsletter issue not sent: nothing new',
    )
    return {
      outcome: 'nothing-new',
      since: window.start.toISOString(),
      resumed,
    }
  }

  const issue = await payload.create({
    collection: 'newsletter-issues',
    data: {
      subject: digestSubject(emailBrand().productName, content),
      status: 'sending',
      periodStart: window.start.toISOString(),
      periodEnd: window.end.toISOString(),
      stories: content.stories.map((item) => item.id),
      articles: content.articles.map((item) => item.id),
      sentCount: 0,
      startedAt: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const recipientCount = await sendIssue(deps, issue)
  return { outcome: 'sent', issueId: issue.id, recipientCount, resumed }
}
