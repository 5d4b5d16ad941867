/**
 * The stories of one kind (/stories?type=…) and the groups of /vanlife (issue 11 point 3) read
 * what src/features/content/story-kinds.ts says, from the database: one story of every
 * vanlifeType × rigType pair, published, and a draft that must never show. Their publish dates are
 * far in the future, so they are the newest of every kind; they are deleted in afterAll.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { STORY_KINDS, type StoryKind, storyKindsOf } from '@/features/content/story-kinds'
import type { Story } from '@/payload-types'

import { createStory } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'

// Outside Next there is no request cache nor request scope: the readers run uncached.
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => undefined,
}))

type Queries = typeof import('@/features/content/queries')
type Pair = { vanlifeType: NonNullable<Story['vanlifeType']>; rigType: NonNullable<Story['rigType']> }

const PREFIX = `Kinds ${uniqueSuffix()}`
const BASE_TIME = Date.UTC(2400, 0, 1)
const PAIRS: Pair[] = (['solo', 'couple', 'family', 'org'] as const).flatMap((vanlifeType) =>
  (['van', 'skoolie'] as const).map((rigType) => ({ vanlifeType, rigType })),
)
const title = ({ vanlifeType, rigType }: Pair) => `${PREFIX} ${vanlifeType} in a ${rigType}`

let payload: Payload
let queries: Queries
const ids: number[] = []
let draftTitle = ''

/** This file's published stories of a kind, newest first (PAIRS order: index 0 is the newest). */
const expectedTitles = (kind: StoryKind) => PAIRS.filter((pair) => storyKindsOf(pair).includes(kind)).map(title)
const ours = (titles: string[]) => titles.filter((t) => t.startsWith(PREFIX))

beforeAll(async () => {
  payload = await getTestPayload()
  queries = await import('@/features/content/queries')
  for (const [index, pair] of PAIRS.entries()) {
    const story = await createStory(payload, {
      ...pair,
      title: title(pair),
      publishDate: new Date(BASE_TIME - index * 3_600_000).toISOString(),
    })
    ids.push(story.id)
  }
  draftTitle = `${PREFIX} family draft`
  const draft = await createStory(payload, {
    title: draftTitle,
    status: 'draft',
    vanlifeType: 'family',
    rigType: 'skoolie',
    publishDate: new Date(BASE_TIME + 3_600_000).toISOString(),
  })
  ids.push(draft.id)
}, 120_000)

afterAll(async () => {
  if (payload && ids.length) {
    await payload.delete({
      collection: 'stories',
      where: { id: { in: ids } },
      context: { disableRevalidate: true },
      overrideAccess: true,
    })
  }
  await closeTestPayload()
}, 120_000)

describe('getStoryKindPage', () => {
  it.each(STORY_KINDS)('%s: the published stories of the kind, newest first', async (kind) => {
    const result = await queries.getStoryKindPage(kind, { page: 1, perPage: 100 })
    expect(ours(result.items.map((item) => item.title))).toEqual(expectedTitles(kind))
    expect(result.items.map((item) => item.title)).not.toContain(draftTitle)
  })

  it('lists a skoolie family under families and under skoolies, and an organisation only under organisations', async () => {
    const titlesOf = async (kind: StoryKind) =>
      (await queries.getStoryKindPage(kind, { page: 1, perPage: 100 })).items.map((item) => item.title)
    const skoolieFamily = title({ vanlifeType: 'family', rigType: 'skoolie' })
    expect(await titlesOf('family')).toContain(skoolieFamily)
    expect(await titlesOf('skoolie')).toContain(skoolieFamily)
    expect(await titlesOf('skoolie')).not.toContain(title({ vanlifeType: 'org', rigType: 'skoolie' }))
  })

  it('pages and counts in the database', async () => {
    const { totalDocs } = await payload.count({
      collection: 'stories',
      where: { and: [{ _status: { equals: 'published' } }, { vanlifeType: { equals: 'couple' } }] },
    })
    const first = await queries.getStoryKindPage('couple', { page: 1, perPage: 1 })
    expect(first.totalDocs).toBe(totalDocs)
    expect(first.totalPages).toBe(totalDocs)
    const second = await queries.getStoryKindPage('couple', { page: 2, perPage: 1 })
    expect([...first.items, ...second.items].map((item) => item.title)).toEqual(expectedTitles('couple'))
  })
})

describe('getStoryGroups', () => {
  it('has every kind in order with its newest three stories and its count', async () => {
    const groups = await queries.getStoryGroups()
    expect(groups.map((group) => group.kind)).toEqual([...STORY_KINDS])
    for (const group of groups) {
      // The whole kind on one page: a page of STORY_GROUP_SIZE would take in a short remainder
      // (list-layout.ts joins under half a page to the last page), a group never does.
      const full = await queries.getStoryKindPage(group.kind, { page: 1, perPage: 100 })
      expect(group.items.length).toBeLessThanOrEqual(queries.STORY_GROUP_SIZE)
      expect(group.items.map((item) => item.title)).toEqual(
        full.items.slice(0, queries.STORY_GROUP_SIZE).map((item) => item.title),
      )
      expect(ours(group.items.map((item) => item.title))).toEqual(
        expectedTitles(group.kind).slice(0, queries.STORY_GROUP_SIZE),
      )
      expect(group.totalDocs).toBe(full.totalDocs)
    }
  })
})
