/**
 * The PostgreSQL engine's snippets (ADR 0044). PostgreSQL marks every matched word of a short
 * text (ts_headline with HighlightAll, so the stemming is PostgreSQL's own); this cuts that marked
 * text to about SNIPPET_WORDS words around the first match, with "…" where it is cut. Pure.
 */
import { MARK_END, MARK_START } from '../../marks'

export const SNIPPET_WORDS = 30
/** Words kept before the first match, so that it is read in its sentence. */
const WORDS_BEFORE = 8
const ELLIPSIS = '…'

export type MarkedWindow = {
  /** Text with matched words between MARK_START and MARK_END. */
  marked: string
  /** The window starts inside a longer text (its first word may be cut). */
  cutStart?: boolean
  /** The window ends inside a longer text (its last word may be cut). */
  cutEnd?: boolean
}

/** Whether the text is inside a mark at `index` (after the marks before it). */
function openAt(marked: string, index: number): boolean {
  if (index <= 0) return false
  const start = marked.lastIndexOf(MARK_START, index - 1)
  const end = marked.lastIndexOf(MARK_END, index - 1)
  return start > end
}

/** About `maxWords` words of `window` from a little before its first match (or from its start). */
export function cutSnippet(
  { marked, cutStart = false, cutEnd = false }: MarkedWindow,
  maxWords = SNIPPET_WORDS,
): string {
  const words = [...marked.matchAll(/\S+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
  }))
  // A window cut out of a longer text may begin or end in the middle of a word.
  if (cutStart && words.length > 1) words.shift()
  if (cutEnd && words.length > 1 && !marked.slice(words.at(-1)!.start).includes(MARK_START)) words.pop()
  if (words.length === 0) return ''
  const firstHit = words.findIndex((word) => marked.slice(word.start, word.end).includes(MARK_START))
  let from = Math.max(0, (firstHit === -1 ? 0 : firstHit) - WORDS_BEFORE)
  const to = Math.min(words.length, from + maxWords)
  from = Math.max(0, Math.min(from, to - maxWords))
  const startIndex = words[from]!.start
  const endIndex = words[to - 1]!.end
  let text = marked.slice(startIndex, endIndex).replace(/\s+/gu, ' ')
  if (openAt(marked, startIndex)) text = MARK_START + text
  if (openAt(marked, endIndex)) text += MARK_END
  const before = from > 0 || cutStart ? ELLIPSIS : ''
  const after = to < words.length || cutEnd ? ELLIPSIS : ''
  return before + text + after
}

/** How many different words are marked (the passage with more of the query's words is the better one). */
function markedWords(marked: string): number {
  const words = new Set<string>()
  for (const match of marked.matchAll(new RegExp(`${MARK_START}([^${MARK_END}]*)${MARK_END}`, 'gu'))) {
    words.add(match[1]!.toLowerCase())
  }
  return words.size
}

/**
 * The snippet of a result: the excerpt or the body's window, whichever has more of the query's
 * words marked (the excerpt when even), cut around its first match; without any match, the
 * excerpt's start (the body's when there is no excerpt).
 */
export function chooseSnippet(excerpt: string, body: MarkedWindow): string {
  const inExcerpt = markedWords(excerpt)
  const inBody = markedWords(body.marked)
  if (inExcerpt > 0 && inExcerpt >= inBody) return cutSnippet({ marked: excerpt })
  if (inBody > 0) return cutSnippet(body)
  return cutSnippet(excerpt.trim() ? { marked: excerpt } : body)
}
