import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export const containerVariants = cva('mx-auto w-full px-4 md:px-6 lg:px-8', {
  variants: {
    size: {
      narrow: 'max-w-3xl',
      default: 'max-w-6xl',
      wide: 'max-w-7xl',
    },
  },
  defaultVariants: { size: 'default' },
})

export type ContainerProps = ComponentProps<'div'> & VariantProps<typeof containerVariants> & { asChild?: boolean }

/** Centres content with the site's page gutters. */
export function Container({ className, size, asChild = false, ...props }: ContainerProps) {
  const Comp = asChild ? Slot : 'div'
  return <Comp data-slot="container" className={cn(containerVariants({ size }), className)} {...props} />
}
