/**
 * The site's navigation, in one place (SPEC §2 "Header and footer", plus Shop: SPEC lists /shop
 * among the routes but no link to it, and a shop nobody can reach sells nothing; issue 21).
 */
export type NavLink = {
  href: string
  label: string
  /** Label in the mobile menu, when different. */ mobileLabel?: string
}

export const HEADER_LINKS: readonly NavLink[] = [
  { href: '/stories', label: 'Stories' },
  { href: '/about-vunked', label: 'Vunked' },
  { href: '/about-trelino', label: 'Trelino' },
  { href: '/share-your-story', label: 'Share Story', mobileLabel: 'Share Your Story' },
  { href: '/shop', label: 'Shop' },
]

export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/contact', label: 'Contact' },
      { href: '/shop', label: 'Shop' },
      { href: '/share-your-story', label: 'Share Your Story' },
      { href: '/terms', label: 'Terms of Service' },
    ],
  },
  {
    title: 'Partners',
    links: [
      { href: '/about-vunked', label: 'Vunked' },
      { href: '/about-trelino', label: 'Trelino' },
    ],
  },
  {
    title: 'Stories',
    links: [
      { href: '/stories', label: 'All Stories' },
      { href: '/vanlife', label: 'What is Vanlife?' },
      { href: '/articles', label: 'Blog' },
      { href: '/vanlife-cost-calculator', label: 'Cost Calculator' },
      { href: '/link', label: 'Link in bio' },
    ],
  },
]
