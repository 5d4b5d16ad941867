/**
 * Telling the team about a message: the notification email (outbox), queued in the transaction
 * that stores the message (a failure rolls both back), and, once stored, the forward to the
 * form-collection service (never throws: a failure is logged).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { queueTeamNotification } from '@/features/email'
import { forwardJson } from '@/integrations/form-forward/forward'
import { env } from '@/lib/env'
import type { ContactMessage } from '@/payload-types'

import type { ContactValues } from '../schemas'
import type { NewsletterOutcome } from './store'

const OUTCOME_LABELS: Record<NewsletterOutcome, string> = {
  'not-requested': 'No',
  subscribed: 'Yes (confirmation sent)',
  failed: 'Yes, but the subscription failed',
  unavailable: 'Yes, but the newsletter was unavailable',
}

/**
 * Queues the team notification (site settings' general email), replying to the sender, in
 * `req`'s transaction. Throws when it cannot be queued.
 */
export function notifyTeam(
  payload: Payload,
  data: ContactValues,
  messageId: ContactMessage['id'],
  outcome: NewsletterOutcome,
  req: PayloadRequest,
): Promise<void> {
  return queueTeamNotification(
    payload,
    {
      to: (contacts) => contacts.generalEmail,
      replyTo: data.email,
      subject: `New message from ${data.name}`,
      kind: 'contact-message',
      title: 'New contact message',
      intro: `${data.name} wrote to you through the contact form. Reply to this email to answer them.`,
      fields: [
        { label: 'Name', value: data.name },
        { label: 'Email', value: data.email },
        { label: 'Message', value: data.message },
        { label: 'Newsletter', value: OUTCOME_LABELS[outcome] },
      ],
      adminPath: `/admin/collections/contact-messages/${messageId}`,
      log: {
        skipped: ['contact_notify_skipped', 'No general email in site settings; team not notified'],
        failed: ['contact_notify_failed', 'Could not queue the contact notification'],
      },
    },
    req,
  )
}

/** POSTs the message to FORM_FORWARD_CONTACT_URL when set; false when not sent or refused. */
export function forwardContact(data: ContactValues): Promise<boolean> {
  const url = env.FORM_FORWARD_CONTACT_URL
  if (!url) return Promise.resolve(false)
  return forwardJson(
    url,
    {
      name: data.name,
      email: data.email,
      message: data.message,
      subscribeToNewsletter: data.subscribeToNewsletter,
    },
    { event: 'contact_forward_failed' },
  )
}
