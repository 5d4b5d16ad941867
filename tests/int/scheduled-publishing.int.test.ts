/**
 * Scheduled publishing: a draft story scheduled for a time that has come is published by the
 * jobs runner (the production server runs it every minute); one scheduled later is not.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createStory } from './helpers/content'
import { closeTestPayload, getTestPayload } from './helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await closeTestPayload()
})

async function schedulePublish(storyId: number, at: Date): Promise<void> {
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'stories', value: storyId } },
    waitUntil: at,
  })
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
