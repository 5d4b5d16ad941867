import type { HeaderTone } from './header-variants'

/**
 * The header's links (and the account button): classes defined in globals.css (ADR 0030). A plain
 * function, not cva, so the header's client islands load no class-variance-authority; it returns
 * what `cva('nav-link', { variants: { tone: { light: 'nav-link-light', dark: 'nav-link-dark' } } })` did.
 */
export function navLinkVariants({ tone = 'light' }: { tone?: HeaderTone } = {}): string {
  return tone === 'dark' ? 'nav-link nav-link-dark' : 'nav-link nav-link-light'
}
