/**
 * Cached readers of the sponsor pages (same rules as src/features/site/queries.ts): read when the
 * page is rendered, never while `next build` prerenders; as the public (overrideAccess: false);
 * cached with the tags that Payload's hooks expire when staff save the global (sponsors), a
 * testimonial (testimonials), a video (videos) or an image (media is read through the global);
 * a failed read is logged and throws (readOr): the page is not cached without its content.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { readOr } from '@/lib/safe-read'
import { getPayloadClient } from '@/payload-client'

import { selectTestimonials, type TestimonialView } from './testimonials'
import type { SponsorGlobal, SponsorSlug } from './view'

/** More than a page ever shows; the selection (./testimonials.ts) picks the three. */
const TESTIMONIALS_READ = 50

const readSponsorGlobal = unstable_cache(
  async (slug: SponsorSlug): Promise<SponsorGlobal> => {
    const payload = await getPayloadClient()
    // Depth 2: the hero image, the video and the video's poster.
    return payload.findGlobal({ slug, depth: 2, overrideAccess: false })
  },
  ['sponsors:global'],
  { tags: [CACHE_TAGS.sponsors, CACHE_TAGS.videos], revalidate: CACHE_TTL.default },
)

const readTestimonials = unstable_cache(
  async (category: SponsorGlobal['testimonialCategory']): Promise<TestimonialView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'testimonials',
      where: { categories: { in: [category] } },
      sort: '-createdAt',
      limit: TESTIMONIALS_READ,
      depth: 0,
      overrideAccess: false,
      pagination: false,
    })
    return selectTestimonials(docs, category)
  },
  ['sponsors:testimonials'],
  { tags: [CACHE_TAGS.testimonials], revalidate: CACHE_TTL.default },
)

/** The sponsor page's global (hero image, video and poster populated); null only while `next build` prerenders. */
export const getSponsorGlobal = cache(async (slug: SponsorSlug): Promise<SponsorGlobal | null> => {
  return readOr(`sponsor:${slug}`, () => readSponsorGlobal(slug), null)
})

/** The (at most three) testimonials a sponsor page shows for its category. */
export const getSponsorTestimonials = cache(
  async (category: SponsorGlobal['testimonialCategory']): Promise<TestimonialView[]> => {
    return readOr(`testimonials:${category}`, () => readTestimonials(category), [])
  },
)
