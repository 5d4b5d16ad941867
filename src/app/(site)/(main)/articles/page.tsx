import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NoArticlesYet } from '@/features/content/components/empty-state'
import { ListHeader } from '@/features/content/components/list-header'
import { type PageParam, pageHref, parsePageParam } from '@/features/content/components/paging'
import { PostList } from '@/features/content/components/post-list'
import { getArticlesPage, POSTS_PER_PAGE } from '@/features/content/queries'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

type Props = { searchParams: Promise<{ page?: PageParam }> }

const BASE_PATH = '/articles'

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page) ?? 1
  return buildMetadata(
    {
      title: page > 1 ? `Vanlife Articles (page ${page})` : 'Vanlife Articles',
      description: 'Practical vanlife guides: power, water, budgets, routes and life on the road.',
      canonical: pageHref(BASE_PATH, page),
    },
    await getMetadataSite(),
  )
}

/**
 * SPEC §2 Articles list (Blog in navigation): newest first, 12 per page (?page=N, plain links),
 * each card labelled Vanlife. A page number that is not a plain positive whole number, or is
 * past the last page, answers 404.
 */
export default async function ArticlesPage({ searchParams }: Props) {
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  return (
    <>
      <ListHeader title="Vanlife Articles">
        Practical guides for life on the road: power and water, budgets, routes, and everything we wish we had known
        before we left.
      </ListHeader>
      <PostList
        request={getArticlesPage({ page, perPage: POSTS_PER_PAGE })}
        basePath={BASE_PATH}
        paginationLabel="Articles pages"
        loadingLabel="Loading articles..."
        empty={<NoArticlesYet />}
      />
    </>
  )
}
