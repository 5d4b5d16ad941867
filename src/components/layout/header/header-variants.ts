import { cva } from 'class-variance-authority'

export const HEADER_VARIANTS = ['default', 'light', 'dark', 'minimal'] as const
export type HeaderVariant = (typeof HEADER_VARIANTS)[number]

/** Variants change styling only (SPEC §2): the links and the menu are the same in all four. */
export const headerVariants = cva('relative z-40 w-full', {
  variants: {
    variant: {
      default:
        'sticky top-0 border-b border-border bg-cream/95 text-mocha backdrop-blur supports-[backdrop-filter]:bg-cream/85',
      light: 'sticky top-0 border-b border-border bg-white text-mocha',
      dark: 'sticky top-0 border-b border-white/10 bg-mocha text-cream',
      minimal: 'bg-transparent text-mocha',
    } satisfies Record<HeaderVariant, string>,
  },
  defaultVariants: { variant: 'default' },
})

export type HeaderTone = 'light' | 'dark'

export const toneOf = (variant: HeaderVariant): HeaderTone => (variant === 'dark' ? 'dark' : 'light')

/** The header's links (and the account button): see ./nav-link-variants.ts. */
export { navLinkVariants } from './nav-link-variants'
