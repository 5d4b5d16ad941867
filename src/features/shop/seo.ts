/**
 * The shop's page metadata (SPEC §2 "Page metadata") and a product's JSON-LD (schema.org
 * Product with one Offer). Pure: the site values come in as an argument.
 */
import type { Metadata } from 'next'

import { absoluteUrl, buildMetadata, type MetadataSite } from '@/lib/metadata'

import type { ShopProduct } from './product'
import { SHOP_PATHS } from './schemas'

export const SHOP_TITLE = 'Shop'

export function shopMetadata(site: MetadataSite): Metadata {
  return buildMetadata(
    {
      title: SHOP_TITLE,
      description: `Tees, hoodies and more from ${site.productName}: merch made for life on the road.`,
      canonical: SHOP_PATHS.shop,
    },
    site,
  )
}

export function productMetadata(product: ShopProduct, site: MetadataSite): Metadata {
  const image = product.images[0]
  return buildMetadata(
    {
      title: product.name,
      description: product.description,
      canonical: SHOP_PATHS.product(product.slug),
      ogImage: image
        ? {
            url: image.url,
            alt: image.alt,
            ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
          }
        : null,
    },
    site,
  )
}

export type JsonLd = Record<string, unknown>

/** schema.org Product: name, description, images, the page's URL and its offer in US dollars. */
export function buildProductJsonLd(product: ShopProduct, site: Pick<MetadataSite, 'productName' | 'siteUrl'>): JsonLd {
  const url = absoluteUrl(SHOP_PATHS.product(product.slug), site.siteUrl)
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(product.images.length > 0
      ? { image: product.images.map((image) => absoluteUrl(image.url, site.siteUrl)) }
      : {}),
    url,
    sku: product.slug,
    brand: { '@type': 'Brand', name: site.productName },
    offers: {
      '@type': 'Offer',
      url,
      price: (product.price / 100).toFixed(2),
      priceCurrency: 'USD',
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
}

/** JSON for a <script type="application/ld+json">, with "<" escaped so no text can close the script. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
