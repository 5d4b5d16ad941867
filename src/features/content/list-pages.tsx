/**
 * The story and article lists (SPEC §2 Stories list, Articles list) for one page number. Page 1
 * is /stories (/articles); page N is /stories?page=N, which src/proxy.ts rewrites to the cached
 * route /stories/page/N, so every page is served from the route cache with its plain-link URL.
 * The stories of one kind (story-kinds.ts) are /stories?type=solo and /stories?type=solo&page=N,
 * rewritten to /stories/type/solo and /stories/type/solo/page/N the same way.
 */
import { NoArticlesYet, NoStoriesOfKindYet, NoStoriesYet } from './components/empty-state'
import { ListHeader } from './components/list-header'
import { PostList } from './components/post-list'
import { StoryKindNav } from './components/story-kind-nav'
import { ARTICLES_PATH, STORIES_PATH } from './list-metadata'
import { getArticlesPage, getStoriesPage, getStoryKindPage } from './queries'
import { STORY_KIND_TEXT, type StoryKind, storyKindHref } from './story-kinds'

export { articlesListMetadata, storiesListMetadata, storyKindListMetadata } from './list-metadata'

/**
 * Newest first, 12 per page, 11 and the featured card on page 1 when more than one story exists,
 * a small remainder on the last page (list-layout.ts; plain links). A page past the last answers
 * 404 (PostList).
 */
export function StoriesList({ page }: { page: number }) {
  return (
    <>
      <ListHeader title="Vanlife Stories" nav={<StoryKindNav current={null} page={page} />}>
        Real journeys told by the people living them: the builds, the budgets, the breakdowns and the mornings that make
        it all worth it.
      </ListHeader>
      <PostList
        request={getStoriesPage({ page, featuredFirst: true })}
        basePath={STORIES_PATH}
        paginationLabel="Stories pages"
        empty={<NoStoriesYet />}
        featureFirst={(result) => result.page === 1 && result.totalDocs > 1}
      />
    </>
  )
}

/**
 * The stories of one kind, newest first, 12 per page (list-layout.ts), with the kind chips; none
 * featured. A kind without stories shows its empty state; a page past the last answers 404.
 */
export function StoryKindList({ kind, page }: { kind: StoryKind; page: number }) {
  const text = STORY_KIND_TEXT[kind]
  return (
    <>
      <ListHeader title={text.title} nav={<StoryKindNav current={kind} page={page} />}>
        {text.description}
      </ListHeader>
      <PostList
        request={getStoryKindPage(kind, { page })}
        basePath={storyKindHref(kind)}
        paginationLabel={`${text.title} pages`}
        empty={<NoStoriesOfKindYet kind={kind} />}
      />
    </>
  )
}

/** Newest first, 12 per page (list-layout.ts), each card labelled Vanlife (Blog in navigation). */
export function ArticlesList({ page }: { page: number }) {
  return (
    <>
      <ListHeader title="Vanlife Articles">
        Practical guides for life on the road: power and water, budgets, routes, and everything we wish we had known
        before we left.
      </ListHeader>
      <PostList
        request={getArticlesPage({ page })}
        basePath={ARTICLES_PATH}
        paginationLabel="Articles pages"
        empty={<NoArticlesYet />}
      />
    </>
  )
}
