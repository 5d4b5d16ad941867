/**
 * Cached readers of the shop's products (SPEC §2 "Shop", §7: "cached 5 minutes"). Same rules as
 * src/features/site/queries.ts, with one difference for failures:
 * - they read when a page is rendered (then kept in Next's route cache, ADR 0011); nothing is
 *   read while `next build` prerenders (no products then: the pages render on first request);
 * - they read through the Local API as the public (overrideAccess: false);
 * - they are cached with the products tag (expired by the collection's hooks on save) and SPEC
 *   §9's default time-to-live;
 * - a read that fails is logged and throws ProductsUnavailableError (not cached): the shop's
 *   error boundary says "Unable to Load Products" (SPEC §8), and a page already in the route
 *   cache stays there until a render succeeds, rather than being replaced by the error.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import type { Payload } from 'payload'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { logger } from '@/lib/logger'
import { readOr } from '@/lib/safe-read'
import { checkSlug } from '@/lib/slug'
import { getPayloadClient } from '@/payload-client'

import { type ShopProduct, sortProducts, teaserProducts, toShopProduct } from './product'

export type { ShopImage, ShopProduct } from './product'

/** The catalogue is small; more than this is not read (nor shown). */
const MAX_PRODUCTS = 200

/** Thrown when the products cannot be read (already logged). */
export class ProductsUnavailableError extends Error {
  constructor(resource: string, options?: { cause?: unknown }) {
    super(`Could not read ${resource}`, options)
    this.name = 'ProductsUnavailableError'
  }
}

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

async function readOrThrow<T>(resource: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read()
  } catch (error) {
    logger.error({ event: 'content_fetch_failed', resource, err: error }, `Could not read ${resource}`)
    throw new ProductsUnavailableError(resource, { cause: error })
  }
}

/**
 * Every product, featured first then by name (out-of-stock ones included: the shop dims them).
 * Empty while `next build` prerenders. Throws ProductsUnavailableError when they cannot be read.
 */
export const getProducts = cache(async (): Promise<ShopProduct[]> => {
  if (env.isBuildPhase) return []
  return readOrThrow('products', readProducts)
})

/**
 * The product with this slug, or null when there is none (or the slug cannot be a product's).
 * Throws ProductsUnavailableError when it cannot be read.
 */
export const getProductBySlug = cache(async (slug: string): Promise<ShopProduct | null> => {
  if (env.isBuildPhase || !checkSlug(slug).ok) return null
  return readOrThrow(`product:${slug}`, () => readProductBySlug(slug))
})

/**
 * What the home page's shop teaser shows: a few products that can be bought, featured first; empty
 * when none can (the teaser is then left out). Never throws: a failed read is logged and shows no
 * teaser (the home page is not the shop). Read with the products tag, so a product saved by staff
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

/** For sitemap.xml; empty on error (logged). */
export async function getSitemapProducts(): Promise<SitemapProduct[]> {
  return readOr('sitemap-products', cachedSitemapProducts, [])
}
