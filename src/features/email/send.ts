/**
 * Email delivery: the one interface the app uses to send email.
 *
 *   await sendEmail(payload, { to, subject, kind: 'team-notification', react: <TeamNotificationEmail … /> })
 *
 * The email is rendered (HTML + plain text), recorded in the outbox (collection `emails`, status
 * queued) and handed to the `sendEmail` job, so the request never waits on SMTP. The job delivers
 * it through SMTP_URL, or, without it, marks it kept (stored in the outbox, visible in the admin).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import type { ReactElement } from 'react'

import type { JobQueue } from '@/cms/jobs/queues'
import { parseAddress } from '@/integrations/email/address'
import { renderEmail } from '@/integrations/email/render'
import { env } from '@/lib/env'

import { enqueueEmail } from './outbox'

export type SendEmailInput = {
  /** One address or several; "Name <addr>" accepted. */
  to: string | string[]
  subject: string
  /** What sends it, for the outbox and the logs, e.g. 'team-notification', 'newsletter-confirm'. */
  kind: string
  /** Plain-text part; derived from the React email or the HTML when omitted. */
  text?: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
  /** Where replies go, e.g. the visitor who filled in the contact form. */
  replyTo?: string
  /**
   * Sends this email at most once: when an outbox row with this key exists, nothing is queued and
   * that row is returned with `duplicate: true` (the `emails.dedupeKey` unique index enforces it).
   */
  dedupeKey?: string
  /**
   * The job queue that delivers it (src/cms/jobs/queues.ts, ADR 0027): 'urgent' for payment, order
   * and account emails, 'bulk' for newsletter issues and team notices; 'default' when omitted.
   */
  queue?: JobQueue
} & ({ react: ReactElement; html?: never } | { html: string; react?: never })

export interface SendEmailResult {
  /** Id of the outbox row (collection `emails`). */
  id: number
  /** True when an email with the same dedupeKey was already queued: nothing new was queued. */
  duplicate?: boolean
}

async function findByDedupeKey(payload: Payload, dedupeKey: string, req?: PayloadRequest): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { dedupeKey: { equals: dedupeKey } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { dedupeKey: true },
    overrideAccess: true,
    req,
  })
  return docs[0]?.id ?? null
}

function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/**
 * Records the email in the outbox and queues its delivery. Pass `req` inside a Payload hook or
 * operation so the row joins its transaction. Throws on an invalid address.
 */
export async function sendEmail(
  payload: Payload,
  input: SendEmailInput,
  options: { req?: PayloadRequest } = {},
): Promise<SendEmailResult> {
  const recipients = (Array.isArray(input.to) ? input.to : [input.to]).map((value) => value.trim()).filter(Boolean)
  if (recipients.length === 0) throw new Error('sendEmail: no recipient')
  for (const recipient of recipients) parseAddress(recipient)
  if (input.replyTo) parseAddress(input.replyTo)
  if (input.dedupeKey) {
    const existing = await findByDedupeKey(payload, input.dedupeKey, options.req)
    if (existing !== null) return { id: existing, duplicate: true }
  }

  let html: string
  let text: string
  if (input.react) {
    const rendered = await renderEmail(input.react)
    html = rendered.html
    text = input.text ?? rendered.text
  } else {
    html = input.html
    text = input.text ?? htmlToText(input.html)
  }
  const headers = { ...input.headers, ...(input.replyTo ? { 'Reply-To': input.replyTo } : {}) }

  const email = {
    to: recipients.join(', '),
    subject: input.subject,
    kind: input.kind,
    html,
    text,
    headers: Object.keys(headers).length ? headers : undefined,
    dedupeKey: input.dedupeKey,
    queue: input.queue,
  }
  try {
    return { id: await enqueueEmail(payload, email, options.req) }
  } catch (error) {
    // A concurrent sender won the unique dedupeKey: that email is the one that goes out.
    const existing = input.dedupeKey
      ? await findByDedupeKey(payload, input.dedupeKey, options.req).catch(() => null)
      : null
    if (existing !== null) return { id: existing, duplicate: true }
    throw error
  }
}

/** Product name and site origin for templates (EmailLayout's productName and siteUrl). */
export function emailBrand(): { productName: string; siteUrl: string } {
  return { productName: 'Vanlife Voices', siteUrl: env.siteUrl }
}
