/**
 * The products an order asks for, read straight from the database (not the page cache: the price
 * and stock at this moment decide the order). Server-only.
 */
import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import { toSiteImage } from '@/lib/media'
import type { Product } from '@/payload-types'

import type { StockCounts } from '../logic/stock'
import type { PricedProduct } from './pricing'

function toPricedProduct(product: Product): PricedProduct {
  const first = Array.isArray(product.images) ? product.images[0] : undefined
  const image = toSiteImage(typeof first === 'object' ? first : null, 'featured', product.name)
  return {
    id: String(product.id),
    name: product.name,
    slug: product.slug ?? '',
    price: product.price,
    inStock: product.inStock,
    sizes: product.sizes ?? [],
    stock: (product as Product & { stock?: StockCounts | null }).stock ?? null,
    image: image ? { url: image.src, alt: image.alt } : null,
  }
}

/** The products with these ids, by id (a missing or deleted product is simply absent). */
export async function loadProducts(
  payload: Payload,
  ids: readonly string[],
  req?: PayloadRequest,
): Promise<Map<string, PricedProduct>> {
  const numeric = [...new Set(ids)].map(Number).filter((id) => Number.isSafeInteger(id) && id > 0)
  if (numeric.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'products',
    where: { id: { in: numeric } },
    limit: numeric.length,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return new Map(docs.map((doc) => [String(doc.id), toPricedProduct(doc)]))
}
