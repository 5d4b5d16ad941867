/**
 * Reading time of a post (SPEC §9 "Reading time"): the words of its body, HTML tags stripped,
 * divided by 200 per minute and rounded up, as "N min read". An explicit readTime wins; a body
 * with no words gives the default "5 min read". Pure.
 */
import { legacyBodyToHtml } from './legacy'
import { hasLexicalBody, lexicalPlainText } from './lexical-text'
import { htmlToText } from './sanitize'
import { stripShortcodes } from './shortcodes'

export const WORDS_PER_MINUTE = 200
export const DEFAULT_READ_TIME = '5 min read'

export type ReadingTimePost = {
  readTime?: string | null
  content?: unknown
  legacyContent?: unknown
  isHtml?: boolean | null
}

/** Number of whitespace-separated words. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** "N min read" for a word count; null when there are no words. */
export function formatReadingTime(words: number): string | null {
  if (words <= 0) return null
  return `${Math.ceil(words / WORDS_PER_MINUTE)} min read`
}

/** The words a reader reads: the Lexical body when it has content, else the imported body. */
export function bodyText(post: Omit<ReadingTimePost, 'readTime'>): string {
  if (hasLexicalBody(post.content)) return lexicalPlainText(post.content)
  return htmlToText(stripShortcodes(legacyBodyToHtml(post)))
}

export function readingTime(post: ReadingTimePost): string {
  const explicit = post.readTime?.trim()
  if (explicit) return explicit
  return formatReadingTime(countWords(bodyText(post))) ?? DEFAULT_READ_TIME
}
