import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parsePageSegment } from '@/lib/paging'
import { ArticlesList, articlesListMetadata } from '@/features/content/list-pages'
import { getMetadataSite } from '@/features/site/queries'

type Props = { params: Promise<{ page: string }> }

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** Rendered on first request (no database at build time). */
export function generateStaticParams(): { page: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articlesListMetadata(parsePageSegment((await params).page) ?? 1, await getMetadataSite())
}

/** /articles?page=N (rewritten here by src/proxy.ts): a page that is not a plain number answers 404. */
export default async function ArticlesPageN({ params }: Props) {
  const page = parsePageSegment((await params).page)
  if (page === null) notFound()
  return <ArticlesList page={page} />
}
