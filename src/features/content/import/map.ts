/**
 * Maps a validated export document to the data Payload stores for it. Pure: the media ids and
 * the article's author id are resolved by the caller (see images.ts and run.ts).
 *
 * The imported body is kept as given (`legacyContent`: HTML string or portable-text blocks, with
 * `isHtml`); the Lexical `content` is never written, so an editor's rewrite survives a re-import.
 */
import type { RequiredDataFromCollectionSlug } from 'payload'

import { httpsUrl, SOCIAL_PLATFORMS } from '@/cms/fields/socialLinks'
import { checkSlug, slugify } from '@/lib/slug'

import type { ArticleDoc, AuthorDoc, ImageRef, StoryDoc } from './parse'
import { describeFound, refusal } from './refusal'

export type StoryData = RequiredDataFromCollectionSlug<'stories'>
export type ArticleData = RequiredDataFromCollectionSlug<'articles'>
export type AuthorData = RequiredDataFromCollectionSlug<'authors'>

export type Mapped<T> = { ok: true; data: T; warnings: string[] } | { ok: false; message: string }

type Platform = (typeof SOCIAL_PLATFORMS)[number]
type SocialLink = { platform: Platform; url: string }

/** Media fields of a document to resolve before mapping it. */
export interface ImageSlot {
  field: 'featuredImage' | 'featuredImagePortrait' | 'author.image' | 'image'
  ref: ImageRef
  /** Alt text when the reference has none. */
  alt: string
}

export type ImageIds = Partial<Record<ImageSlot['field'], number | null>>

/** The document's slug ({current} or a string), or one made from its title; checked by the site's rules. */
export function resolveSlug(
  slug: string | undefined,
  title: string,
): { ok: true; slug: string } | { ok: false; message: string } {
  const candidate = slug ?? slugify(title)
  const check = checkSlug(candidate)
  if (check.ok) return { ok: true, slug: candidate }
  const found = slug === undefined ? `${describeFound(candidate)} (made from the title)` : describeFound(candidate)
  return { ok: false, message: refusal('slug', `a usable slug (${check.message})`, found) }
}

/** An ISO timestamp from the document's publishDate (or, failing that, its creation date). */
export function toIsoDate(value: string | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

const PLATFORM_ALIASES: Record<string, Platform> = {
  twitter: 'X',
  x: 'X',
  web: 'Website',
  site: 'Website',
  blog: 'Website',
}

/** The site's platform label for an old platform name ("instagram", "twitter"...), else null. */
export function normalizePlatform(name: string): Platform | null {
  const lower = name.trim().toLowerCase()
  const known = SOCIAL_PLATFORMS.find((platform) => platform.toLowerCase() === lower)
  return known ?? PLATFORM_ALIASES[lower] ?? null
}

/** Social links the site can show; the others are dropped with a warning. */
export function mapSocialLinks(links: { platform: string; url: string }[], warnings: string[]): SocialLink[] {
  const kept: SocialLink[] = []
  for (const link of links) {
    const platform = normalizePlatform(link.platform)
    if (!platform) warnings.push(`social link platform "${link.platform}" is not supported; link dropped`)
    else if (httpsUrl(link.url) !== true) warnings.push(`social link "${link.url}" is not a web address; link dropped`)
    else kept.push({ platform, url: link.url })
  }
  return kept
}

/** The post's own images: featured and portrait, each when the export names one. */
function postImageSlots(doc: StoryDoc | ArticleDoc): ImageSlot[] {
  const slots: ImageSlot[] = []
  if (doc.featuredImage) slots.push({ field: 'featuredImage', ref: doc.featuredImage, alt: doc.title })
  if (doc.featuredImagePortrait) {
    slots.push({ field: 'featuredImagePortrait', ref: doc.featuredImagePortrait, alt: doc.title })
  }
  return slots
}

/**
 * The images of a story: featured, portrait and the vanlifer's portrait. None is required: an image
 * that cannot be read is left empty with a warning, and the site shows its illustration instead.
 */
export function storyImageSlots(doc: StoryDoc): ImageSlot[] {
  const slots = postImageSlots(doc)
  if (doc.author.image) {
    slots.push({ field: 'author.image', ref: doc.author.image, alt: `Portrait of ${doc.author.name}` })
  }
  return slots
}

export function articleImageSlots(doc: ArticleDoc): ImageSlot[] {
  return postImageSlots(doc)
}

export function authorImageSlots(doc: AuthorDoc): ImageSlot[] {
  return doc.image ? [{ field: 'image', ref: doc.image, alt: `Portrait of ${doc.name}` }] : []
}

type PostCommon = Pick<
  StoryData,
  | 'title'
  | 'slug'
  | 'excerpt'
  | 'featuredImage'
  | 'featuredImagePortrait'
  | 'metaTitle'
  | 'metaDescription'
  | 'publishDate'
  | 'readTime'
  | 'legacyContent'
  | 'isHtml'
  | 'sourceId'
  | '_status'
>

function mapPostCommon(doc: StoryDoc | ArticleDoc, images: ImageIds): Mapped<PostCommon> {
  const slug = resolveSlug(doc.slug, doc.title)
  if (!slug.ok) return slug
  const publishDate = toIsoDate(doc.publishDate ?? doc._createdAt)
  if (!publishDate) {
    const field = doc.publishDate === undefined && doc._createdAt !== undefined ? '_createdAt' : 'publishDate'
    const expected = 'a date such as "2024-01-05" or "January 5, 2024" (publishDate, else _createdAt)'
    return { ok: false, message: refusal(field, expected, describeFound(doc.publishDate ?? doc._createdAt)) }
  }
  return {
    ok: true,
    warnings: [],
    data: {
      title: doc.title,
      slug: slug.slug,
      excerpt: doc.excerpt,
      // Only the images the export gives: a re-import never clears one an editor added since.
      ...(images.featuredImage ? { featuredImage: images.featuredImage } : {}),
      ...(images.featuredImagePortrait ? { featuredImagePortrait: images.featuredImagePortrait } : {}),
      metaTitle: doc.metaTitle ?? null,
      metaDescription: doc.metaDescription ?? null,
      publishDate,
      readTime: doc.readTime ?? null,
      legacyContent: doc.content as StoryData['legacyContent'],
      isHtml: doc.isHtml,
      sourceId: doc._id,
      _status: 'published',
    },
  }
}

function mapVanSetup(doc: StoryDoc): StoryData['vanSetup'] {
  const setup = doc.vanlifeType === 'org' ? undefined : doc.vanSetup
  return {
    vehicleYear: setup?.vehicleYear ?? null,
    vehicleMake: setup?.vehicleMake ?? null,
    vehicleModel: setup?.vehicleModel ?? null,
    electricSystem: setup?.electricSystem ?? null,
    waterSystem: setup?.waterSystem ?? null,
    amenities: (setup?.amenities ?? []).map((item) => ({ item })),
    specifications: (setup?.specifications ?? []).map(({ label, value }) => ({ label, value })),
  }
}

/** A story with its vanlifer embedded in the `author` group. */
export function mapStory(doc: StoryDoc, images: ImageIds): Mapped<StoryData> {
  const common = mapPostCommon(doc, images)
  if (!common.ok) return common
  const warnings: string[] = []
  const data: StoryData = {
    ...common.data,
    vanlifeType: doc.vanlifeType,
    rigType: doc.rigType,
    author: {
      name: doc.author.name,
      location: doc.author.location ?? null,
      bio: doc.author.bio ?? null,
      image: images['author.image'] ?? null,
      socialLinks: mapSocialLinks(doc.author.socialLinks, warnings),
    },
    vanSetup: mapVanSetup(doc),
  }
  return { ok: true, data, warnings }
}

/** An article; `authorId` is the id of the `authors` document its authorId names, or null. */
export function mapArticle(doc: ArticleDoc, images: ImageIds, authorId: number | null): Mapped<ArticleData> {
  const common = mapPostCommon(doc, images)
  if (!common.ok) return common
  const warnings: string[] = []
  if (authorId === null) warnings.push(`author "${doc.authorId}" not found; the article shows "Unknown Author"`)
  let canonicalUrl = doc.canonicalUrl ?? null
  if (canonicalUrl && httpsUrl(canonicalUrl) !== true) {
    warnings.push(`canonicalUrl "${canonicalUrl}" is not a web address; dropped`)
    canonicalUrl = null
  }
  const data: ArticleData = {
    ...common.data,
    featuredImageCredit: doc.featuredImageCredit ?? null,
    canonicalUrl,
    author: authorId,
  }
  return { ok: true, data, warnings }
}

/** An author profile, keyed by its export id ("default-author", "author-{name}"). */
export function mapAuthor(doc: AuthorDoc, images: ImageIds): Mapped<AuthorData> {
  const warnings: string[] = []
  const data: AuthorData = {
    key: doc._id,
    name: doc.name,
    bio: doc.bio ?? null,
    location: doc.location ?? null,
    image: images.image ?? null,
    socialLinks: mapSocialLinks(doc.socialLinks, warnings),
  }
  return { ok: true, data, warnings }
}
