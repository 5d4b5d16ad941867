/**
 * Products as the search index reads them (issue 25): every product is public (no drafts), so
 * every product is found. Pure.
 */
import { searchImageOf, type SearchSourceDocument } from '@/features/search'
import { toSiteImage } from '@/lib/media'
import type { Product } from '@/payload-types'

/** The fields of a product the search reads, and of its images. */
export const PRODUCT_SEARCH_READ = {
  select: { name: true, slug: true, description: true, longDescription: true, price: true, images: true },
  populate: {
    media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true, focalX: true, focalY: true },
  },
} as const

export function productSearchDocument(product: Product): SearchSourceDocument {
  const image = toSiteImage(product.images?.[0], 'avatar', product.name)
  return {
    kind: 'product',
    id: String(product.id),
    href: `/shop/${product.slug}`,
    title: product.name,
    excerpt: product.description ?? '',
    people: '',
    body: product.longDescription ?? '',
    date: null,
    priceCents: Math.round(product.price * 100),
    image: searchImageOf(image),
    storyKinds: [],
  }
}
