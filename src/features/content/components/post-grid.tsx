import { cva } from 'class-variance-authority'

import { cn } from '@/lib/utils'

import type { PostSummary } from '../summary'
import { ArticleCard } from './article-card'
import { isWideCard, StoryCard } from './story-card'

const listVariants = cva('', {
  variants: {
    layout: {
      /** 1, 2 or 3 columns by width (below 768 px, from 768 px, from 1024 px). */
      grid: 'grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3',
      /**
       * One row that scrolls sideways below 768 px (edge to edge, each card snapping to the
       * gutter, the next one peeking in), the grid from 768 px. Its padding keeps the cards'
       * focus rings and shadows inside the scrolling box.
       */
      row: [
        '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4',
        'md:mx-0 md:grid md:snap-none md:grid-cols-2 md:gap-6 md:overflow-visible md:p-0 lg:grid-cols-3',
      ],
    },
  },
  defaultVariants: { layout: 'grid' },
})

const itemVariants = cva('', {
  variants: {
    layout: { grid: '', row: 'w-[82%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none' },
  },
  defaultVariants: { layout: 'grid' },
})

export type PostGridProps = {
  posts: PostSummary[]
  /** The first card is featured (and spans two columns on wide screens). */
  featureFirst?: boolean
  /** Load the first cards' images at once (the top of the page). */
  eagerCount?: number
  headingLevel?: 'h2' | 'h3'
  /** "grid" (default), or "row": a sideways-scrolling row on phones (a few cards of a group). */
  layout?: 'grid' | 'row'
  className?: string
}

/** Cards in 1, 2 or 3 columns by width, or in one row on phones. */
export function PostGrid({
  posts,
  featureFirst = false,
  eagerCount = 0,
  headingLevel = 'h2',
  layout = 'grid',
  className,
}: PostGridProps) {
  return (
    <ul role="list" className={cn(listVariants({ layout }), className)}>
      {posts.map((post, index) => {
        const featured = featureFirst && index === 0
        const Card = post.kind === 'article' ? ArticleCard : StoryCard
        return (
          <li
            key={`${post.kind}-${post.id}`}
            className={cn(itemVariants({ layout }), isWideCard({ featured }) && 'md:col-span-2')}
          >
            <Card post={post} featured={featured} eager={index < eagerCount} headingLevel={headingLevel} />
          </li>
        )
      })}
    </ul>
  )
}
