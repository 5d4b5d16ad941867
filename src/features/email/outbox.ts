/**
 * The outbox: rows of the `emails` collection and their delivery by the sendEmail job.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { DEFAULT_JOB_QUEUE, type JobQueue } from '@/cms/jobs/queues'

import { formatAddress } from '@/integrations/email/address'
import { activeTransport } from '@/integrations/email/transport'
import { logger } from '@/lib/logger'

import { MAX_EMAIL_ATTEMPTS, nextAttemptAt } from './backoff'
import { outboxMessageId } from './message-id'
import type { EmailStatus } from './collections/Emails'
import { defaultFrom } from './sender'

export const SEND_EMAIL_TASK = 'sendEmail'

export interface OutboxEmail {
  to: string
  subject: string
  kind: string
  from?: string
  html?: string
  text?: string
  headers?: Record<string, string>
  /** Unique key: recording a second email with the same key fails (see sendEmail's dedupeKey). */
  dedupeKey?: string
  /** The job queue that delivers it (src/cms/jobs/queues.ts); 'default' when omitted. */
  queue?: JobQueue
}

/** Records the email (status queued) and queues the job that delivers it. Returns the row id. */
export async function enqueueEmail(payload: Payload, email: OutboxEmail, req?: PayloadRequest): Promise<number> {
  const id = await recordEmail(payload, email, { status: 'queued' }, req)
  await payload.jobs.queue({
    task: SEND_EMAIL_TASK,
    input: { emailId: id },
    queue: email.queue ?? DEFAULT_JOB_QUEUE,
    req,
  })
  return id
}

/** Stores an email that is not delivered (embedded default) and logs one line (never the body). */
export async function keepEmail(payload: Payload, email: OutboxEmail, req?: PayloadRequest): Promise<number> {
  const id = await recordEmail(payload, email, { status: 'kept' }, req)
  logger.info({ event: 'email_kept', emailId: id, to: email.to, subject: email.subject }, 'email kept in the outbox')
  return id
}

/**
 * Records an email that was already sent (Payload's own emails over SMTP), or whose first
 * attempt failed: then the row is failed and the sendEmail job retries it with back-off.
 */
export async function recordSendOutcome(
  payload: Payload,
  email: OutboxEmail,
  outcome: { ok: true } | { ok: false; error: unknown },
): Promise<number> {
  if (outcome.ok) {
    const id = await recordEmail(payload, email, { status: 'sent', attempts: 1, sentAt: new Date().toISOString() })
    logger.info({ event: 'email_sent', emailId: id, to: email.to, subject: email.subject, attempts: 1 }, 'email sent')
    return id
  }
  const next = nextAttemptAt(1)
  const error = errorText(outcome.error)
  const id = await recordEmail(payload, email, {
    status: 'failed',
    attempts: 1,
    error,
    nextAttemptAt: next?.toISOString() ?? null,
  })
  if (next) await payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { emailId: id }, waitUntil: next })
  logger.warn(
    {
      event: 'email_failed',
      emailId: id,
      to: email.to,
      subject: email.subject,
      attempts: 1,
      maxAttempts: MAX_EMAIL_ATTEMPTS,
      retryAt: next,
      err: error,
    },
    'email delivery failed, will retry',
  )
  return id
}

async function recordEmail(
  payload: Payload,
  email: OutboxEmail,
  state: { status: EmailStatus; attempts?: number; error?: string; sentAt?: string; nextAttemptAt?: string | null },
  req?: PayloadRequest,
): Promise<number> {
  const row = await payload.create({
    collection: 'emails',
    data: {
      to: email.to,
      from: email.from ?? formatAddress(defaultFrom()),
      subject: email.subject,
      kind: email.kind,
      html: email.html,
      text: email.text,
      headers: email.headers,
      dedupeKey: email.dedupeKey,
      attempts: 0,
      ...state,
    },
    overrideAccess: true,
    req,
  })
  return row.id
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 2000)
}

/**
 * Delivers one outbox row (the body of the sendEmail job). Without a transport the row is marked
 * kept. A failure records the error and re-queues the job (on `queue`, its own) with back-off until
 * attempts run out. Idempotent: a row already sent or kept is not sent again (a job taken up again
 * after its runner died, ADR 0027).
 */
export async function deliverEmail(
  payload: Payload,
  emailId: number,
  req?: PayloadRequest,
  queue: string = DEFAULT_JOB_QUEUE,
): Promise<EmailStatus> {
  const row = await payload.findByID({ collection: 'emails', id: emailId, overrideAccess: true, req })
  if (row.status === 'sent' || row.status === 'kept') return row.status
  const update = (data: Record<string, unknown>) =>
    payload.update({ collection: 'emails', id: emailId, data, overrideAccess: true, req })

  const transport = activeTransport()
  if (!transport) {
    await update({ status: 'kept', nextAttemptAt: null })
    logger.info({ event: 'email_kept', emailId, to: row.to, subject: row.subject }, 'email kept in the outbox')
    return 'kept'
  }

  const attempts = (row.attempts ?? 0) + 1
  const from = row.from ?? formatAddress(defaultFrom())
  try {
    await transport.sendMail({
      from,
      messageId: outboxMessageId(row, from),
      to: row.to,
      subject: row.subject,
      html: row.html ?? undefined,
      text: row.text ?? undefined,
      headers: (row.headers as Record<string, string> | null | undefined) ?? undefined,
    })
  } catch (error) {
    const next = nextAttemptAt(attempts)
    await update({ status: 'failed', attempts, error: errorText(error), nextAttemptAt: next?.toISOString() ?? null })
    if (next) await payload.jobs.queue({ task: SEND_EMAIL_TASK, input: { emailId }, waitUntil: next, queue, req })
    logger.warn(
      {
        event: 'email_failed',
        emailId,
        to: row.to,
        subject: row.subject,
        attempts,
        maxAttempts: MAX_EMAIL_ATTEMPTS,
        retryAt: next,
        err: errorText(error),
      },
      next ? 'email delivery failed, will retry' : 'email delivery failed, no attempts left',
    )
    return 'failed'
  }
  await update({ status: 'sent', attempts, sentAt: new Date().toISOString(), error: null, nextAttemptAt: null })
  logger.info({ event: 'email_sent', emailId, to: row.to, subject: row.subject, attempts }, 'email sent')
  return 'sent'
}
