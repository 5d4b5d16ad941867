import { revalidateCollection } from '@/cms/hooks/revalidate'
import { CACHE_TAGS } from '@/lib/cache-tags'

/** The tags an article's change expires: its page, the article lists, the sitemap and the feed. */
export function articleTags(doc: { slug?: string | null }): string[] {
  return [CACHE_TAGS.articles, CACHE_TAGS.sitemap, CACHE_TAGS.feed, ...(doc.slug ? [CACHE_TAGS.article(doc.slug)] : [])]
}

/** On save, publish, unpublish or delete; a renamed article also expires its old slug (previousDoc). */
export const revalidateArticle = revalidateCollection<{ slug?: string | null }>(articleTags)
