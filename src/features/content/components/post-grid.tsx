import { cn } from '@/lib/utils'

import type { PostSummary } from '../summary'
import { ArticleCard } from './article-card'
import { isWideCard, StoryCard } from './story-card'

export type PostGridProps = {
  posts: PostSummary[]
  /** The first card is featured (and spans two columns on wide screens). */
  featureFirst?: boolean
  /** Load the first cards' images at once (the top of the page). */
  eagerCount?: number
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** Cards in 1, 2 or 3 columns by width (below 768 px, from 768 px, from 1024 px). */
export function PostGrid({
  posts,
  featureFirst = false,
  eagerCount = 0,
  headingLevel = 'h2',
  className,
}: PostGridProps) {
  return (
    <ul role="list" className={cn('grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
      {posts.map((post, index) => {
        const featured = featureFirst && index === 0
        const Card = post.kind === 'article' ? ArticleCard : StoryCard
        return (
          <li key={`${post.kind}-${post.id}`} className={cn(isWideCard({ featured }) && 'md:col-span-2')}>
            <Card post={post} featured={featured} eager={index < eagerCount} headingLevel={headingLevel} />
          </li>
        )
      })}
    </ul>
  )
}
