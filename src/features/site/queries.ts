/**
 * Cached readers for the site shell and its static pages. Every reader:
 * - is read when a page is rendered (on demand, then kept in Next's route cache, ADR 0011);
 *   while `next build` prerenders it returns its fallback unread (there is no database then);
 * - reads through Payload's Local API as the public (overrideAccess: false);
 * - is cached with a tag (expired by Payload hooks on save) and a time-to-live (SPEC §9);
 * - throws ContentUnavailableError when the read fails (logged; src/lib/safe-read.ts): the page is
 *   then neither cached nor sent as public, the last good one is served instead (ADR 0026), and
 *   the next request tries again.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { illustrationFor } from '@/lib/illustrations/post-illustration'
import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { type SiteImage, toSiteImage } from '@/lib/media'
import type { MetadataSite } from '@/lib/metadata'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'
import type { AccessibilityStatement, PrivacyPolicy, SiteSetting, Term } from '@/payload-types'

import { type SiteInfo, toSiteInfo } from './site-info'

export type LegalSlug = 'privacy-policy' | 'terms' | 'accessibility-statement'
export type LegalDocumentData = PrivacyPolicy | Term | AccessibilityStatement

/** SPEC §3 "Latest story", with images resolved. */
export type LatestStory = {
  title: string
  excerpt: string
  slug: string
  /** ISO date. */
  publishDate: string
  /** The featured image, or the story's illustration when it has none. */
  featuredImage: SiteImage
  author: { name: string; location: string | null; image: SiteImage | null }
}

const readSiteSettings = unstable_cache(
  async (): Promise<SiteSetting> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: false })
  },
  ['site:site-settings'],
  { tags: [CACHE_TAGS.siteSettings], revalidate: CACHE_TTL.default },
)

const readLegalDocument = unstable_cache(
  async (slug: LegalSlug): Promise<LegalDocumentData> => {
    const payload = await getPayloadClient()
    return payload.findGlobal({ slug, depth: 0, overrideAccess: false })
  },
  ['site:legal-document'],
  { tags: [CACHE_TAGS.legal], revalidate: CACHE_TTL.default },
)

const readLatestStory = unstable_cache(
  async (): Promise<LatestStory | null> => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'stories',
      where: { _status: { equals: 'published' } },
      sort: '-publishDate',
      limit: 1,
      depth: 1,
      draft: false,
      overrideAccess: false,
      pagination: false,
      select: { title: true, excerpt: true, slug: true, publishDate: true, featuredImage: true, author: true },
    })
    const story = result.docs[0]
    if (!story) return null
    return {
      title: story.title,
      excerpt: story.excerpt,
      slug: story.slug,
      publishDate: story.publishDate,
      featuredImage: toSiteImage(story.featuredImage, 'featured', story.title) ?? illustrationFor(story.slug),
      author: {
        name: story.author?.name ?? '',
        location: story.author?.location?.trim() || null,
        image: toSiteImage(story.author?.image, 'avatar', story.author?.name ?? ''),
      },
    }
  },
  ['site:latest-story'],
  { tags: [CACHE_TAGS.stories], revalidate: CACHE_TTL.mostRecentStory },
)

/** The site settings global with images populated (null only while `next build` prerenders). */
export const getSiteSettings = cache(async (): Promise<SiteSetting | null> => {
  return readOr('site-settings', readSiteSettings, null)
})

/** The site settings normalised for rendering, with generic fallbacks for empty values. */
export const getSiteInfo = cache(async (): Promise<SiteInfo> => toSiteInfo(await getSiteSettings()))

/** What buildMetadata needs about the site. */
export async function getMetadataSite(): Promise<MetadataSite> {
  const site = await getSiteInfo()
  return { productName: site.productName, description: site.description, siteUrl: env.siteUrl }
}

/** The Privacy Policy, Terms of Service or Accessibility Statement global (null only while `next build` prerenders). */
export const getLegalDocument = cache(async (slug: LegalSlug): Promise<LegalDocumentData | null> => {
  return readOr(`legal:${slug}`, () => readLegalDocument(slug), null)
})

/** The newest published story by publish date, or null when there is none. */
export const getLatestStory = cache(async (): Promise<LatestStory | null> => {
  return readOr('latest-story', readLatestStory, null)
})
