/**
 * The story and article lists (src/features/content/queries.ts): database-side pagination,
 * newest first, published only, a page past the end, the card selection, and the empty page on
 * a failed read.
 *
 * The database is shared with other test files: this file's posts carry a unique title prefix
 * and publish dates far in the future (so they are the newest ones and fill the first pages),
 * and are deleted in afterAll. Counts are compared with the database's own count.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { listPageCount, listPages } from '@/features/content/list-layout'

import { createArticle, createStory, richText, testImage } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'

// Outside Next there is no request cache nor request scope: the readers run uncached.
vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => undefined,
}))
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/server')>()),
  connection: async () => undefined,
}))

type Queries = typeof import('@/features/content/queries')

const STORY_COUNT = 300
const PER_PAGE = 12
const PREFIX = `Lists ${uniqueSuffix()}`
/** Far ahead of anything other files create (they use "now"). */
const BASE_TIME = Date.UTC(2300, 0, 1)
const NO_REVALIDATE = { disableRevalidate: true } as const

let payload: Payload
let queries: Queries
const storyIds: number[] = []
const articleIds: number[] = []
let draftTitle = ''

/** The i-th story is i hours older than the first (index 0 is the newest). */
const storyDate = (index: number) => new Date(BASE_TIME - index * 3_600_000).toISOString()
const storyTitle = (index: number) => `${PREFIX} story ${String(index).padStart(3, '0')}`
const storySlug = (index: number) => storyTitle(index).toLowerCase().replace(/\s+/g, '-')

async function insertStories(): Promise<void> {
  const image = await testImage(payload)
  const indexes = Array.from({ length: STORY_COUNT }, (_, index) => index)
  // Shuffled, so the order the lists show comes from publishDate, not from insertion.
  indexes.sort((a, b) => ((a * 7919) % STORY_COUNT) - ((b * 7919) % STORY_COUNT))
  const batchSize = 10
  for (let start = 0; start < indexes.length; start += batchSize) {
    const docs = await Promise.all(
      indexes.slice(start, start + batchSize).map((index) =>
        payload.create({
          collection: 'stories',
          data: {
            title: storyTitle(index),
            slug: storySlug(index),
            excerpt: `Excerpt ${index}`,
            featuredImage: image.id,
            content: richText(`A long body that the lists must never load (${index}).`),
            author: { name: `Vanlifer ${index}`, location: 'Somewhere, NM', bio: 'A bio the card does not show.' },
            publishDate: storyDate(index),
            vanlifeType: 'solo',
            rigType: 'van',
            _status: 'published',
          },
          context: NO_REVALIDATE,
          overrideAccess: true,
          depth: 0,
        }),
      ),
    )
    storyIds.push(...docs.map((doc) => doc.id))
  }
}

async function publishedCount(collection: 'stories' | 'articles'): Promise<number> {
  const { totalDocs } = await payload.count({ collection, where: { _status: { equals: 'published' } } })
  return totalDocs
}

beforeAll(async () => {
  payload = await getTestPayload()
  queries = await import('@/features/content/queries')
  await insertStories()
  draftTitle = `${PREFIX} draft`
  const draft = await createStory(payload, {
    title: draftTitle,
    status: 'draft',
    publishDate: new Date(BASE_TIME + 3_600_000).toISOString(),
  })
  storyIds.push(draft.id)
  for (const [index, status] of (['published', 'published', 'draft'] as const).entries()) {
    const article = await createArticle(payload, {
      title: `${PREFIX} article ${index} ${status}`,
      status,
      publishDate: new Date(BASE_TIME - index * 3_600_000).toISOString(),
    })
    articleIds.push(article.id)
  }
}, 300_000)

afterAll(async () => {
  if (payload) {
    const where = (ids: number[]) => ({ id: { in: ids } })
    if (storyIds.length)
      await payload.delete({
        collection: 'stories',
        where: where(storyIds),
        context: NO_REVALIDATE,
        overrideAccess: true,
      })
    if (articleIds.length)
      await payload.delete({
        collection: 'articles',
        where: where(articleIds),
        context: NO_REVALIDATE,
        overrideAccess: true,
      })
  }
  await closeTestPayload()
}, 300_000)

describe('getStoriesPage', () => {
  it('pages in the database, newest first', async () => {
    const total = await publishedCount('stories')
    const first = await queries.getStoriesPage({ page: 1, perPage: PER_PAGE })
    expect(first.totalDocs).toBe(total)
    expect(first.totalDocs).toBeGreaterThanOrEqual(STORY_COUNT)
    // A remainder under half a page joins the last page (list-layout.ts).
    expect(first.totalPages).toBe(listPageCount(total, { pageSize: PER_PAGE }))
    expect(first.page).toBe(1)
    expect(first.items.map((item) => item.title)).toEqual(Array.from({ length: PER_PAGE }, (_, i) => storyTitle(i)))

    const third = await queries.getStoriesPage({ page: 3, perPage: PER_PAGE })
    expect(third.page).toBe(3)
    expect(third.items.map((item) => item.title)).toEqual(
      Array.from({ length: PER_PAGE }, (_, i) => storyTitle(2 * PER_PAGE + i)),
    )
  })

  it('walks every one of this file’s stories exactly once, in publishDate order', async () => {
    const pages = Math.ceil(STORY_COUNT / 50)
    const seen: string[] = []
    for (let page = 1; page <= pages; page += 1) {
      const result = await queries.getStoriesPage({ page, perPage: 50 })
      seen.push(...result.items.map((item) => item.title).filter((title) => title.startsWith(PREFIX)))
    }
    expect(seen).toEqual(Array.from({ length: STORY_COUNT }, (_, i) => storyTitle(i)))
    const dates = seen.map((_, i) => storyDate(i))
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('leaves drafts out', async () => {
    const first = await queries.getStoriesPage({ page: 1, perPage: 50 })
    expect(first.items.map((item) => item.title)).not.toContain(draftTitle)
    expect(first.items[0].title).toBe(storyTitle(0))
  })

  it('answers an empty page past the last one, with the real totals', async () => {
    const first = await queries.getStoriesPage({ page: 1, perPage: PER_PAGE })
    const beyond = await queries.getStoriesPage({ page: first.totalPages + 5, perPage: PER_PAGE })
    expect(beyond.items).toEqual([])
    expect(beyond.page).toBe(first.totalPages + 5)
    expect(beyond.totalDocs).toBe(first.totalDocs)
    expect(beyond.totalPages).toBe(first.totalPages)
  })

  it('clamps nonsense page sizes and numbers instead of asking the database for them', async () => {
    const result = await queries.getStoriesPage({ page: -3, perPage: 10_000 })
    expect(result.page).toBe(1)
    expect(result.items).toHaveLength(listPages(result.totalDocs, { pageSize: 100 })[0].count)
  })

  it('maps the card fields, with the card image sizes', async () => {
    const { items } = await queries.getStoriesPage({ page: 1, perPage: 1 })
    expect(items[0]).toMatchObject({
      kind: 'story',
      title: storyTitle(0),
      excerpt: 'Excerpt 0',
      publishDate: storyDate(0),
      location: 'Somewhere, NM',
      author: { name: 'Vanlifer 0', image: null },
      vanlifeType: 'solo',
      portraitImage: null,
    })
    expect(items[0].slug).toBe(storySlug(0))
    expect(items[0].image?.src).toMatch(/^\/api\/media\/file\//)
    expect(items[0].image?.alt).toBe('A test image')
  })

  it('selects only the card fields from the database (no body, no bio, no setup)', async () => {
    const find = vi.spyOn(payload, 'find')
    try {
      await queries.getStoriesPage({ page: 2, perPage: PER_PAGE })
      const call = find.mock.calls.findIndex(([options]) => options.collection === 'stories')
      expect(call, JSON.stringify(find.mock.calls.map(([options]) => options.collection))).toBeGreaterThanOrEqual(0)
      const raw = (await find.mock.results[call].value) as { docs: Record<string, unknown>[] }
      const doc = raw.docs[0]
      expect(Object.keys(doc).sort()).toEqual(
        [
          'author',
          'excerpt',
          'featuredImage',
          'featuredImagePortrait',
          'id',
          'publishDate',
          'slug',
          'title',
          'vanlifeType',
        ].sort(),
      )
      expect(Object.keys(doc.author as object).sort()).toEqual(['image', 'location', 'name'])
      const image = doc.featuredImage as Record<string, unknown>
      expect(Object.keys(image)).not.toContain('createdAt')
      expect(JSON.stringify(raw.docs).length / raw.docs.length).toBeLessThan(4_000)
    } finally {
      find.mockRestore()
    }
  })

  it('throws (and logs) when the read fails: never an empty page the route cache would keep (ADR 0026)', async () => {
    const down = new Error('database down')
    const find = vi.spyOn(payload, 'find').mockRejectedValueOnce(down)
    try {
      await expect(queries.getStoriesPage({ page: 4, perPage: 7 })).rejects.toMatchObject({
        name: 'ContentUnavailableError',
        resource: 'stories-page',
        cause: down,
      })
    } finally {
      find.mockRestore()
    }
  })
})

describe('getHomeStories', () => {
  it('is the newest 7 published stories', async () => {
    const stories = await queries.getHomeStories()
    expect(stories.map((story) => story.title)).toEqual(Array.from({ length: 7 }, (_, i) => storyTitle(i)))
  })
})

describe('getArticlesPage', () => {
  it('lists published articles newest first, with the same paging', async () => {
    const total = await publishedCount('articles')
    const result = await queries.getArticlesPage({ page: 1, perPage: 2 })
    expect(result.totalDocs).toBe(total)
    expect(result.totalPages).toBe(Math.ceil(total / 2))
    expect(result.items.map((item) => item.title)).toEqual([
      `${PREFIX} article 0 published`,
      `${PREFIX} article 1 published`,
    ])
    expect(result.items[0]).toMatchObject({ kind: 'article', location: null, vanlifeType: null })
  })
})
