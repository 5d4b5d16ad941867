import { cva } from 'class-variance-authority'

/**
 * The button's classes, apart from the Button component: client code that every page loads (the
 * error boundaries' PageError) styles its buttons with them without Radix Slot and tailwind-merge
 * (ADR 0012, ADR 0030). The classes never conflict, so cn() would return the same string.
 */
export const buttonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap',
    // `btn` (globals.css): transition-colors duration-150 disabled:pointer-events-none
    // disabled:opacity-50 focus-visible:outline-none and the [&_svg] sizing, as one class (ADR
    // 0030). Only utilities no variant and no caller's className overrides: tailwind-merge cannot
    // see inside a class, so an override of one of them would depend on the stylesheet's order.
    'btn',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  ],
  {
    variants: {
      variant: {
        /** Quiet dark button: mocha on light backgrounds. */
        default: 'bg-mocha text-cream hover:bg-mocha-light',
        /** The call to action: burnt orange. */
        primary: 'bg-burnt text-white shadow-sm hover:bg-burnt-dark',
        /** Call to action on dark (mocha, photo) backgrounds. */
        'primary-onDark':
          'bg-burnt text-white shadow-sm hover:bg-burnt-dark focus-visible:ring-cream focus-visible:ring-offset-mocha',
        secondary: 'bg-sand text-mocha hover:bg-sand-dark',
        /** Secondary action on dark backgrounds: outlined in cream. */
        'secondary-onDark':
          'border border-cream/80 bg-transparent text-cream hover:bg-cream hover:text-mocha focus-visible:ring-cream focus-visible:ring-offset-mocha',
        outline: 'border border-input bg-transparent text-mocha hover:bg-sand',
        ghost: 'text-mocha hover:bg-sand',
        link: 'rounded-sm px-0 text-burnt underline-offset-4 hover:underline',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        default: 'h-11 px-6 text-sm',
        lg: 'h-12 px-8 text-base',
        icon: 'size-11',
        'icon-sm': 'size-9',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'default', size: 'default' },
  },
)
