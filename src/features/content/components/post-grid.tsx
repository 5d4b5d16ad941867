import { cva } from 'class-variance-authority'

import { cn } from '@/lib/utils'

import { cardSpans } from '../list-layout'
import type { PostSummary } from '../summary'
import { ArticleCard } from './article-card'
import { cardWide, StoryCard } from './story-card'

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

/** The grid columns a card spans, by the widths at which it is wide (story-card.tsx cardWide). */
const SPAN_CLASS = {
  none: '',
  both: 'md:col-span-2',
  md: 'md:col-span-2 lg:col-span-1',
  lg: 'lg:col-span-2',
} as const

export type PostGridProps = {
  posts: PostSummary[]
  /** The first card is featured (and spans two columns on wide screens). */
  featureFirst?: boolean
  /**
   * A list page (grid layout): cards span two columns where a row would otherwise end with a
   * lone card or a hole (list-layout.ts cardSpans), so every row is filled at 768 and 1024 px.
   */
  fillRows?: boolean
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
  fillRows = false,
  eagerCount = 0,
  headingLevel = 'h2',
  layout = 'grid',
  className,
}: PostGridProps) {
  const spans = fillRows && layout === 'grid' ? cardSpans(posts.length, featureFirst) : null
  return (
    <ul role="list" className={cn(listVariants({ layout }), className)}>
      {posts.map((post, index) => {
        const featured = featureFirst && index === 0
        const span = spans?.[index]
        const Card = post.kind === 'article' ? ArticleCard : StoryCard
        // No class attribute at all when empty (an empty one is written in the HTML and the payload).
        const itemClass =
          cn(itemVariants({ layout }), SPAN_CLASS[cardWide({ featured, spans: span }) ?? 'none']) || undefined
        return (
          <li key={`${post.kind}-${post.id}`} {...(itemClass ? { className: itemClass } : {})}>
            <Card
              post={post}
              featured={featured}
              {...(span ? { spans: span } : {})}
              eager={index < eagerCount}
              headingLevel={headingLevel}
            />
          </li>
        )
      })}
    </ul>
  )
}
