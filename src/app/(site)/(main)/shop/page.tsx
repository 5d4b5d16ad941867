import type { Metadata } from 'next'

import { Container } from '@/components/ui/container'
import { ProductGrid } from '@/features/shop/components/product-grid'
import { ShopComingSoon } from '@/features/shop/components/shop-empty'
import { ShopHeader } from '@/features/shop/components/shop-header'
import { getProducts } from '@/features/shop/queries'
import { shopMetadata } from '@/features/shop/seo'
import { getMetadataSite, getSiteInfo } from '@/features/site/queries'

/** Served from the route cache; refreshed by tag when staff save a product, at most every 5 min (SPEC §7, §9). */
export const revalidate = 300

export async function generateMetadata(): Promise<Metadata> {
  return shopMetadata(await getMetadataSite())
}

/**
 * /shop (SPEC §2 "Shop"): the product cards, featured first; "{product} Store Coming Soon" when
 * there are none. Products that cannot be read throw to ./error.tsx ("Unable to Load Products").
 */
export default async function ShopPage() {
  const [products, site] = await Promise.all([getProducts(), getSiteInfo()])
  return (
    <>
      <ShopHeader>
        Merch made for life on the road: soft tees and warm hoodies from the {site.productName} community.
      </ShopHeader>
      <Container className="py-10 md:py-14">
        {products.length > 0 ? <ProductGrid products={products} /> : <ShopComingSoon productName={site.productName} />}
      </Container>
    </>
  )
}
