import type { PostSummary } from '../summary'

import { StoryCard, type StoryCardProps } from './story-card'

/** The category label of every article card (SPEC §2 "Articles list"). */
export const ARTICLE_CATEGORY = 'Vanlife'

/** An article in the lists: the story card with the category label Vanlife. */
export function ArticleCard(props: Omit<StoryCardProps, 'category' | 'post'> & { post: PostSummary }) {
  return <StoryCard {...props} category={ARTICLE_CATEGORY} />
}
