import { CompassIcon } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { cn } from '@/lib/utils'

import { STORY_KIND_TEXT, type StoryKind } from '../story-kinds'

/** A list with nothing in it yet (SPEC §2: "No Stories Yet", "No Articles Yet"). */
export function EmptyState({
  title,
  children,
  headingLevel = 'h2',
  className,
}: {
  title: string
  children: ReactNode
  headingLevel?: 'h2' | 'h3'
  className?: string
}) {
  const Heading = headingLevel
  return (
    <div
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-dashed border-input bg-sand/60 px-6 py-12 text-center',
        className,
      )}
    >
      <CompassIcon className="size-10 text-terra" aria-hidden="true" />
      <Heading className="text-3xl">{title}</Heading>
      <p className="text-base leading-relaxed text-mocha-light">{children}</p>
    </div>
  )
}

export function NoStoriesYet({ headingLevel }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <EmptyState title="No Stories Yet" headingLevel={headingLevel}>
      New stories from the road are on their way. Check back soon!
    </EmptyState>
  )
}

/** A kind without stories (its filtered list, its group on /vanlife). */
export function NoStoriesOfKindYet({
  kind,
  headingLevel,
  className,
}: {
  kind: StoryKind
  headingLevel?: 'h2' | 'h3'
  className?: string
}) {
  return (
    <EmptyState title={STORY_KIND_TEXT[kind].emptyTitle} headingLevel={headingLevel} className={className}>
      New stories from the road are on their way. Check back soon, or{' '}
      <Link
        href="/share-your-story"
        className="font-semibold text-burnt underline underline-offset-4 hover:text-burnt-dark"
      >
        share your story
      </Link>{' '}
      if this is your kind of vanlife.
    </EmptyState>
  )
}

export function NoArticlesYet({ headingLevel }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <EmptyState title="No Articles Yet" headingLevel={headingLevel}>
      New guides and articles are on their way. Check back soon!
    </EmptyState>
  )
}
