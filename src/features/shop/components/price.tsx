import { cva, type VariantProps } from 'class-variance-authority'

import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/utils'

import { discountPercent, formatCents } from '../logic/money'

export const priceVariants = cva('flex flex-wrap items-baseline gap-x-2.5 gap-y-1', {
  variants: {
    size: {
      default: 'text-lg',
      lg: 'text-3xl',
    },
  },
  defaultVariants: { size: 'default' },
})

export type PriceProps = VariantProps<typeof priceVariants> & {
  /** In cents. */
  price: number
  /** The former price in cents, struck through; null when there is none. */
  originalPrice: number | null
  /** Show the "-N%" badge next to the prices (cards show it on their image instead). */
  showDiscount?: boolean
  className?: string
}

/** "-17%": the discount of a struck-through price (SPEC §9: rounded (original - price) / original). */
export function DiscountBadge({ percent, className }: { percent: number; className?: string }) {
  return (
    <Badge variant="primary" className={className}>
      <span aria-hidden="true">-{percent}%</span>
      <span className="sr-only">{percent}% off</span>
    </Badge>
  )
}

/** A product's price, and its former price struck through with the discount when it has one. */
export function Price({ price, originalPrice, showDiscount = true, size, className }: PriceProps) {
  const percent = discountPercent(price, originalPrice)
  const struck = percent !== null && originalPrice !== null
  return (
    <p className={cn(priceVariants({ size }), className)}>
      {struck ? (
        <span className="sr-only">{`Now ${formatCents(price)}, was ${formatCents(originalPrice)}`}</span>
      ) : null}
      <span aria-hidden={struck || undefined} className="font-semibold text-mocha">
        {formatCents(price)}
      </span>
      {struck ? (
        <>
          <s aria-hidden="true" className="text-[0.8em] text-muted-foreground">
            {formatCents(originalPrice)}
          </s>
          {showDiscount ? <DiscountBadge percent={percent} className="self-center" /> : null}
        </>
      ) : null}
    </p>
  )
}
