/** The staff tools of the weekly issue: preview the next issue, send it as a test to oneself. */
import 'server-only'

import type { Payload } from 'payload'

import { emailBrand, renderEmail, sendEmail } from '@/features/email'
import { env } from '@/lib/env'

import { UNSUBSCRIBE_PAGE_PATH } from '../links'
import { type DigestContent, findDigestContent } from './content'
import { digestEmail } from './email'
import { nextDigestWindow } from './run'
import { digestSubject, isEmptyDigest } from './select'

export const DIGEST_TEST_EMAIL_KIND = 'newsletter-digest-test'

export type DigestPreview =
  { empty: true; since: string } | { empty: false; subject: string; html: string; content: DigestContent }

/** What the next issue would contain, rendered (for the admin preview). */
export async function previewDigest(payload: Payload, now: Date = new Date()): Promise<DigestPreview> {
  const window = await nextDigestWindow(payload, now)
  const content = await findDigestContent(payload, window)
  if (isEmptyDigest(content)) return { empty: true, since: window.start.toISOString() }
  const { html } = await renderEmail(digestEmail(content, `${env.siteUrl}${UNSUBSCRIBE_PAGE_PATH}`))
  return {
    empty: false,
    subject: digestSubject(emailBrand().productName, content),
    html,
    content,
  }
}

export type DigestTestResult = { ok: true; emailId: number; subject: string } | { ok: false; since: string }

/** Queues the next issue to one address (staff), subject prefixed "[Test] ". */
export async function sendDigestTest(payload: Payload, to: string, now: Date = new Date()): Promise<DigestTestResult> {
  const window = await nextDigestWindow(payload, now)
  const content = await findDigestContent(payload, window)
  if (isEmptyDigest(content)) return { ok: false, since: window.start.toISOString() }
  const subject = digestSubject(emailBrand().productName, content, {
    test: true,
  })
  const { id } = await sendEmail(payload, {
    to,
    subject,
    kind: DIGEST_TEST_EMAIL_KIND,
    react: digestEmail(content, `${env.siteUrl}${UNSUBSCRIBE_PAGE_PATH}`),
  })
  return { ok: true, emailId: id, subject }
}

/** "Nov 19, 2026, 9:00 AM" in the newsletter's time zone (UTC when it is not a valid zone). */
export function formatDigestDate(iso: string): string {
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    }).format(new Date(iso))
  try {
    return format(env.NEWSLETTER_TIMEZONE)
  } catch {
    return format('UTC')
  }
}
