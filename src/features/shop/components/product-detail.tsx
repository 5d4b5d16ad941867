import { ArrowLeftIcon } from 'lucide-react'
import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { Container } from '@/components/ui/container'

import type { ShopProduct } from '../product'
import { SHOP_PATHS } from '../schemas'
import { AddToCart, type AddToCartProduct } from './add-to-cart'
import { OUT_OF_STOCK_LABEL } from './product-card'
import { Price } from './price'
import { ProductDetails } from './product-details'
import { ProductGallery } from './product-gallery'

function addToCartProduct(product: ShopProduct): AddToCartProduct {
  const image = product.images[0]
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    sizes: product.sizes,
    available: product.available,
    inStock: product.inStock,
    image: image ? { url: image.thumbUrl ?? image.url, alt: image.alt } : null,
  }
}

/**
 * SPEC §2 "/shop/{slug}": Back to Shop, the image gallery, name, price (the former one struck
 * through), description, sizes, quantity, Add to Cart and the collapsible Product Details.
 */
export function ProductDetail({ product }: { product: ShopProduct }) {
  return (
    <Container className="py-8 md:py-12">
      <Link
        href={SHOP_PATHS.shop}
        className="inline-flex items-center gap-2 rounded-full py-2 pr-3 text-sm font-semibold text-burnt underline-offset-4 hover:text-burnt-dark hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to Shop
      </Link>
      <div className="mt-6 grid gap-10 md:grid-cols-2 md:gap-12">
        <ProductGallery images={product.images} name={product.name} />
        <div className="flex flex-col gap-6">
          <div className="flex flex-col gap-3">
            <h1 className="text-4xl leading-tight md:text-5xl">{product.name}</h1>
            <Price price={product.price} originalPrice={product.originalPrice} size="lg" />
            {!product.inStock ? <Badge variant="secondary">{OUT_OF_STOCK_LABEL}</Badge> : null}
          </div>
          <p className="text-lg leading-relaxed text-mocha-light">{product.description}</p>
          <AddToCart product={addToCartProduct(product)} />
          {product.longDescription ? <ProductDetails text={product.longDescription} /> : null}
        </div>
      </div>
    </Container>
  )
}
