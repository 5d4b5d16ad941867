import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

type Tone = 'light' | 'dark'

/**
 * The van mark: an original drawing of a camper van under a setting sun. Decorative (the
 * product name next to it carries the meaning). `tone="dark"` is for dark backgrounds. The
 * drawing is the stylesheet's (`brand-mark-light`, `brand-mark-dark` in globals.css): an empty
 * <svg> box it paints, not about 1.3 KB of inline SVG in the HTML and again in the RSC payload
 * of every page, twice (header and footer; ADR 0030).
 */
export function LogoMark({ tone = 'light', className, ...props }: ComponentProps<'svg'> & { tone?: Tone }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', tone === 'dark' ? 'brand-mark-dark' : 'brand-mark-light', className)}
      {...props}
    />
  )
}

export const logoVariants = cva('inline-flex items-center gap-2.5 font-display leading-none', {
  variants: {
    size: {
      sm: 'text-lg [&_svg]:size-8',
      default: 'text-xl md:text-2xl [&_svg]:size-10',
      lg: 'flex-col gap-3 text-3xl md:text-4xl [&_svg]:size-20',
    },
  },
  defaultVariants: { size: 'default' },
})

export type LogoProps = VariantProps<typeof logoVariants> & {
  productName: string
  tone?: Tone
  className?: string
}

/** The van mark and the product name as a wordmark (not a link: wrap it where it should be one). */
export function Logo({ productName, tone = 'light', size, className }: LogoProps) {
  return (
    <span data-slot="logo" className={cn(logoVariants({ size }), className)}>
      <LogoMark tone={tone} />
      <span>{productName}</span>
    </span>
  )
}
