import { ArrowRightIcon } from 'lucide-react'
import Link from 'next/link'

import { Button } from '@/components/ui/button'
import { Container } from '@/components/ui/container'

import type { ShopProduct } from '../product'
import { SHOP_PATHS } from '../schemas'
import { ProductCard } from './product-card'

export const SHOP_TEASER_HEADING = 'From the Shop'
export const SHOP_TEASER_LINK = 'Visit the Shop'

/**
 * The teaser's columns by its number of products (at most TEASER_SIZE, 3): every row full at
 * every width, never a lone card under a row (one card on phones; from 640 px two side by side
 * or three from 768 px; a single product in one card's width).
 */
const TEASER_GRID: Record<number, string> = {
  1: 'max-w-sm',
  2: 'sm:grid-cols-2',
  3: 'md:grid-cols-3',
}

/**
 * The home page's shop teaser: a few products that can be bought (../product.ts teaserProducts)
 * and a link to /shop. Renders nothing when there are none, so the home page never advertises an
 * empty or sold-out shop.
 */
export function HomeShopTeaser({ products, productName }: { products: readonly ShopProduct[]; productName: string }) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby="shop-teaser-heading" data-testid="shop-teaser">
      <Container className="py-16 md:py-20">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="shop-teaser-heading" className="text-3xl md:text-4xl">
              {SHOP_TEASER_HEADING}
            </h2>
            <p className="mt-2 max-w-2xl text-lg leading-relaxed text-mocha-light">
              Merch made for life on the road, from the {productName} community.
            </p>
          </div>
          <Button asChild variant="outline">
            <Link href={SHOP_PATHS.shop}>
              {SHOP_TEASER_LINK}
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <ul
          aria-label="Products in the shop"
          className={`mt-8 grid gap-6 ${TEASER_GRID[products.length] ?? TEASER_GRID[3]}`}
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
