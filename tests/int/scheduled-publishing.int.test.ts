/**
 * Scheduled publishing: a draft story scheduled for a time that has come is published by the
 * jobs runner (the production server runs it every minute); one scheduled later is not. A publish
 * that fails leaves the post a draft with the reason on it (staff only) and emails whoever
 * scheduled it; a later publish clears the reason.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStory } from './helpers/content'
import { closeTestPayload, createStaffUser, getTestPayload, type StaffUser } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await closeTestPayload()
})

async function schedulePublish(storyId: number, at: Date, user?: StaffUser): Promise<void> {
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      doc: { relationTo: 'stories', value: storyId },
      ...(user ? { user: { relationTo: 'users', value: user.id } } : {}),
    },
    waitUntil: at,
  })
}

async function failureEmailsTo(email: string) {
  const { docs } = await payload.find({
    collection: 'emails',
    where: { and: [{ to: { equals: email } }, { kind: { equals: 'scheduled-publish-failed' } }] },
    overrideAccess: true,
  })
  return docs
}

async function publicStatus(storyId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'stories',
    where: { id: { equals: storyId } },
    overrideAccess: false,
  })
  return totalDocs
}

describe('scheduled publishing', () => {
  it('publishes a draft when its time has come, and not before', async () => {
    const due = await createStory(payload, { status: 'draft' })
    const later = await createStory(payload, { status: 'draft' })
    await schedulePublish(due.id, new Date(Date.now() - 1000))
    await schedulePublish(later.id, new Date(Date.now() + 60 * 60 * 1000))

    expect(await publicStatus(due.id)).toBe(0)

    await payload.jobs.run({ queue: 'default' })

    const published = await payload.findByID({ collection: 'stories', id: due.id, overrideAccess: true })
    expect(published._status).toBe('published')
    expect(await publicStatus(due.id)).toBe(1)

    const stillDraft = await payload.findByID({
      collection: 'stories',
      id: later.id,
      overrideAccess: true,
      draft: true,
    })
    expect(stillDraft._status).toBe('draft')
    expect(await publicStatus(later.id)).toBe(0)
  })
})

describe('a scheduled publish that fails', () => {
  it('leaves the post a draft, shows staff the reason and emails whoever scheduled it', async () => {
    const editor = await createStaffUser(payload, 'editor')
    // A draft may lack required fields; publishing it may not.
    const story = await createStory(payload, { status: 'draft', excerpt: '' })
    await schedulePublish(story.id, new Date(Date.now() - 1000), editor)

    await payload.jobs.run({ queue: 'default' })

    const draft = await payload.findByID({ collection: 'stories', id: story.id, draft: true, overrideAccess: true })
    expect(draft._status).toBe('draft')
    expect(await publicStatus(story.id)).toBe(0)
    expect(draft.scheduledPublishFailure?.reason).toMatch(/excerpt/i)
    expect(Date.parse(draft.scheduledPublishFailure?.failedAt ?? '')).toBeGreaterThan(Date.now() - 60_000)

    // Staff read it; nobody else does, and no request can write it.
    const asEditor = await payload.findByID({
      collection: 'stories',
      id: story.id,
      draft: true,
      overrideAccess: false,
      user: editor,
    })
    expect(asEditor.scheduledPublishFailure?.reason).toMatch(/excerpt/i)
    const edited = await payload.update({
      collection: 'stories',
      id: story.id,
      draft: true,
      data: { scheduledPublishFailure: { reason: 'forged', failedAt: null } },
      overrideAccess: false,
      user: editor,
    })
    expect(edited.scheduledPublishFailure?.reason).toMatch(/excerpt/i)

    const emails = await failureEmailsTo(editor.email)
    expect(emails).toHaveLength(1)
    expect(emails[0].subject).toBe(`Not published: ${story.title}`)
    expect(emails[0].text).toMatch(/still a draft/)
    expect(emails[0].text).toMatch(/excerpt/i)
    expect(emails[0].text).toContain(`/admin/collections/stories/${story.id}`)

    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'schedulePublish' } },
      overrideAccess: true,
      sort: '-createdAt',
      limit: 1,
    })
    expect(jobs[0].hasError).toBe(true)
  })

  it('is cleared by a publish that succeeds', async () => {
    const story = await createStory(payload, { status: 'draft', excerpt: '' })
    await schedulePublish(story.id, new Date(Date.now() - 1000))
    await payload.jobs.run({ queue: 'default' })
    expect(
      (await payload.findByID({ collection: 'stories', id: story.id, draft: true, overrideAccess: true }))
        .scheduledPublishFailure?.reason,
    ).toBeTruthy()

    await payload.update({
      collection: 'stories',
      id: story.id,
      draft: true,
      data: { excerpt: 'Fixed by the editor.' },
      overrideAccess: true,
    })
    await schedulePublish(story.id, new Date(Date.now() - 1000))
    await payload.jobs.run({ queue: 'default' })

    const published = await payload.findByID({ collection: 'stories', id: story.id, overrideAccess: true })
    expect(published._status).toBe('published')
    expect(published.scheduledPublishFailure?.reason ?? null).toBeNull()
    expect(await publicStatus(story.id)).toBe(1)
  })
})
