/**
 * Cached readers of the story and article lists (SPEC §2 Home, Stories list, Articles list), the
 * stories of one kind (/stories?type=…) and the kinds' groups on /vanlife (story-kinds.ts).
 * Same rules as src/features/site/queries.ts:
 * - they read when a page is rendered (then kept in Next's route cache, ADR 0011); nothing is
 *   read while `next build` prerenders;
 * - they read through the Local API as the public (published only, overrideAccess: false);
 * - they are cached with the list's tag (expired by the Payload hooks on save) and SPEC §9's
 *   time-to-live (all stories and articles 10 min, the newest stories 5 min);
 * - a failed read is logged and throws ContentUnavailableError (readOr): the page is not cached
 *   with an empty list (ADR 0026).
 *
 * Lists scale: the database paginates (limit + page), and only the card fields are selected,
 * with only the image and author fields a card shows populated.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'
import type { VanlifePage } from '@/payload-types'

import { type StoryKind, storyKindWhere, STORY_KINDS } from './story-kinds'
import { ARTICLE_CARD_SELECT, CARD_POPULATE, type PostSummary, STORY_CARD_SELECT, toPostSummary } from './summary'

export type { PostSummary } from './summary'

export type PostPage = {
  items: PostSummary[]
  /** The page asked for (1-based). */
  page: number
  /** 0 when there are no posts. */
  totalPages: number
  totalDocs: number
}

export type PageRequest = { page: number; perPage: number }

/** The first stories of one kind and how many there are (a group on /vanlife). */
export type StoryGroup = { kind: StoryKind; items: PostSummary[]; totalDocs: number }

/** Posts per page on /stories and /articles. */
export const POSTS_PER_PAGE = 12
/** The home page: the featured story and the 6 latest after it (SPEC §9). */
export const HOME_STORY_COUNT = 7
/** Stories per group on /vanlife: one row of cards on wide screens. */
export const STORY_GROUP_SIZE = 3
/** Beyond this, a page number is not a page (keeps offsets sane). */
const MAX_PER_PAGE = 100

const PUBLISHED = { _status: { equals: 'published' } } as const

function normalise({ page, perPage }: PageRequest): PageRequest {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1
  const safePerPage = Number.isSafeInteger(perPage) ? Math.min(Math.max(perPage, 1), MAX_PER_PAGE) : POSTS_PER_PAGE
  return { page: safePage, perPage: safePerPage }
}

function emptyPage(page: number): PostPage {
  return { items: [], page, totalPages: 0, totalDocs: 0 }
}

async function readStoriesPage(
  payload: Payload,
  page: number,
  perPage: number,
  kind: StoryKind | null = null,
): Promise<PostPage> {
  const result = await payload.find({
    collection: 'stories',
    where: kind ? { and: [PUBLISHED, storyKindWhere(kind)] } : PUBLISHED,
    sort: ['-publishDate', '-id'],
    page,
    limit: perPage,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: STORY_CARD_SELECT,
    populate: CARD_POPULATE,
  })
  return {
    items: result.docs.map((doc) => toPostSummary({ kind: 'story', doc })),
    page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

async function readArticlesPage(payload: Payload, page: number, perPage: number): Promise<PostPage> {
  const result = await payload.find({
    collection: 'articles',
    where: PUBLISHED,
    sort: ['-publishDate', '-id'],
    page,
    limit: perPage,
    // 2: the author document and the author's image.
    depth: 2,
    draft: false,
    overrideAccess: false,
    select: ARTICLE_CARD_SELECT,
    populate: CARD_POPULATE,
  })
  return {
    items: result.docs.map((doc) => toPostSummary({ kind: 'article', doc })),
    page,
    totalPages: result.totalPages,
    totalDocs: result.totalDocs,
  }
}

const cachedStoriesPage = unstable_cache(
  async (page: number, perPage: number) => readStoriesPage(await getPayloadClient(), page, perPage),
  ['content:stories-page'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.allPosts },
)

const cachedArticlesPage = unstable_cache(
  async (page: number, perPage: number) => readArticlesPage(await getPayloadClient(), page, perPage),
  ['content:articles-page'],
  { tags: [CACHE_TAGS.articles, CACHE_TAGS.authors], revalidate: CACHE_TTL.allPosts },
)

const cachedStoryKindPage = unstable_cache(
  async (kind: StoryKind, page: number, perPage: number) =>
    readStoriesPage(await getPayloadClient(), page, perPage, kind),
  ['content:story-kind-page'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.allPosts },
)

const cachedStoryGroups = unstable_cache(
  async (): Promise<StoryGroup[]> => {
    const payload = await getPayloadClient()
    return Promise.all(
      STORY_KINDS.map(async (kind) => {
        const { items, totalDocs } = await readStoriesPage(payload, 1, STORY_GROUP_SIZE, kind)
        return { kind, items, totalDocs }
      }),
    )
  },
  ['content:story-groups'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.allPosts },
)

const cachedVanlifePage = unstable_cache(
  async (): Promise<VanlifePage> =>
    (await getPayloadClient()).findGlobal({ slug: 'vanlife-page', depth: 1, overrideAccess: false }),
  ['content:vanlife-page'],
  // Its links to stories and articles carry their slugs: a rename refreshes them too.
  { tags: [CACHE_TAGS.vanlifePage, CACHE_TAGS.stories, CACHE_TAGS.articles], revalidate: CACHE_TTL.default },
)

const cachedHomeStories = unstable_cache(
  async () => (await readStoriesPage(await getPayloadClient(), 1, HOME_STORY_COUNT)).items,
  ['content:home-stories'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.mostRecentStory },
)

const storiesPage = cache(async (page: number, perPage: number): Promise<PostPage> => {
  return readOr('stories-page', () => cachedStoriesPage(page, perPage), emptyPage(page))
})

const storyKindPage = cache(async (kind: StoryKind, page: number, perPage: number): Promise<PostPage> => {
  return readOr(`stories-page:${kind}`, () => cachedStoryKindPage(kind, page, perPage), emptyPage(page))
})

const articlesPage = cache(async (page: number, perPage: number): Promise<PostPage> => {
  return readOr('articles-page', () => cachedArticlesPage(page, perPage), emptyPage(page))
})

/** One page of published stories, newest first; an empty page when there are none. */
export function getStoriesPage(request: PageRequest): Promise<PostPage> {
  const { page, perPage } = normalise(request)
  return storiesPage(page, perPage)
}

/** One page of the published stories of a kind (story-kinds.ts), newest first. */
export function getStoryKindPage(kind: StoryKind, request: PageRequest): Promise<PostPage> {
  const { page, perPage } = normalise(request)
  return storyKindPage(kind, page, perPage)
}

/**
 * Every kind with its newest STORY_GROUP_SIZE published stories and its count, in STORY_KINDS
 * order (/vanlife). A story can be in two groups (a skoolie family).
 */
export const getStoryGroups = cache(async (): Promise<StoryGroup[]> => {
  const empty = STORY_KINDS.map((kind) => ({ kind, items: [], totalDocs: 0 }))
  return readOr('story-groups', cachedStoryGroups, empty)
})

/** One page of published articles, newest first; an empty page when there are none. */
export function getArticlesPage(request: PageRequest): Promise<PostPage> {
  const { page, perPage } = normalise(request)
  return articlesPage(page, perPage)
}

/** The newest 7 published stories (the featured one, then the 6 latest). */
export const getHomeStories = cache(async (): Promise<PostSummary[]> => {
  return readOr('home-stories', cachedHomeStories, [])
})

/** The /vanlife page's global (heading, intro, search fields); null only while `next build` prerenders. */
export const getVanlifePage = cache(async (): Promise<VanlifePage | null> => {
  return readOr('vanlife-page', cachedVanlifePage, null)
})

const cachedVideoCaptions = unstable_cache(
  async (id: number): Promise<string | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'videos',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      pagination: false,
      select: { captions: true },
    })
    return docs[0]?.captions?.trim() ? docs[0].captions : null
  },
  ['content:video-captions'],
  { tags: [CACHE_TAGS.videos], revalidate: CACHE_TTL.default },
)

/**
 * The WebVTT captions of a video (served at /videos/{id}/captions.vtt), or null when the video does
 * not exist or has no captions. Throws ContentUnavailableError when it cannot be read (a 404
 * kept in the route cache would hide the captions for minutes).
 */
export const getVideoCaptions = cache(async (id: number): Promise<string | null> => {
  if (!Number.isSafeInteger(id) || id < 1) return null
  return readOr(`video-captions:${id}`, () => cachedVideoCaptions(id), null)
})
