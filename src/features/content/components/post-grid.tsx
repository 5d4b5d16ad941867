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
       * focus rings and shadows inside the scrolling box. One class in globals.css for its
       * utilities (ADR 0030), as `post-row-item` for each card's item.
       */
      row: 'post-row',
    },
  },
  defaultVariants: { layout: 'grid' },
})

const itemVariants = cva('', {
  variants: {
    layout: { grid: '', row: 'post-row-item' },
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
        // No class attribute at all when empty (an empty one is written in the HTML and the payload).
        const itemClass = cn(itemVariants({ layout }), isWideCard({ featured }) && 'md:col-span-2') || undefined
        return (
          <li key={`${post.kind}-${post.id}`} {...(itemClass ? { className: itemClass } : {})}>
            <Card post={post} featured={featured} eager={index < eagerCount} headingLevel={headingLevel} />
          </li>
        )
      })}
    </ul>
  )
}
