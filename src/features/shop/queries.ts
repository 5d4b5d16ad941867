/**
 * Cached readers of the shop's products (SPEC §2 "Shop", §7: "cached 5 minutes"). Same rules as
 * src/features/site/queries.ts:
 * - they read when a page is rendered (then kept in Next's route cache, ADR 0011); nothing is
 *   read while `next build` prerenders (no products then: the pages render on first request);
 * - they read through the Local API as the public (overrideAccess: false);
 * - they are cached with the products tag (expired by the collection's hooks on save) and SPEC
 *   §9's default time-to-live;
 * - a read that fails is logged and throws ContentUnavailableError (readOr, not cached): the shop's
 *   error boundary says "Unable to Load Products" (SPEC §8), and a page already in the route
 *   cache stays there until a render succeeds, rather than being replaced by the error.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { checkSlug } from '@/lib/slug'
import { getPayloadClient } from '@/payload-client'

import { type ShopProduct, sortProducts, teaserProducts, toShopProduct } from './product'

export type { ShopImage, ShopProduct } from './product'

/** The catalogue is small; more than this is not read (nor shown). */
const MAX_PRODUCTS = 200

const readProducts = unstable_cache(
  async (): Promise<ShopProduct[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      depth: 1,
      limit: MAX_PRODUCTS,
      pagination: false,
      overrideAccess: false,
    })
    return sortProducts(docs.map((doc) => toShopProduct(doc)))
  },
  ['shop:products'],
  { tags: [CACHE_TAGS.products], revalidate: CACHE_TTL.default },
)

const readProductBySlug = unstable_cache(
  async (slug: string): Promise<ShopProduct | null> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: slug } },
      depth: 1,
      limit: 1,
      pagination: false,
      overrideAccess: false,
    })
    const doc = docs[0]
    return doc ? toShopProduct(doc) : null
  },
  ['shop:product-by-slug'],
  { tags: [CACHE_TAGS.products], revalidate: CACHE_TTL.default },
)

/**
 * Every product, featured first then by name (out-of-stock ones included: the shop dims them).
 * Empty while `next build` prerenders. Throws ContentUnavailableError when they cannot be read.
 */
export const getProducts = cache(async (): Promise<ShopProduct[]> => readOr('products', readProducts, []))

/**
 * The product with this slug, or null when there is none (or the slug cannot be a product's).
 * Throws ContentUnavailableError when it cannot be read.
 */
export const getProductBySlug = cache(async (slug: string): Promise<ShopProduct | null> => {
  if (!checkSlug(slug).ok) return null
  return readOr(`product:${slug}`, () => readProductBySlug(slug), null)
})

/**
 * What the home page's shop teaser shows: a few products that can be bought, featured first; empty
 * when none can (the teaser is then left out). A failed read throws (readOr): the home page is
 * not cached without its teaser. Read with the products tag, so a product saved by staff
 * or a sale that takes the last of its stock refreshes the cached home page.
 */
export async function getTeaserProducts(): Promise<ShopProduct[]> {
  return readOr('products', async () => teaserProducts(await readProducts()), [])
}

export type SitemapProduct = { slug: string; updatedAt: string }

/** Every product's slug and last change, read as the public (sitemap.xml lists every product page). */
export async function readSitemapProducts(payload: Payload): Promise<SitemapProduct[]> {
  const { docs } = await payload.find({
    collection: 'products',
    select: { slug: true, updatedAt: true },
    sort: 'slug',
    depth: 0,
    limit: MAX_PRODUCTS,
    pagination: false,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
}

const cachedSitemapProducts = unstable_cache(
  async () => readSitemapProducts(await getPayloadClient()),
  ['shop:sitemap-products'],
  { tags: [CACHE_TAGS.products, CACHE_TAGS.sitemap], revalidate: CACHE_TTL.default },
)

/** For sitemap.xml; throws ContentUnavailableError when they cannot be read. */
export async function getSitemapProducts(): Promise<SitemapProduct[]> {
  return readOr('sitemap-products', cachedSitemapProducts, [])
}
