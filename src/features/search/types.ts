/**
 * The search slice's contract (issue 25): what a search asks and what it answers. Both engines
 * (SQLite FTS5, PostgreSQL tsvector) answer in these shapes; the /search page, the header's dialog
 * and its JSON endpoint read only these. Pure and client-safe (no server imports).
 */
import type { StoryKind } from '@/features/content'

/** What a result is. */
export const SEARCH_KINDS = ['story', 'article', 'product'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The kind filter's values in the address (/search?q=van&kind=stories). */
export const SEARCH_KIND_FILTERS = ['stories', 'articles', 'shop'] as const
export type SearchKindFilter = (typeof SEARCH_KIND_FILTERS)[number]

/** One search, already normalised (see query normalisation in the slice). */
export type SearchRequest = {
  /** The visitor's words, normalised: at most SEARCH_QUERY_MAX_LENGTH characters, no control characters. */
  q: string
  kind?: SearchKindFilter
  /** Vanlife type of stories (story-kinds.ts); with it, only stories are answered. */
  type?: StoryKind
  /** 1-based. */
  page: number
  perPage: number
}

/** A piece of a title or snippet; `hit` pieces are the matched words (rendered as <mark>, escaped by React). */
export type TextPart = { text: string; hit: boolean }

export type SearchImage = { url: string; alt: string; width: number; height: number }

export type SearchHit = {
  kind: SearchKind
  /** The document's id in its collection. */
  id: string
  title: string
  /** The title with matched words marked. */
  titleParts: TextPart[]
  /** Site path: /<story slug>, /<article slug>, /shop/<product slug>. */
  href: string
  /** A short passage around the first matches, matched words marked. */
  snippet: TextPart[]
  /** Publish date of a story or article (ISO 8601). */
  date?: string
  /** Price of a product in integer cents. */
  priceCents?: number
  image?: SearchImage
}

export type SearchAnswer = {
  hits: SearchHit[]
  total: number
  page: number
  /** Number of pages (0 when nothing was found). */
  pages: number
  /**
   * When nothing was found: searches to try (at most 5), each the visitor's query with an unknown
   * word replaced by a close known one ("skoolee solar" → "skoolie solar").
   */
  suggestions: string[]
}

export const SEARCH_QUERY_MAX_LENGTH = 200
export const SEARCH_PER_PAGE = 20
