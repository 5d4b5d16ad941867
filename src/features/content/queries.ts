/**
 * Cached readers of the story and article lists (SPEC §2 Home, Stories list, Articles list).
 * Same rules as src/features/site/queries.ts:
 * - they read when a page is rendered (then kept in Next's route cache, ADR 0011); nothing is
 *   read while `next build` prerenders;
 * - they read through the Local API as the public (published only, overrideAccess: false);
 * - they are cached with the list's tag (expired by the Payload hooks on save) and SPEC §9's
 *   time-to-live (all stories and articles 10 min, the newest stories 5 min);
 * - they never throw: a failure is logged and the page gets an empty list (SPEC §8).
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

/** Posts per page on /stories and /articles. */
export const POSTS_PER_PAGE = 12
/** The home page: the featured story and the 6 latest after it (SPEC §9). */
export const HOME_STORY_COUNT = 7
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

async function readStoriesPage(payload: Payload, page: number, perPage: number): Promise<PostPage> {
  const result = await payload.find({
    collection: 'stories',
    where: PUBLISHED,
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

const cachedHomeStories = unstable_cache(
  async () => (await readStoriesPage(await getPayloadClient(), 1, HOME_STORY_COUNT)).items,
  ['content:home-stories'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.mostRecentStory },
)

const storiesPage = cache(async (page: number, perPage: number): Promise<PostPage> => {
  return readOr('stories-page', () => cachedStoriesPage(page, perPage), emptyPage(page))
})

const articlesPage = cache(async (page: number, perPage: number): Promise<PostPage> => {
  return readOr('articles-page', () => cachedArticlesPage(page, perPage), emptyPage(page))
})

/** One page of published stories, newest first; an empty page when there are none or on error. */
export function getStoriesPage(request: PageRequest): Promise<PostPage> {
  const { page, perPage } = normalise(request)
  return storiesPage(page, perPage)
}

/** One page of published articles, newest first; an empty page when there are none or on error. */
export function getArticlesPage(request: PageRequest): Promise<PostPage> {
  const { page, perPage } = normalise(request)
  return articlesPage(page, perPage)
}

/** The newest 7 published stories (the featured one, then the 6 latest); empty on error. */
export const getHomeStories = cache(async (): Promise<PostSummary[]> => {
  return readOr('home-stories', cachedHomeStories, [])
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
 * not exist, has no captions, or on error.
 */
export const getVideoCaptions = cache(async (id: number): Promise<string | null> => {
  if (!Number.isSafeInteger(id) || id < 1) return null
  return readOr(`video-captions:${id}`, () => cachedVideoCaptions(id), null)
})
