/**
 * Telling the team about something a visitor sent (a story submission, a contact message): one
 * email to the team address from site settings, replying to the visitor, with the entry's fields and a link to it
 * in the admin. A visitor's entry and its notification are stored in one transaction
 * (queueTeamNotification with the entry's `req`: a failure rolls both back); the site's own
 * notices (a failed backup) use notifyTeam, which never throws.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { TeamNotificationEmail, type TeamNotificationField } from '@/components/email'
import { logger } from '@/lib/logger'
import type { SiteSetting } from '@/payload-types'

import { emailBrand, sendEmail } from './send'

type TeamContacts = NonNullable<SiteSetting['contact']>

export type TeamNotification = {
  /** Picks the team address from site settings' contacts; nothing is sent when it is empty. */
  to: (contacts: TeamContacts) => string | null | undefined
  /** The visitor who sent the entry; none for the site's own notices (a failed backup). */
  replyTo?: string
  subject: string
  /** The outbox kind, e.g. 'story-submission'. */
  kind: string
  title: string
  intro: string
  fields: TeamNotificationField[]
  /** The entry in the admin, e.g. /admin/collections/contact-messages/12. */
  adminPath: string
  /** Log events and messages: `skipped` (no address) and `failed` (could not queue: notifyTeam only). */
  log: { skipped: [event: string, message: string]; failed: [event: string, message: string] }
}

/**
 * Queues the team notification in the outbox (delivered by the sendEmail job), inside `req`'s
 * transaction when given. Throws when it cannot be queued; no team address is logged and skipped.
 */
export async function queueTeamNotification(
  payload: Payload,
  notification: TeamNotification,
  req?: PayloadRequest,
): Promise<void> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req })
  const to = notification.to(settings.contact ?? {})?.trim()
  if (!to) {
    logger.warn({ event: notification.log.skipped[0] }, notification.log.skipped[1])
    return
  }
  const brand = emailBrand()
  await sendEmail(
    payload,
    {
      to,
      replyTo: notification.replyTo,
      subject: notification.subject,
      kind: notification.kind,
      // Team notices wait behind orders, payments and accounts (ADR 0027).
      queue: 'bulk',
      react: TeamNotificationEmail({
        ...brand,
        title: notification.title,
        intro: notification.intro,
        fields: notification.fields,
        action: { label: 'Open in admin', href: `${brand.siteUrl}${notification.adminPath}` },
      }),
    },
    { req },
  )
}

/** Queues the team notification; a failure is only logged (for notices with nothing to roll back). */
export async function notifyTeam(payload: Payload, notification: TeamNotification): Promise<void> {
  try {
    await queueTeamNotification(payload, notification)
  } catch (error) {
    logger.error({ event: notification.log.failed[0], err: error }, notification.log.failed[1])
  }
}
