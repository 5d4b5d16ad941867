import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { Container } from '@/components/ui/container'

import type { PostPage } from '../queries'
import { Pagination } from '@/components/ui/pagination'
import { PostGrid } from './post-grid'
import { WhenReady } from './when-ready'

export type PostListProps = {
  /** The page's read, already started. */
  request: Promise<PostPage>
  /** The list's first page (/stories, /stories?type=solo, /articles); later pages add page=N. */
  basePath: string
  /** Names the pagination landmark, e.g. "Stories pages". */
  paginationLabel: string
  empty: ReactNode
  /** Feature the first card (SPEC: on /stories when more than one story exists). */
  featureFirst?: (result: PostPage) => boolean
}

function Results({
  result,
  basePath,
  paginationLabel,
  empty,
  featureFirst,
}: Omit<PostListProps, 'request'> & { result: PostPage }) {
  // Past the last page: the not-found page (HTTP 404).
  if (result.totalDocs > 0 && result.page > result.totalPages) notFound()
  if (result.items.length === 0) return <>{empty}</>
  const first = result.page === 1
  return (
    <>
      <PostGrid
        posts={result.items}
        featureFirst={featureFirst?.(result) ?? false}
        fillRows
        eagerCount={first ? 2 : 0}
      />
      <Pagination
        basePath={basePath}
        page={result.page}
        totalPages={result.totalPages}
        label={paginationLabel}
        className="mt-12"
      />
    </>
  )
}

/** The cards of one page of a list and its pagination. */
export function PostList({ request, ...rest }: PostListProps) {
  return (
    <Container className="py-12 md:py-16">
      <WhenReady promise={request}>{(result) => <Results result={result} {...rest} />}</WhenReady>
    </Container>
  )
}
