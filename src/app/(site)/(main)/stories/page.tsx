import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { NoStoriesYet } from '@/features/content/components/empty-state'
import { ListHeader } from '@/features/content/components/list-header'
import { type PageParam, pageHref, parsePageParam } from '@/features/content/components/paging'
import { PostList } from '@/features/content/components/post-list'
import { getStoriesPage, POSTS_PER_PAGE } from '@/features/content/queries'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

type Props = { searchParams: Promise<{ page?: PageParam }> }

const BASE_PATH = '/stories'

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = parsePageParam((await searchParams).page) ?? 1
  return buildMetadata(
    {
      title: page > 1 ? `Vanlife Stories (page ${page})` : 'Vanlife Stories',
      description:
        'Real stories from people living on the road: vans, skoolies, solo travellers, couples and families.',
      canonical: pageHref(BASE_PATH, page),
    },
    await getMetadataSite(),
  )
}

/**
 * SPEC §2 Stories list: newest first, 12 per page (?page=N, plain links); the first card of
 * page 1 is featured when more than one story exists. A page number that is not a plain
 * positive whole number, or is past the last page, answers 404.
 */
export default async function StoriesPage({ searchParams }: Props) {
  const page = parsePageParam((await searchParams).page)
  if (page === null) notFound()
  return (
    <>
      <ListHeader title="Vanlife Stories">
        Real journeys told by the people living them: the builds, the budgets, the breakdowns and the mornings that make
        it all worth it.
      </ListHeader>
      <PostList
        request={getStoriesPage({ page, perPage: POSTS_PER_PAGE })}
        basePath={BASE_PATH}
        paginationLabel="Stories pages"
        loadingLabel="Loading stories..."
        empty={<NoStoriesYet />}
        featureFirst={(result) => result.page === 1 && result.totalDocs > 1}
      />
    </>
  )
}
