import type { MetadataRoute } from 'next'

import { getSitemapPosts } from '@/features/content/post/site-index'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag on publish, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** The site's own pages (SPEC §2) that exist for everyone; account and purchase pages are left out. */
const STATIC_PATHS = [
  '/',
  '/stories',
  '/articles',
  '/share-your-story',
  '/link',
  '/about-trelino',
  '/about-vunked',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms',
] as const

/** sitemap.xml: the static pages and every published story and article with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await getSitemapPosts()
  return [
    ...STATIC_PATHS.map((path) => ({ url: absoluteUrl(path, env.siteUrl) })),
    ...posts.map((post) => ({ url: absoluteUrl(`/${post.slug}`, env.siteUrl), lastModified: post.updatedAt })),
  ]
}
