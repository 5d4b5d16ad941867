/**
 * The post at /{slug} (SPEC §2 "Dynamic post"): an article first, then a story.
 *
 * Public reads are cached in two steps so that both SPEC §9 time-to-live values hold:
 * - which collection has the slug (or that none has it) is cached for CACHE_TTL.missingSlug,
 *   so a missing slug is remembered for 2 minutes at most;
 * - the post itself is cached for CACHE_TTL.bySlug (15 minutes).
 * Both are tagged with the slug's tags and the list tags, which the Payload hooks expire on save.
 * A lookup error is logged and thrown (readOr): never a 404, so a published post is not cached as
 * missing because the database hiccuped (ADR 0026).
 *
 * In draft mode (preview, staff only) the cache is bypassed and the newest draft is read as the
 * signed-in staff user.
 */
import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaffUser } from '@/cms/access'
import { CACHE_TAGS, CACHE_TTL } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { readOr } from '@/lib/safe-read'
import { checkSlug } from '@/lib/slug'
import { getPayloadClient } from '@/payload-client'

import { findPublishedPostKind, type PostKind, type PostResult, readPost, readPostBySlug } from './post/read-post'

export type { PostKind, PostResult } from './post/read-post'

/** Every tag a cached read about `slug` depends on. */
export function postCacheTags(slug: string): string[] {
  return [
    CACHE_TAGS.article(slug),
    CACHE_TAGS.story(slug),
    CACHE_TAGS.articles,
    CACHE_TAGS.stories,
    CACHE_TAGS.authors,
    // A body's video block shows the video's title, poster and captions.
    CACHE_TAGS.videos,
  ]
}

function cachedKind(slug: string): Promise<PostKind | null> {
  return unstable_cache(async () => findPublishedPostKind(await getPayloadClient(), slug), ['post:kind', slug], {
    tags: postCacheTags(slug),
    revalidate: CACHE_TTL.missingSlug,
  })()
}

function cachedPost(kind: PostKind, slug: string): Promise<PostResult | null> {
  return unstable_cache(async () => readPost(await getPayloadClient(), kind, slug), ['post:doc', kind, slug], {
    tags: postCacheTags(slug),
    revalidate: CACHE_TTL.bySlug,
  })()
}

async function readPublished(slug: string): Promise<PostResult | null> {
  const kind = await cachedKind(slug)
  return kind ? cachedPost(kind, slug) : null
}

/** The newest draft as the request's staff user (the public version for anybody else). */
async function readDraft(slug: string): Promise<PostResult | null> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const staff = isStaffUser(user) ? user : null
  return readPostBySlug(payload, slug, { draft: staff !== null, user: staff })
}

/**
 * The published post with this slug (the draft in preview mode), or null when there is none or
 * the slug cannot be a post's. Throws ContentUnavailableError when the lookup failed.
 */
export const getPostBySlug = cache(async (slug: string): Promise<PostResult | null> => {
  if (!checkSlug(slug).ok || env.isBuildPhase) return null
  // Draft mode (staff preview) renders per request, bypassing the route cache.
  const { isEnabled: preview } = await draftMode()
  return readOr(`post:${slug}`, () => (preview ? readDraft(slug) : readPublished(slug)), null)
})

/**
 * Which collection serves the slug, or null (same rules as getPostBySlug). Cheaper than the post
 * itself: the [slug] layout uses it to answer 404 before the page starts streaming.
 */
export const getPostKind = cache(async (slug: string): Promise<PostKind | null> => {
  if (!checkSlug(slug).ok || env.isBuildPhase) return null
  if ((await draftMode()).isEnabled) return (await getPostBySlug(slug))?.kind ?? null
  return readOr(`post-kind:${slug}`, () => cachedKind(slug), null)
})

/** True when the request is in draft mode (the preview bar shows). */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled
}
