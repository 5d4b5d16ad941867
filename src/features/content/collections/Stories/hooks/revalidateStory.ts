import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

/** The tags a story's change expires: its page, the story lists (home, /stories, /link), the sitemap and the feed. */
export function storyTags(doc: { slug?: string | null }): string[] {
  return [CACHE_TAGS.stories, CACHE_TAGS.sitemap, CACHE_TAGS.feed, ...(doc.slug ? [CACHE_TAGS.story(doc.slug)] : [])]
}

/** On save, publish, unpublish or delete; a renamed story also expires its old slug (previousDoc). */
export const revalidateStory = revalidateCollection<{ slug?: string | null }>(storyTags)
