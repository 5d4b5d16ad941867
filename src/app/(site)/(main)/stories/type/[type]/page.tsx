import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { StoryKindList, storyKindListMetadata } from '@/features/content/list-pages'
import { parseStoryKindSegment, STORY_KINDS } from '@/features/content/story-kinds'
import { getMetadataSite } from '@/features/site/queries'

type Props = { params: Promise<{ type: string }> }

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** One cached page per kind; any other value is not a page (404, nothing rendered or cached). */
export const dynamicParams = false

export function generateStaticParams(): { type: string }[] {
  return STORY_KINDS.map((type) => ({ type }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const kind = parseStoryKindSegment((await params).type)
  return kind ? storyKindListMetadata(kind, 1, await getMetadataSite()) : {}
}

/** /stories?type=solo (rewritten here by src/proxy.ts): the stories of one kind, page 1. */
export default async function StoryKindPage({ params }: Props) {
  const kind = parseStoryKindSegment((await params).type)
  if (!kind) notFound()
  return <StoryKindList kind={kind} page={1} />
}
