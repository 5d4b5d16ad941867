import type { MetadataRoute } from 'next'

import { getSitemapPosts } from '@/features/content/post/site-index'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/metadata'

import { SITEMAP_STATIC_PATHS } from './sitemap-paths'

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** sitemap.xml: the static pages and every published story and article with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getSitemapPosts()
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: absoluteUrl(path, env.siteUrl) })),
    ...posts.map((post) => ({ url: absoluteUrl(`/${post.slug}`, env.siteUrl), lastModified: post.updatedAt })),
  ]
}
