/**
 * What the sitemap and the RSS feed list, read as the public. The `read*` functions take the
 * Payload instance (integration-tested); the `get*` ones add the tag cache and throw ContentUnavailableError on a failed read (readOr: an
 * empty sitemap or feed is never cached).
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'

import { FEED_SIZE, type FeedItem, newestItems } from './feed'

export type SitemapPost = { slug: string; updatedAt: string }

/** Posts read per query when listing them all. */
export const SITEMAP_BATCH = 500

const published = { _status: { equals: 'published' } } as const

/**
 * Every published story and article (slug and updatedAt only), read in batches. Each address once:
 * an article wins over a story with the same slug, as on the page.
 */
export async function readSitemapPosts(payload: Payload, batch = SITEMAP_BATCH): Promise<SitemapPost[]> {
  const posts = new Map<string, SitemapPost>()
  for (const collection of ['articles', 'stories'] as const) {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection,
        where: published,
        select: { slug: true, updatedAt: true },
        sort: 'id',
        depth: 0,
        limit: batch,
        page,
        draft: false,
        overrideAccess: false,
      })
      for (const doc of result.docs) {
        if (!posts.has(doc.slug)) posts.set(doc.slug, { slug: doc.slug, updatedAt: doc.updatedAt })
      }
      if (!result.hasNextPage) break
    }
  }
  return [...posts.values()]
}

/** The newest FEED_SIZE stories and articles together, newest first. */
export async function readFeedItems(payload: Payload, size = FEED_SIZE): Promise<FeedItem[]> {
  const common = {
    where: published,
    sort: '-publishDate',
    limit: size,
    pagination: false,
    draft: false,
    overrideAccess: false,
  } as const
  const [stories, articles] = await Promise.all([
    payload.find({
      collection: 'stories',
      ...common,
      depth: 0,
      select: { title: true, slug: true, excerpt: true, publishDate: true, author: { name: true } },
    }),
    payload.find({
      collection: 'articles',
      ...common,
      depth: 1,
      select: { title: true, slug: true, excerpt: true, publishDate: true, author: true },
    }),
  ])
  const items: FeedItem[] = [
    ...stories.docs.map((doc) => ({
      kind: 'story' as const,
      title: doc.title,
      slug: doc.slug,
      excerpt: doc.excerpt,
      publishDate: doc.publishDate,
      authorName: doc.author?.name ?? null,
    })),
    ...articles.docs.map((doc) => ({
      kind: 'article' as const,
      title: doc.title,
      slug: doc.slug,
      excerpt: doc.excerpt,
      publishDate: doc.publishDate,
      authorName: typeof doc.author === 'object' && doc.author ? doc.author.name : null,
    })),
  ]
  return newestItems(items, size)
}

const cachedSitemapPosts = unstable_cache(
  async () => readSitemapPosts(await getPayloadClient()),
  ['content:sitemap-posts'],
  { tags: [CACHE_TAGS.sitemap, CACHE_TAGS.stories, CACHE_TAGS.articles], revalidate: CACHE_TTL.allPosts },
)

const cachedFeedItems = unstable_cache(async () => readFeedItems(await getPayloadClient()), ['content:feed-items'], {
  tags: [CACHE_TAGS.feed, CACHE_TAGS.stories, CACHE_TAGS.articles, CACHE_TAGS.authors],
  revalidate: CACHE_TTL.allPosts,
})

/** For sitemap.xml. */
export async function getSitemapPosts(): Promise<SitemapPost[]> {
  return readOr('sitemap-posts', cachedSitemapPosts, [])
}

/** For the RSS feed. */
export async function getFeedItems(): Promise<FeedItem[]> {
  return readOr('feed-items', cachedFeedItems, [])
}
