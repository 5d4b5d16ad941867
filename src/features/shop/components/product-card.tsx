import { ShoppingBagIcon } from 'lucide-react'
import { SiteImg } from '@/components/ui/site-img'
import Link from 'next/link'

import { Badge } from '@/components/ui/badge'
import { cardVariants } from '@/components/ui/card'
import { cn } from '@/lib/utils'

import { discountPercent } from '../logic/money'
import type { ShopProduct } from '../product'
import { SHOP_PATHS } from '../schemas'
import { DiscountBadge, Price } from './price'

export const OUT_OF_STOCK_LABEL = 'Out of stock'

export type ProductCardProps = {
  product: ShopProduct
  /** Above the fold: load the image at once with high priority. */
  eager?: boolean
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** The image box of a card: the first image, or a bag on sand when the product has none. */
function CardImage({ product, eager }: { product: ShopProduct; eager: boolean }) {
  const image = product.images[0]
  if (!image) {
    return (
      <div className="flex size-full items-center justify-center text-mocha-light">
        <ShoppingBagIcon className="size-12" aria-hidden="true" />
      </div>
    )
  }
  return (
    <SiteImg
      src={image.url}
      srcSet={image.srcSet}
      alt={image.alt}
      fill
      sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
      className={cn(
        'object-cover transition-transform duration-300 motion-reduce:transform-none',
        product.inStock ? 'group-hover:scale-[1.03]' : 'grayscale',
      )}
      {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  )
}

/**
 * SPEC §2 "/shop": a product card with its image, name, price and the former price struck
 * through with its discount. The whole card is one link to the product (its name's link,
 * stretched over it). A card of a product that cannot be bought is dimmed and links nowhere
 * (aria-disabled, "Out of stock").
 */
export function ProductCard({ product, eager = false, headingLevel = 'h2', className }: ProductCardProps) {
  const Heading = headingLevel
  const percent = discountPercent(product.price, product.originalPrice)
  const available = product.inStock
  return (
    <article
      data-slot="product-card"
      data-out-of-stock={available ? undefined : true}
      aria-disabled={available ? undefined : true}
      className={cn(
        cardVariants({ interactive: available }),
        'group relative h-full',
        !available && 'cursor-not-allowed bg-card/70 shadow-none',
        className,
      )}
    >
      <div className={cn('relative aspect-square w-full overflow-hidden bg-sand', !available && 'opacity-60')}>
        <CardImage product={product} eager={eager} />
      </div>
      {available && percent !== null ? (
        <DiscountBadge percent={percent} className="absolute top-3 left-3 shadow-sm" />
      ) : null}
      {!available ? (
        <Badge variant="default" className="absolute top-3 left-3 shadow-sm">
          {OUT_OF_STOCK_LABEL}
        </Badge>
      ) : null}
      <div className={cn('flex flex-1 flex-col gap-2 p-5', !available && 'text-mocha-light')}>
        <Heading className="text-2xl leading-snug">
          {available ? (
            <Link
              href={SHOP_PATHS.product(product.slug)}
              // The focus ring is the card's (cardVariants interactive), around the whole card.
              className="after:absolute after:inset-0 after:z-10 after:content-[''] group-hover:text-burnt-dark focus-visible:outline-none"
            >
              {product.name}
            </Link>
          ) : (
            product.name
          )}
        </Heading>
        <p className="line-clamp-2 text-sm leading-relaxed text-mocha-light">{product.description}</p>
        <Price
          price={product.price}
          originalPrice={product.originalPrice}
          showDiscount={false}
          className="mt-auto pt-1"
        />
      </div>
    </article>
  )
}
