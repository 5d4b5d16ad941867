import type { MetadataRoute } from 'next'

import { getSitemapPosts } from '@/features/content/post/site-index'
import { SHOP_PATHS } from '@/features/shop'
import { getSitemapProducts } from '@/features/shop/queries'
import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/metadata'

import { SITEMAP_STATIC_PATHS } from './sitemap-paths'

/** Served from the route cache; refreshed by tag on publish or a product's change, at most every 10 min (SPEC §9). */
export const revalidate = 600

/** sitemap.xml: the static pages, every published story and article and every product, each with its last change. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, products] = await Promise.all([getSitemapPosts(), getSitemapProducts()])
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ url: absoluteUrl(path, env.siteUrl) })),
    ...posts.map((post) => ({ url: absoluteUrl(`/${post.slug}`, env.siteUrl), lastModified: post.updatedAt })),
    ...products.map((product) => ({
      url: absoluteUrl(SHOP_PATHS.product(product.slug), env.siteUrl),
      lastModified: product.updatedAt,
    })),
  ]
}
