import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/utils'

type Tone = 'light' | 'dark'

/**
 * The van mark: an original drawing of a camper van under a setting sun. Decorative (the
 * product name next to it carries the meaning). `tone="dark"` is for dark backgrounds.
 */
export function LogoMark({ tone = 'light', className, ...props }: ComponentProps<'svg'> & { tone?: Tone }) {
  const body = tone === 'dark' ? '#fbf6ee' : '#3a2a20'
  const glass = tone === 'dark' ? '#3a2a20' : '#fbf6ee'
  const sun = tone === 'dark' ? '#f2a66f' : '#ad420d'
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      className={cn('size-10 shrink-0', className)}
      {...props}
    >
      <circle cx="31" cy="15" r="9" fill={sun} />
      <path
        d="M9.5 18h21.2c2.9 0 5.1 1.3 6.6 3.9l3.3 5.6c.6 1.1.9 2.3.9 3.5V34a2.5 2.5 0 0 1-2.5 2.5H8.5A2.5 2.5 0 0 1 6 34V21.5A3.5 3.5 0 0 1 9.5 18Z"
        fill={body}
      />
      <rect x="9.5" y="21" width="7.5" height="5.5" rx="1.2" fill={glass} />
      <rect x="19" y="21" width="7.5" height="5.5" rx="1.2" fill={glass} />
      <path d="M29 21h2.4c1.3 0 2.4.6 3 1.7l2.2 3.8H29V21Z" fill={glass} />
      <rect x="6" y="29.5" width="35.5" height="1.8" fill={sun} />
      <circle cx="14.5" cy="36.5" r="4.2" fill={body} stroke={glass} strokeWidth="1.6" />
      <circle cx="33.5" cy="36.5" r="4.2" fill={body} stroke={glass} strokeWidth="1.6" />
      <circle cx="14.5" cy="36.5" r="1.3" fill={glass} />
      <circle cx="33.5" cy="36.5" r="1.3" fill={glass} />
    </svg>
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
