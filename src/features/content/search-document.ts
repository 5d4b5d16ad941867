/**
 * Stories and articles as the search index reads them (issue 25): the search slice keeps them in
 * its index through the hooks wired in the collections (searchIndexing). Pure.
 */
import { type SearchImage, searchImageOf, type SearchSourceDocument } from '@/features/search'
import { illustrationFor } from '@/lib/illustrations/post-illustration'
import { toSiteImage } from '@/lib/media'
import type { Article, Media, Story } from '@/payload-types'

import { postSearchText } from './body/search-text'
import { storyKindsOf } from './story-kinds'

/** What toSiteImage reads of an image. */
const IMAGE_FIELDS = {
  url: true,
  filename: true,
  alt: true,
  width: true,
  height: true,
  sizes: true,
  focalX: true,
  focalY: true,
} as const

/** The fields of a story or article the search reads, and of its image and author. */
const POST_FIELDS = {
  title: true,
  slug: true,
  excerpt: true,
  content: true,
  legacyContent: true,
  isHtml: true,
  publishDate: true,
  featuredImage: true,
  _status: true,
} as const

export const STORY_SEARCH_READ = {
  select: { ...POST_FIELDS, author: { name: true, location: true }, vanlifeType: true, rigType: true },
  populate: { media: IMAGE_FIELDS },
} as const

export const ARTICLE_SEARCH_READ = {
  select: { ...POST_FIELDS, author: true },
  populate: { media: IMAGE_FIELDS, authors: { name: true } },
} as const

/** A result's picture: the featured image's small square (150×150), or the post's illustration. */
function resultImage(image: number | Media | null | undefined, slug: string, title: string): SearchImage | null {
  return searchImageOf(toSiteImage(image, 'avatar', title) ?? illustrationFor(slug))
}

function isoDate(value: string | null | undefined): string | null {
  const date = value ? new Date(value) : null
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null
}

export function storySearchDocument(story: Story): SearchSourceDocument {
  return {
    kind: 'story',
    id: String(story.id),
    href: `/${story.slug}`,
    title: story.title,
    excerpt: story.excerpt ?? '',
    people: [story.author?.name, story.author?.location].filter(Boolean).join(' · '),
    body: postSearchText(story),
    date: isoDate(story.publishDate),
    priceCents: null,
    image: resultImage(story.featuredImage, story.slug, story.title),
    storyKinds: storyKindsOf(story),
  }
}

export function articleSearchDocument(article: Article): SearchSourceDocument {
  const author = article.author && typeof article.author === 'object' ? article.author : null
  return {
    kind: 'article',
    id: String(article.id),
    href: `/${article.slug}`,
    title: article.title,
    excerpt: article.excerpt ?? '',
    people: author?.name ?? '',
    body: postSearchText(article),
    date: isoDate(article.publishDate),
    priceCents: null,
    image: resultImage(article.featuredImage, article.slug, article.title),
    storyKinds: [],
  }
}
