/**
 * A product as the shop's pages and the browser see it (SPEC §3 "Product"): prices in integer
 * cents, images resolved to site paths, what can be bought per size counted from the stock. Pure
 * and browser-safe: ./queries.ts maps Payload documents through `toShopProduct`, and client
 * components take the result as props.
 */
import type { Media, Product } from '@/payload-types'
import { toSiteImage, toSitePath } from '@/lib/media'

import { toCents } from './logic/money'
import { availableOf, isAvailable, isProductSize, PRODUCT_SIZES, type ProductSize, type Stocked } from './logic/stock'

export type ShopImage = {
  url: string
  alt: string
  width: number | null
  height: number | null
  /** The widths Payload wrote at upload, for an <img srcset> (SiteImage.srcSet); absent when only `url`. */
  srcSet?: string
  /** The square 150 px size (Payload's `avatar`) for thumbnails; absent when there is none. */
  thumbUrl?: string
}

export type ShopProduct = {
  id: string
  name: string
  slug: string
  /** Unit price in integer cents. */
  price: number
  /** The former price in cents, shown struck through; null when there is none (or it is not higher). */
  originalPrice: number | null
  description: string
  /** Empty when the product has none. */
  longDescription: string
  /** In the admin's order; empty when none could be resolved. */
  images: ShopImage[]
  /** The sizes offered, in S, M, L, XL order; empty for a one-size product. */
  sizes: ProductSize[]
  /**
   * How many can be bought: per offered size, or under `oneSize` for a product without sizes.
   * 0 when sold out or when the product is marked out of stock.
   */
  available: Partial<Record<ProductSize | 'oneSize', number>>
  /** Whether anything of it can be bought (the shop dims a card that cannot). */
  inStock: boolean
  featured: boolean
}

/** A products document as read with depth 1 (images populated); its stock counts may be missing (older rows). */
export type ProductDoc = Omit<Product, 'stock'> & Stocked

/** The image size product pages show: 1024 px wide at most (the srcset offers the narrower ones too). */
const IMAGE_SIZE = 'medium'

function imagesOf(doc: ProductDoc): ShopImage[] {
  const images: ShopImage[] = []
  for (const media of doc.images ?? []) {
    const image = toSiteImage(media as number | Media, IMAGE_SIZE, doc.name)
    if (!image) continue
    const thumb = typeof media === 'object' ? media.sizes?.avatar?.url : null
    images.push({
      url: image.src,
      alt: image.alt,
      width: image.width,
      height: image.height,
      ...(image.srcSet ? { srcSet: image.srcSet } : {}),
      ...(thumb ? { thumbUrl: toSitePath(thumb) } : {}),
    })
  }
  return images
}

/** The Payload document as the pages take it. */
export function toShopProduct(doc: ProductDoc): ShopProduct {
  const offered = new Set((doc.sizes ?? []).filter(isProductSize))
  const sizes = PRODUCT_SIZES.filter((size) => offered.has(size))
  const stocked: Stocked = { inStock: doc.inStock, sizes, stock: doc.stock }
  const available: ShopProduct['available'] = {}
  if (sizes.length > 0) for (const size of sizes) available[size] = availableOf(stocked, size)
  else available.oneSize = availableOf(stocked, null)
  const price = toCents(doc.price)
  const original = typeof doc.originalPrice === 'number' ? toCents(doc.originalPrice) : null
  return {
    id: String(doc.id),
    name: doc.name,
    slug: doc.slug,
    price,
    originalPrice: original !== null && original > price ? original : null,
    description: doc.description ?? '',
    longDescription: doc.longDescription?.trim() ?? '',
    images: imagesOf(doc),
    sizes,
    available,
    inStock: isAvailable(stocked),
    featured: Boolean(doc.featured),
  }
}

/** How many of `size` (null: a product without sizes) can be bought. */
export function availableFor(product: Pick<ShopProduct, 'sizes' | 'available'>, size: string | null): number {
  if (product.sizes.length === 0) return size ? 0 : (product.available.oneSize ?? 0)
  return size && isProductSize(size) ? (product.available[size] ?? 0) : 0
}

/** Featured first, then by name (SPEC §2 "grid of product cards"). */
export function sortProducts<P extends Pick<ShopProduct, 'featured' | 'name'>>(products: readonly P[]): P[] {
  return [...products].sort(
    (a, b) => Number(b.featured) - Number(a.featured) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  )
}

/** How many products the home page's shop teaser shows at most. */
export const TEASER_SIZE = 3

/** The home page's shop teaser: the products that can be bought, in shop order, at most `size`. */
export function teaserProducts<P extends Pick<ShopProduct, 'inStock'>>(
  products: readonly P[],
  size = TEASER_SIZE,
): P[] {
  return products.filter((product) => product.inStock).slice(0, size)
}
