/**
 * The first staff member's to-do list on an empty live site (issue 21, live mode): what to fill in
 * before the site can open, each checked off from the database once it is done, each with the admin
 * page where it is done. Pure: the facts are read by ./read-facts.ts.
 */

/** What the checklist needs to know, as read from the database. */
export type SetupFacts = {
  settings: {
    productName?: string | null
    tagline?: string | null
    contact?: { generalEmail?: string | null; privacyEmail?: string | null; storiesEmail?: string | null } | null
    socials?: { instagram?: string | null; linkedin?: string | null; youtube?: string | null } | null
  }
  /** Sections of each legal document (a saved document has at least one). */
  legalSections: { privacyPolicy: number; terms: number }
  /** Published stories and articles together. */
  publishedPosts: number
  products: number
  /** Each sponsor page's brand name, once its page was saved. */
  sponsorBrands: { vunked?: string | null; trelino?: string | null }
}

export type SetupItemKey =
  'site-settings' | 'privacy-policy' | 'terms' | 'first-post' | 'products' | 'sponsor-vunked' | 'sponsor-trelino'

export type SetupItem = {
  key: SetupItemKey
  label: string
  /** What "done" means, shown under the label. */
  hint: string
  done: boolean
  /** Where it is done: a path under the admin route. */
  path: `/${string}`
}

function filled(value: string | null | undefined): boolean {
  return Boolean(value?.trim())
}

export function setupChecklist(facts: SetupFacts): SetupItem[] {
  const { settings } = facts
  const contact = settings.contact ?? {}
  const socials = settings.socials ?? {}
  return [
    {
      key: 'site-settings',
      label: 'Site settings',
      hint: 'The site name, tagline, the general, privacy and stories email addresses, and at least one social link.',
      done:
        filled(settings.productName) &&
        filled(settings.tagline) &&
        filled(contact.generalEmail) &&
        filled(contact.privacyEmail) &&
        filled(contact.storiesEmail) &&
        (filled(socials.instagram) || filled(socials.linkedin) || filled(socials.youtube)),
      path: '/globals/site-settings',
    },
    {
      key: 'privacy-policy',
      label: 'Privacy Policy',
      hint: 'Its title, effective date and sections.',
      done: facts.legalSections.privacyPolicy > 0,
      path: '/globals/privacy-policy',
    },
    {
      key: 'terms',
      label: 'Terms of Service',
      hint: 'Its title, effective date and sections.',
      done: facts.legalSections.terms > 0,
      path: '/globals/terms',
    },
    {
      key: 'first-post',
      label: 'Your first story or article',
      hint: 'Published, so that the home page and the lists have something to show.',
      done: facts.publishedPosts > 0,
      path: '/collections/stories/create',
    },
    {
      key: 'products',
      label: 'Products',
      hint: 'At least one product for the shop, with its price, sizes and stock.',
      done: facts.products > 0,
      path: '/collections/products/create',
    },
    {
      key: 'sponsor-vunked',
      label: 'Electrics sponsor page',
      hint: 'The page at /about-vunked.',
      done: filled(facts.sponsorBrands.vunked),
      path: '/globals/sponsor-vunked',
    },
    {
      key: 'sponsor-trelino',
      label: 'Toilet partner page',
      hint: 'The page at /about-trelino.',
      done: filled(facts.sponsorBrands.trelino),
      path: '/globals/sponsor-trelino',
    },
  ]
}

/** The panel shows while anything is missing. */
export function setupIncomplete(items: readonly SetupItem[]): boolean {
  return items.some((item) => !item.done)
}
