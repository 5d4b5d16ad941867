/**
 * The site's navigation, in one place (SPEC §2 "Header and footer", plus Shop: SPEC lists /shop
 * among the routes but no link to it, and a shop nobody can reach sells nothing; issue 21).
 */
export type NavLink = {
  href: string
  label: string
  /** Label in the mobile menu, when different. */ mobileLabel?: string
  /**
   * A route visitors rarely take: prefetched on intent (hover, focus, touch) rather than when its
   * link is on screen (IntentLink, ADR 0030), so a first visit does not download its code.
   */
  rare?: true
}

export const HEADER_LINKS: readonly NavLink[] = [
  { href: '/stories', label: 'Stories' },
  { href: '/about-vunked', label: 'Vunked', rare: true },
  { href: '/about-trelino', label: 'Trelino', rare: true },
  { href: '/share-your-story', label: 'Share Story', mobileLabel: 'Share Your Story', rare: true },
  { href: '/shop', label: 'Shop' },
]

export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Company',
    links: [
      { href: '/about', label: 'About' },
      { href: '/contact', label: 'Contact', rare: true },
      { href: '/shop', label: 'Shop' },
      { href: '/share-your-story', label: 'Share Your Story', rare: true },
      { href: '/terms', label: 'Terms of Service', rare: true },
      { href: '/accessibility', label: 'Accessibility', rare: true },
    ],
  },
  {
    title: 'Partners',
    links: [
      { href: '/about-vunked', label: 'Vunked', rare: true },
      { href: '/about-trelino', label: 'Trelino', rare: true },
    ],
  },
  {
    title: 'Stories',
    links: [
      { href: '/stories', label: 'All Stories' },
      { href: '/vanlife', label: 'What is Vanlife?' },
      { href: '/articles', label: 'Blog' },
      { href: '/vanlife-cost-calculator', label: 'Cost Calculator' },
      { href: '/link', label: 'Link in bio', rare: true },
    ],
  },
]
