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
import type { Payload, Where } from 'payload'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'
import type { VanlifePage } from '@/payload-types'

import { listPages, PAGE_SIZE, slicePages } from './list-layout'
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

/**
 * One page of a list: `perPage` cards a page (PAGE_SIZE by default), the first page one less when
 * it starts with a featured card; a small remainder joins the last page (list-layout.ts).
 */
export type PageRequest = { page: number; perPage?: number; featuredFirst?: boolean }

/** The first stories of one kind and how many there are (a group on /vanlife). */
export type StoryGroup = { kind: StoryKind; items: PostSummary[]; totalDocs: number }

/** Posts per page on /stories and /articles (list-layout.ts). */
export const POSTS_PER_PAGE = PAGE_SIZE
/** The home page: the featured story and the 6 latest after it (SPEC §9). */
export const HOME_STORY_COUNT = 7
/** Stories per group on /vanlife: one row of cards on wide screens. */
export const STORY_GROUP_SIZE = 3
/** Beyond this, a page number is not a page (keeps offsets sane). */
const MAX_PER_PAGE = 100

const PUBLISHED = { _status: { equals: 'published' } } as const

type NormalRequest = Required<PageRequest>

function normalise({ page, perPage = POSTS_PER_PAGE, featuredFirst = false }: PageRequest): NormalRequest {
  const safePage = Number.isSafeInteger(page) && page >= 1 ? page : 1
  const safePerPage = Number.isSafeInteger(perPage) ? Math.min(Math.max(perPage, 1), MAX_PER_PAGE) : POSTS_PER_PAGE
  return { page: safePage, perPage: safePerPage, featuredFirst }
}

function emptyPage(page: number): PostPage {
  return { items: [], page, totalPages: 0, totalDocs: 0 }
}

/** One database page of a list's cards (limit + page), mapped to cards. */
type ReadCards = (page: number, limit: number) => Promise<PostSummary[]>

/**
 * One page of a list as list-layout.ts cuts it: the count, then the page's slice from one or two
 * database pages (the database paginates; only the card fields are selected).
 */
async function readListPage(
  payload: Payload,
  list: { collection: 'stories' | 'articles'; where: Where },
  request: NormalRequest,
  readCards: ReadCards,
): Promise<PostPage> {
  const { page, perPage, featuredFirst } = request
  const { totalDocs } = await payload.count({ ...list, overrideAccess: false })
  const slices = listPages(totalDocs, { featuredFirst, pageSize: perPage })
  const slice = slices[page - 1]
  if (!slice) return { items: [], page, totalPages: slices.length, totalDocs }
  const { limit, pages, skip } = slicePages(slice)
  const cards = (await Promise.all(pages.map((dbPage) => readCards(dbPage, limit)))).flat()
  return { items: cards.slice(skip, skip + slice.count), page, totalPages: slices.length, totalDocs }
}

function storiesWhere(kind: StoryKind | null): Where {
  return kind ? { and: [PUBLISHED, storyKindWhere(kind)] } : PUBLISHED
}

/** One database page of published stories (of a kind), newest first, as cards, and their count. */
async function findStoryCards(
  payload: Payload,
  where: Where,
  page: number,
  limit: number,
): Promise<{ cards: PostSummary[]; totalDocs: number }> {
  const result = await payload.find({
    collection: 'stories',
    where,
    sort: ['-publishDate', '-id'],
    page,
    limit,
    depth: 1,
    draft: false,
    overrideAccess: false,
    select: STORY_CARD_SELECT,
    populate: CARD_POPULATE,
  })
  return { cards: result.docs.map((doc) => toPostSummary({ kind: 'story', doc })), totalDocs: result.totalDocs }
}

function readStoriesPage(payload: Payload, request: NormalRequest, kind: StoryKind | null = null): Promise<PostPage> {
  const where = storiesWhere(kind)
  return readListPage(
    payload,
    { collection: 'stories', where },
    request,
    async (page, limit) => (await findStoryCards(payload, where, page, limit)).cards,
  )
}

function readArticlesPage(payload: Payload, request: NormalRequest): Promise<PostPage> {
  return readListPage(payload, { collection: 'articles', where: PUBLISHED }, request, async (page, limit) => {
    const result = await payload.find({
      collection: 'articles',
      where: PUBLISHED,
      sort: ['-publishDate', '-id'],
      page,
      limit,
      // 2: the author document and the author's image.
      depth: 2,
      draft: false,
      overrideAccess: false,
      select: ARTICLE_CARD_SELECT,
      populate: CARD_POPULATE,
    })
    return result.docs.map((doc) => toPostSummary({ kind: 'article', doc }))
  })
}

const cachedStoriesPage = unstable_cache(
  async (request: NormalRequest) => readStoriesPage(await getPayloadClient(), request),
  ['content:stories-page'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.allPosts },
)

const cachedArticlesPage = unstable_cache(
  async (request: NormalRequest) => readArticlesPage(await getPayloadClient(), request),
  ['content:articles-page'],
  { tags: [CACHE_TAGS.articles, CACHE_TAGS.authors], revalidate: CACHE_TTL.allPosts },
)

const cachedStoryKindPage = unstable_cache(
  async (kind: StoryKind, request: NormalRequest) => readStoriesPage(await getPayloadClient(), request, kind),
  ['content:story-kind-page'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.allPosts },
)

const cachedStoryGroups = unstable_cache(
  async (): Promise<StoryGroup[]> => {
    const payload = await getPayloadClient()
    return Promise.all(
      STORY_KINDS.map(async (kind) => {
        const { cards, totalDocs } = await findStoryCards(payload, storiesWhere(kind), 1, STORY_GROUP_SIZE)
        return { kind, items: cards, totalDocs }
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
  async () => (await findStoryCards(await getPayloadClient(), PUBLISHED, 1, HOME_STORY_COUNT)).cards,
  ['content:home-stories'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.mostRecentStory },
)

// React's cache() compares arguments by identity: the request is passed as its plain values.
const storiesPage = cache(async (page: number, perPage: number, featuredFirst: boolean): Promise<PostPage> => {
  const request = { page, perPage, featuredFirst }
  return readOr('stories-page', () => cachedStoriesPage(request), emptyPage(page))
})

const storyKindPage = cache(
  async (kind: StoryKind, page: number, perPage: number, featuredFirst: boolean): Promise<PostPage> => {
    const request = { page, perPage, featuredFirst }
    return readOr(`stories-page:${kind}`, () => cachedStoryKindPage(kind, request), emptyPage(page))
  },
)

const articlesPage = cache(async (page: number, perPage: number, featuredFirst: boolean): Promise<PostPage> => {
  const request = { page, perPage, featuredFirst }
  return readOr('articles-page', () => cachedArticlesPage(request), emptyPage(page))
})

/** One page of published stories, newest first (list-layout.ts); an empty page when there are none. */
export function getStoriesPage(request: PageRequest): Promise<PostPage> {
  const { page, perPage, featuredFirst } = normalise(request)
  return storiesPage(page, perPage, featuredFirst)
}

/** One page of the published stories of a kind (story-kinds.ts), newest first. */
export function getStoryKindPage(kind: StoryKind, request: PageRequest): Promise<PostPage> {
  const { page, perPage, featuredFirst } = normalise(request)
  return storyKindPage(kind, page, perPage, featuredFirst)
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
  const { page, perPage, featuredFirst } = normalise(request)
  return articlesPage(page, perPage, featuredFirst)
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
