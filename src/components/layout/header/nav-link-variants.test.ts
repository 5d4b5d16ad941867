import { cva } from 'class-variance-authority'
import { describe, expect, it } from 'vitest'

import { navLinkVariants } from './nav-link-variants'

// What the header's links were given before (cva), for both tones and the default.
const before = cva('nav-link', {
  variants: { tone: { light: 'nav-link-light', dark: 'nav-link-dark' } },
  defaultVariants: { tone: 'light' },
})

describe('navLinkVariants', () => {
  it('gives the classes cva gave', () => {
    expect(navLinkVariants({ tone: 'light' })).toBe(before({ tone: 'light' }))
    expect(navLinkVariants({ tone: 'dark' })).toBe(before({ tone: 'dark' }))
    expect(navLinkVariants()).toBe(before())
  })
})
