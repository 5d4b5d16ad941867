import type { MetadataSite } from '@/lib/metadata'

import type { ShopProduct } from '../product'
import { buildProductJsonLd, serializeJsonLd } from '../seo'

/** The product page's schema.org Product (the JSON has "<" escaped, so no value can end the script). */
export function ProductJsonLd({ product, site }: { product: ShopProduct; site: MetadataSite }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(buildProductJsonLd(product, site)) }}
    />
  )
}
