import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductDetail } from '@/features/shop/components/product-detail'
import { ProductJsonLd } from '@/features/shop/components/product-json-ld'
import { getProductBySlug, getProducts } from '@/features/shop/queries'
import { productMetadata } from '@/features/shop/seo'
import { getMetadataSite } from '@/features/site/queries'
import { buildMetadata } from '@/lib/metadata'

/** Served from the route cache; refreshed by tag when staff save a product, at most every 5 min (SPEC §7, §9). */
export const revalidate = 300

type Props = { params: Promise<{ slug: string }> }

/** The products there are; none while `next build` prerenders (no database then): each renders on its first request. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await getProducts()).map((product) => ({ slug: product.slug }))
}

function slugOf(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [product, site] = await Promise.all([getProductBySlug(slugOf((await params).slug)), getMetadataSite()])
  return product ? productMetadata(product, site) : buildMetadata({ title: 'Page not found' }, site)
}

/** /shop/{slug} (SPEC §2): the product, or the not-found page with status 404. */
export default async function ProductPage({ params }: Props) {
  const product = await getProductBySlug(slugOf((await params).slug))
  if (!product) notFound()
  const site = await getMetadataSite()
  return (
    <>
      <ProductJsonLd product={product} site={site} />
      <ProductDetail product={product} />
    </>
  )
}
