/**
 * Cache tag names, in one place. Readers tag what they cache; Payload hooks expire the tags
 * of what changed. Time-to-live values (seconds) are SPEC §9's upper bounds.
 */
export const CACHE_TAGS = {
  siteSettings: 'site-settings',
  legal: 'legal-pages',
  stories: 'stories',
  articles: 'articles',
  authors: 'authors',
  products: 'products',
  testimonials: 'testimonials',
  sponsors: 'sponsor-pages',
  /** The /vanlife page's own text (its story groups follow `stories`). */
  vanlifePage: 'vanlife-page',
  /** Uploaded videos (their poster, title and captions). */
  videos: 'videos',
  costData: 'cost-data',
  fuelPrices: 'fuel-prices',
  /** sitemap.xml (every published post). */
  sitemap: 'sitemap',
  /** The RSS feed (latest stories and articles). */
  feed: 'feed',
  /** Every /search results page (the search index changed: a post or product published, changed or removed). */
  search: 'search',
  story: (slug: string) => `story:${slug}`,
  article: (slug: string) => `article:${slug}`,
} as const

export const CACHE_TTL = {
  default: 5 * 60,
  allPosts: 10 * 60,
  mostRecentStory: 5 * 60,
  bySlug: 15 * 60,
  missingSlug: 2 * 60,
} as const
