import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

export const cardVariants = cva('flex flex-col overflow-hidden rounded-xl border', {
  variants: {
    variant: {
      default: 'border-border bg-card text-card-foreground shadow-sm',
      sand: 'border-transparent bg-sand text-mocha',
      dark: 'border-transparent bg-mocha text-cream',
      outline: 'border-input bg-transparent',
    },
    /**
     * A card that is one link (its title's, stretched over it): the focus ring is the card's own
     * outline, drawn outside it, so the card's overflow-hidden (rounded image corners) never clips it.
     */
    interactive: {
      true: [
        'transition-shadow duration-200 hover:shadow-md focus-within:shadow-md',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
      ],
      false: '',
    },
  },
  defaultVariants: { variant: 'default', interactive: false },
})

export type CardProps = ComponentProps<'div'> & VariantProps<typeof cardVariants>

export function Card({ className, variant, interactive, ...props }: CardProps) {
  return <div data-slot="card" className={cn(cardVariants({ variant, interactive }), className)} {...props} />
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1.5 p-6 pb-0', className)} {...props} />
}

type HeadingLevel = 'h2' | 'h3' | 'h4'

export function CardTitle({ className, as: Tag = 'h3', ...props }: ComponentProps<'h3'> & { as?: HeadingLevel }) {
  return <Tag data-slot="card-title" className={cn('font-display text-2xl leading-tight', className)} {...props} />
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('p-6', className)} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-3 p-6 pt-0', className)} {...props} />
}
