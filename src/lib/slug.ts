/**
 * Slug rules for posts served at /{slug}. Pure, so the admin, the importer and the tests
 * share one definition.
 */

/** Lowercase words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX_LENGTH = 96

/**
 * Paths the site (or the framework) already owns. A post with one of these slugs would be
 * unreachable or would shadow a real page.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'auth',
  'profile',
  'account',
  'orders',
  'stories',
  'articles',
  'share-your-story',
  'link',
  'about-vunked',
  'about-trelino',
  'bad-request',
  'illustrations',
  'checkout-simulator',
  'privacy-policy',
  'terms',
  'accessibility',
  'about',
  'contact',
  'vanlife-cost-calculator',
  'vanlife',
  'shop',
  'search',
  'checkout',
  'payment',
  'order-confirmation',
  'not-found',
  'newsletter',
  'media',
  'og-image',
  'favicon',
  'robots',
  'sitemap',
  'feed',
])

/** Turns a title into a slug: ASCII-folded, lowercase, hyphen-separated, length-capped. */
export function slugify(input: string): string {
  return input
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, '')
}

export type SlugCheck = { ok: true } | { ok: false; message: string }

/** Checks format and reservation; uniqueness needs the database and is checked by the field. */
export function checkSlug(slug: unknown): SlugCheck {
  if (typeof slug !== 'string' || slug.length === 0) return { ok: false, message: 'A slug is required.' }
  if (slug.length > SLUG_MAX_LENGTH) {
    return { ok: false, message: `A slug can be at most ${SLUG_MAX_LENGTH} characters.` }
  }
  if (!SLUG_PATTERN.test(slug)) {
    return {
      ok: false,
      message: 'Use lowercase letters, digits and single hyphens only (for example "life-on-the-road").',
    }
  }
  if (RESERVED_SLUGS.has(slug)) {
    return { ok: false, message: `"${slug}" is reserved for a page of the site. Choose another slug.` }
  }
  return { ok: true }
}
