/**
 * The story and article lists (SPEC §2 Stories list, Articles list) for one page number. Page 1
 * is /stories (/articles); page N is /stories?page=N, which src/proxy.ts rewrites to the cached
 * route /stories/page/N, so every page is served from the route cache with its plain-link URL.
 */
import type { Metadata } from 'next'

import { buildMetadata, type MetadataSite } from '@/lib/metadata'

import { NoArticlesYet, NoStoriesYet } from './components/empty-state'
import { ListHeader } from './components/list-header'
import { pageHref } from './components/paging'
import { PostList } from './components/post-list'
import { getArticlesPage, getStoriesPage, POSTS_PER_PAGE } from './queries'

export const STORIES_PATH = '/stories'
export const ARTICLES_PATH = '/articles'

export function storiesListMetadata(page: number, site: MetadataSite): Metadata {
  return buildMetadata(
    {
      title: page > 1 ? `Vanlife Stories (page ${page})` : 'Vanlife Stories',
      description:
        'Real stories from people living on the road: vans, skoolies, solo travellers, couples and families.',
      canonical: pageHref(STORIES_PATH, page),
    },
    site,
  )
}

export function articlesListMetadata(page: number, site: MetadataSite): Metadata {
  return buildMetadata(
    {
      title: page > 1 ? `Vanlife Articles (page ${page})` : 'Vanlife Articles',
      description: 'Practical vanlife guides: power, water, budgets, routes and life on the road.',
      canonical: pageHref(ARTICLES_PATH, page),
    },
    site,
  )
}

/**
 * Newest first, 12 per page (plain links); the first card of page 1 is featured when more than
 * one story exists. A page past the last answers 404 (PostList).
 */
export function StoriesList({ page }: { page: number }) {
  return (
    <>
      <ListHeader title="Vanlife Stories">
        Real journeys told by the people living them: the builds, the budgets, the breakdowns and the mornings that make
        it all worth it.
      </ListHeader>
      <PostList
        request={getStoriesPage({ page, perPage: POSTS_PER_PAGE })}
        basePath={STORIES_PATH}
        paginationLabel="Stories pages"
        empty={<NoStoriesYet />}
        featureFirst={(result) => result.page === 1 && result.totalDocs > 1}
      />
    </>
  )
}

/** Newest first, 12 per page (plain links), each card labelled Vanlife (Blog in navigation). */
export function ArticlesList({ page }: { page: number }) {
  return (
    <>
      <ListHeader title="Vanlife Articles">
        Practical guides for life on the road: power and water, budgets, routes, and everything we wish we had known
        before we left.
      </ListHeader>
      <PostList
        request={getArticlesPage({ page, perPage: POSTS_PER_PAGE })}
        basePath={ARTICLES_PATH}
        paginationLabel="Articles pages"
        empty={<NoArticlesYet />}
      />
    </>
  )
}
