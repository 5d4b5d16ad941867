import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { parsePageSegment } from '@/lib/paging'
import { StoryKindList, storyKindListMetadata } from '@/features/content/list-pages'
import { parseStoryKindSegment } from '@/features/content/story-kinds'
import { getMetadataSite } from '@/features/site/queries'

type Props = { params: Promise<{ type: string; page: string }> }

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** Rendered on first request (no database at build time). */
export function generateStaticParams(): { type: string; page: string }[] {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { type, page } = await params
  const kind = parseStoryKindSegment(type)
  return kind ? storyKindListMetadata(kind, parsePageSegment(page) ?? 1, await getMetadataSite()) : {}
}

/**
 * /stories?type=solo&page=N (rewritten here by src/proxy.ts): an unknown kind or a page that is
 * not a plain number answers 404, as does a page past the last.
 */
export default async function StoryKindPageN({ params }: Props) {
  const { type, page: segment } = await params
  const kind = parseStoryKindSegment(type)
  const page = parsePageSegment(segment)
  if (!kind || page === null) notFound()
  return <StoryKindList kind={kind} page={page} />
}
