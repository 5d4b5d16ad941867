/**
 * Telling the team about a stored submission: the notification email (outbox) and the forward
 * to the form-collection service. Neither ever throws: a failure is logged, the story is stored.
 */
import 'server-only'

import type { Payload } from 'payload'

import { emailBrand, sendEmail, TeamNotificationEmail } from '@/features/email'
import { forwardJson } from '@/integrations/form-forward/forward'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'

import { STORY_FORWARD_TIMEOUT_MS } from '../constants'
import type { StorySubmissionValues } from '../schemas'

/** The team address: site settings' stories email, else the general one; null when neither is set. */
async function teamAddress(payload: Payload): Promise<string | null> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  return settings.contact?.storiesEmail?.trim() || settings.contact?.generalEmail?.trim() || null
}

/** Queues the team notification in the outbox (delivered by the sendEmail job). */
export async function notifyTeam(
  payload: Payload,
  data: StorySubmissionValues,
  submissionId: number | string,
): Promise<void> {
  try {
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
  } catch (error) {
    logger.error({ event: 'story_notify_failed', err: error }, 'Could not queue the story notification')
  }
}

/** POSTs the submission to FORM_FORWARD_STORY_URL when set; false when not sent or refused. */
export function forwardStory(data: StorySubmissionValues): Promise<boolean> {
  const url = env.FORM_FORWARD_STORY_URL
  if (!url) return Promise.resolve(false)
  return forwardJson(
    url,
    { name: data.name, email: data.email, location: data.location, instagram: data.instagram },
    { event: 'story_forward_failed', timeoutMs: STORY_FORWARD_TIMEOUT_MS },
  )
}
