/**
 * A post as the lists show it (SPEC §2 "Story card"): the few fields a card needs, images
 * resolved. Pure: turns a story or article read with the card selection into a PostSummary.
 */
import { type SiteImage, toSiteImage } from '@/lib/media'
import type { Author, Media, Story } from '@/payload-types'

import { illustrationFor } from '@/lib/illustrations/post-illustration'

export type PostSummaryKind = 'story' | 'article'

export type PostSummary = {
  kind: PostSummaryKind
  id: number
  title: string
  excerpt: string
  slug: string
  /** ISO date; empty when the stored value is not a date. */
  publishDate: string
  /** The featured image in its 4:3 card size, or the post's illustration when it has none. */
  image: SiteImage
  /** The portrait version (3:4), shown on phones and on forced-portrait cards. */
  portraitImage: SiteImage | null
  /** Where the story's vanlifer is; null for articles. */
  location: string | null
  author: { name: string; image: SiteImage | null }
  vanlifeType: Story['vanlifeType'] | null
}

type Upload = number | Media | null | undefined

/** The fields both kinds share, as read with the card selection. */
type CardFields = {
  id: number
  title: string
  excerpt: string
  slug: string
  publishDate: string
  featuredImage?: Upload
  featuredImagePortrait?: Upload
}

export type StoryCardDoc = CardFields & {
  vanlifeType?: Story['vanlifeType'] | null
  author?: { name?: string | null; location?: string | null; image?: Upload } | null
}

export type ArticleCardDoc = CardFields & {
  author?: number | Pick<Author, 'name' | 'image'> | null
}

export type PostCardDoc = { kind: 'story'; doc: StoryCardDoc } | { kind: 'article'; doc: ArticleCardDoc }

/** Fields of every card; the lists select exactly these (plus the kind's own below). */
export const CARD_SELECT = {
  title: true,
  excerpt: true,
  slug: true,
  publishDate: true,
  featuredImage: true,
  featuredImagePortrait: true,
} as const

export const STORY_CARD_SELECT = {
  ...CARD_SELECT,
  vanlifeType: true,
  author: { name: true, location: true, image: true },
} as const

export const ARTICLE_CARD_SELECT = { ...CARD_SELECT, author: true } as const

/** What populated uploads and authors carry into a card (Payload `populate`). */
export const CARD_POPULATE = {
  media: { alt: true, url: true, filename: true, width: true, height: true, focalX: true, focalY: true, sizes: true },
  authors: { name: true, image: true },
} as const

function toIsoDate(value: string | null | undefined): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : date.toISOString()
}

const trimmed = (value: string | null | undefined): string => value?.trim() ?? ''

function storyAuthor(doc: StoryCardDoc): Pick<PostSummary, 'author' | 'location'> {
  const name = trimmed(doc.author?.name)
  return {
    author: { name, image: toSiteImage(doc.author?.image, 'avatar', name) },
    location: trimmed(doc.author?.location) || null,
  }
}

function articleAuthor(doc: ArticleCardDoc): Pick<PostSummary, 'author' | 'location'> {
  const author = doc.author && typeof doc.author === 'object' ? doc.author : null
  const name = trimmed(author?.name)
  return { author: { name, image: toSiteImage(author?.image, 'avatar', name) }, location: null }
}

/** The card values of a story or an article read with STORY_/ARTICLE_CARD_SELECT. */
export function toPostSummary(input: PostCardDoc): PostSummary {
  const { doc } = input
  const people = input.kind === 'story' ? storyAuthor(input.doc) : articleAuthor(input.doc)
  return {
    kind: input.kind,
    id: doc.id,
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    slug: doc.slug,
    publishDate: toIsoDate(doc.publishDate),
    image: toSiteImage(doc.featuredImage, 'featured', doc.title) ?? illustrationFor(doc.slug),
    portraitImage: toSiteImage(doc.featuredImagePortrait, 'portrait', doc.title),
    ...people,
    vanlifeType: input.kind === 'story' ? (input.doc.vanlifeType ?? null) : null,
  }
}

/** The people of the newest stories, each once, those with a picture first (the home hero's faces). */
export function communityFaces(posts: PostSummary[], count: number): PostSummary['author'][] {
  const byName = new Map<string, PostSummary['author']>()
  for (const { author } of posts) {
    if (author.name && !byName.has(author.name)) byName.set(author.name, author)
  }
  const people = [...byName.values()]
  return [...people.filter((author) => author.image), ...people.filter((author) => !author.image)].slice(0, count)
}
