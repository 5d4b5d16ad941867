/** The stories and articles of a newsletter issue, read from the CMS as email-ready entries. */
import 'server-only'

import type { Payload, PayloadRequest, Where } from 'payload'

import { env } from '@/lib/env'
import { absoluteUrl } from '@/lib/metadata'
import type { Article, Author, Media, Story } from '@/payload-types'

import { DIGEST_LIMITS, type DigestWindow, selectDigest } from './select'

export interface DigestEntry {
  id: number
  kind: 'story' | 'article'
  title: string
  excerpt: string
  /** Absolute link to the page, `${siteUrl}/${slug}`. */
  url: string
  /** Absolute URL of the featured image (its 800×600 "featured" size when generated). */
  imageUrl: string | null
  imageAlt: string
  /** Stories: "name · location"; articles: the author's name. */
  byline: string | null
  publishDate: string
}

export interface DigestContent {
  stories: DigestEntry[]
  articles: DigestEntry[]
}

const PUBLISHED: Where = { _status: { equals: 'published' } }

function featuredImage(media: number | Media | null | undefined): { url: string; alt: string } | null {
  if (!media || typeof media !== 'object') return null
  const path = media.sizes?.featured?.url ?? media.url
  return path ? { url: absoluteUrl(path, env.siteUrl), alt: media.alt } : null
}

function entry(post: Story | Article, kind: DigestEntry['kind'], byline: string | null): DigestEntry {
  const image = featuredImage(post.featuredImage)
  return {
    id: post.id,
    kind,
    title: post.title,
    excerpt: post.excerpt,
    url: absoluteUrl(`/${post.slug ?? ''}`, env.siteUrl),
    imageUrl: image?.url ?? null,
    imageAlt: image?.alt || post.title,
    byline,
    publishDate: post.publishDate,
  }
}

export function storyEntry(story: Story): DigestEntry {
  const byline = [story.author?.name, story.author?.location]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' · ')
  return entry(story, 'story', byline || null)
}

export function articleEntry(article: Article): DigestEntry {
  const author = article.author && typeof article.author === 'object' ? (article.author as Author) : null
  return entry(article, 'article', author?.name?.trim() || null)
}

function windowWhere(window: DigestWindow): Where {
  return {
    and: [
      PUBLISHED,
      { publishDate: { greater_than: window.start.toISOString() } },
      { publishDate: { less_than_equal: window.end.toISOString() } },
    ],
  }
}

/** The newest published stories and articles of the window (at most DIGEST_LIMITS of each). */
export async function findDigestContent(
  payload: Payload,
  window: DigestWindow,
  req?: PayloadRequest,
): Promise<DigestContent> {
  const query = {
    where: windowWhere(window),
    sort: '-publishDate',
    depth: 1,
    overrideAccess: true,
    req,
  } as const
  const [stories, articles] = await Promise.all([
    payload.find({
      collection: 'stories',
      ...query,
      limit: DIGEST_LIMITS.stories,
    }),
    payload.find({
      collection: 'articles',
      ...query,
      limit: DIGEST_LIMITS.articles,
    }),
  ])
  const selection = selectDigest({ stories: stories.docs, articles: articles.docs }, window)
  return {
    stories: selection.stories.map(storyEntry),
    articles: selection.articles.map(articleEntry),
  }
}

function relationIds(values: readonly (number | { id: number })[] | null | undefined): number[] {
  return (values ?? []).map((value) => (typeof value === 'object' ? value.id : value))
}

/**
 * The content recorded on an issue, read again (a resumed send mails what the issue was created
 * with). Items unpublished or deleted since are left out.
 */
export async function loadIssueContent(
  payload: Payload,
  issue: {
    stories?: (number | Story)[] | null
    articles?: (number | Article)[] | null
  },
  req?: PayloadRequest,
): Promise<DigestContent> {
  const storyIds = relationIds(issue.stories)
  const articleIds = relationIds(issue.articles)
  const query = {
    sort: '-publishDate',
    depth: 1,
    overrideAccess: true,
    pagination: false,
    req,
  } as const
  const [stories, articles] = await Promise.all([
    storyIds.length
      ? payload.find({
          collection: 'stories',
          ...query,
          where: { and: [PUBLISHED, { id: { in: storyIds } }] },
        })
      : null,
    articleIds.length
      ? payload.find({
          collection: 'articles',
          ...query,
          where: { and: [PUBLISHED, { id: { in: articleIds } }] },
        })
      : null,
  ])
  return {
    stories: (stories?.docs ?? []).map(storyEntry),
    articles: (articles?.docs ?? []).map(articleEntry),
  }
}
