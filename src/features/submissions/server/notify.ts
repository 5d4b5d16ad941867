/**
 * Telling the team about a submission: the notification email (outbox), queued in the
 * transaction that stores the story (a failure rolls both back), and, once stored, the forward to
 * the form-collection service (never throws: a failure is logged).
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { queueTeamNotification } from '@/features/email'
import { forwardJson } from '@/integrations/form-forward/forward'
import { env } from '@/lib/env'

import { STORY_FORWARD_TIMEOUT_MS } from '../constants'
import type { StorySubmissionValues } from '../schemas'

/**
 * Queues the team notification in `req`'s transaction: to site settings' stories email, else the
 * general one. Throws when it cannot be queued.
 */
export function notifyTeam(
  payload: Payload,
  data: StorySubmissionValues,
  submissionId: number | string,
  req: PayloadRequest,
): Promise<void> {
  return queueTeamNotification(
    payload,
    {
      to: (contacts) => contacts.storiesEmail?.trim() || contacts.generalEmail,
      replyTo: data.email,
      subject: `New story submission from ${data.name}`,
      kind: 'story-submission',
      title: 'New story submission',
      intro: `${data.name} would like to share their story.`,
      fields: [
        { label: 'Name', value: data.name },
        { label: 'Email', value: data.email },
        { label: 'Location', value: data.location },
        { label: 'Instagram', value: data.instagram },
      ],
      adminPath: `/admin/collections/story-submissions/${submissionId}`,
      log: {
        skipped: ['story_notify_skipped', 'No stories email in site settings; team not notified'],
        failed: ['story_notify_failed', 'Could not queue the story notification'],
      },
    },
    req,
  )
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
