import { buildRssFeed } from '@/features/content/post/feed'
import { getFeedItems } from '@/features/content/post/site-index'
import { getSiteInfo } from '@/features/site/queries'
import { env } from '@/lib/env'
import { FEED_PATH } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** GET /feed.xml: RSS 2.0 of the newest 20 stories and articles (linked from every page's head). */
export async function GET(): Promise<Response> {
  const [items, site] = await Promise.all([getFeedItems(), getSiteInfo()])
  const xml = buildRssFeed(
    { title: site.productName, description: site.description, siteUrl: env.siteUrl, feedPath: FEED_PATH },
    items,
  )
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300, stale-while-revalidate=600',
    },
  })
}
