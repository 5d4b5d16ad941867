import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export const skeletonVariants = cva('animate-pulse bg-sand-dark/70', {
  variants: {
    shape: {
      default: 'rounded-md',
      text: 'h-4 rounded',
      circle: 'rounded-full',
      card: 'rounded-xl',
    },
  },
  defaultVariants: { shape: 'default' },
})

/** A placeholder block while content loads; hidden from assistive technology. */
export function Skeleton({
  className,
  shape,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn(skeletonVariants({ shape }), className)} {...props} />
  )
}
