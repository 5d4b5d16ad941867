import { STORY_KINDS, storyKindHref } from '@/features/content'

/**
 * The site's own pages in sitemap.xml (SPEC §2), besides the posts: only pages that exist for
 * everyone (account and purchase pages are left out), and each only once its route exists
 * (tests/unit/sitemap-paths.test.ts checks every path against src/app/(site), and the crawl in
 * tests/e2e/links.spec.ts that each answers 200).
 */
export const SITEMAP_STATIC_PATHS: readonly string[] = [
  '/',
  '/stories',
  // The stories of each kind: pages of their own, with their own canonical URL.
  ...STORY_KINDS.map((kind) => storyKindHref(kind)),
  '/articles',
  '/vanlife',
  '/share-your-story',
  '/vanlife-cost-calculator',
  '/shop',
  '/link',
  '/about-trelino',
  '/about-vunked',
  '/about',
  '/contact',
  '/privacy-policy',
  '/terms',
  '/accessibility',
]
