/**
 * The visitor's words, parsed (issue 25 points 1 and 5). Pure and client-safe: the /search page,
 * the header's dialog and both engines read a query through here, so that whatever is typed
 * (quotes, *, -, ^, NEAR, OR, colons, parentheses, NUL and control characters, right-to-left
 * overrides, 1,000 characters) becomes plain words and phrases, and no engine ever sees its own
 * syntax: engines quote every term they are given.
 *
 * - words are runs of letters, digits and combining marks (the same split as SQLite's unicode61
 *   tokenizer and PostgreSQL's parser), lowercased and without diacritics ("Café" → "cafe");
 * - "quoted phrases" (straight or curly quotes; an unclosed quote runs to the end);
 * - the last word is a prefix (as-you-type), unless the text goes on after it (a space, a
 *   full stop) or it is in a phrase, or it is a single character;
 * - at most SEARCH_MAX_TERMS terms, and the text capped at SEARCH_QUERY_MAX_LENGTH first.
 */
import { SEARCH_QUERY_MAX_LENGTH } from './types'

/** More terms than this are dropped (they only slow a query down). */
export const SEARCH_MAX_TERMS = 12
/** Longer words are cut (no real word is longer; a 1,000-letter "word" stays cheap). */
export const SEARCH_MAX_WORD_LENGTH = 40

export type QueryTerm = { type: 'word'; word: string; prefix: boolean } | { type: 'phrase'; words: string[] }

export type ParsedQuery = { terms: QueryTerm[] }

// Control characters, and format characters (bidi overrides and isolates, zero-width joiners,
// byte-order marks, soft hyphens): never part of a word, never shown back.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu
const WORD = /[\p{L}\p{N}\p{M}]+/gu
const QUOTES = /["“”„«»]/u
const COMBINING = /\p{M}/gu

/**
 * The text a search keeps: invisible characters out, white space collapsed, at most
 * SEARCH_QUERY_MAX_LENGTH characters (not cutting a surrogate pair). A trailing space is kept
 * (it says the last word is finished).
 */
export function normaliseQuery(raw: string): string {
  const visible = raw.slice(0, SEARCH_QUERY_MAX_LENGTH * 5).replace(INVISIBLE, ' ')
  const collapsed = visible.replace(/\s+/gu, ' ').replace(/^ /u, '')
  return Array.from(collapsed).slice(0, SEARCH_QUERY_MAX_LENGTH).join('')
}

/** One word as indexed and looked up: lowercase, without diacritics, cut at SEARCH_MAX_WORD_LENGTH. */
export function foldWord(word: string): string {
  return word.normalize('NFKD').replace(COMBINING, '').toLowerCase().slice(0, SEARCH_MAX_WORD_LENGTH)
}

/** The words of a text, folded (duplicates kept, in order). Also used to fill the vocabulary. */
export function textWords(text: string): string[] {
  // Folded once as a whole (what foldWord does to each word), then split.
  const folded = text.normalize('NFKD').replace(COMBINING, '').toLowerCase()
  const words: string[] = []
  for (const match of folded.matchAll(WORD)) words.push(match[0].slice(0, SEARCH_MAX_WORD_LENGTH))
  return words
}

/** The distinct words of a text, folded, sorted (a document's words in the vocabulary). */
export function distinctWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(COMBINING, '').toLowerCase()
  // match(), not matchAll(): plain strings, no match objects (a reindex folds millions of words).
  const words = new Set<string>()
  for (const word of folded.match(WORD) ?? [])
    words.add(word.length > SEARCH_MAX_WORD_LENGTH ? word.slice(0, SEARCH_MAX_WORD_LENGTH) : word)
  return [...words].sort()
}

/** Parses the visitor's text (raw or already normalised) into terms. Never throws. */
export function parseQuery(raw: string): ParsedQuery {
  const text = normaliseQuery(raw)
  const terms: QueryTerm[] = []
  // Outside quotes at even indexes, inside at odd ones.
  const parts = text.split(QUOTES)
  parts.forEach((part, index) => {
    const words = textWords(part)
    if (words.length === 0) return
    if (index % 2 === 1) {
      terms.push(words.length === 1 ? { type: 'word', word: words[0], prefix: false } : { type: 'phrase', words })
      return
    }
    for (const word of words) terms.push({ type: 'word', word, prefix: false })
  })
  const kept = dedupe(terms).slice(0, SEARCH_MAX_TERMS)
  const last = kept.at(-1)
  // The last word is a prefix when the text ends with it, outside quotes.
  if (last?.type === 'word' && last.word.length > 1 && parts.length % 2 === 1) {
    const tail = parts.at(-1) ?? ''
    const ends = /[\p{L}\p{N}\p{M}]$/u.test(tail) && textWords(tail).at(-1) === last.word
    if (ends) kept[kept.length - 1] = { ...last, prefix: true }
  }
  return { terms: kept }
}

function dedupe(terms: QueryTerm[]): QueryTerm[] {
  const seen = new Set<string>()
  return terms.filter((term) => {
    const key = term.type === 'word' ? term.word : `"${term.words.join(' ')}"`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * The query written back as a search to try: the terms, lowercase, phrases in straight quotes,
 * each word in `replace` replaced ("did you mean": "skoolee solar" → "skoolie solar").
 * `parseQuery(canonicalQuery(p))` gives `p` back except that the last word is then always a prefix.
 */
export function canonicalQuery(parsed: ParsedQuery, replace: ReadonlyMap<string, string> = new Map()): string {
  const word = (text: string) => replace.get(text) ?? text
  return parsed.terms
    .map((term) => (term.type === 'word' ? word(term.word) : `"${term.words.map(word).join(' ')}"`))
    .join(' ')
}

/** The plain words of a query (phrases' words included), for suggestions. */
export function queryWords(parsed: ParsedQuery): string[] {
  return parsed.terms.flatMap((term) => (term.type === 'word' ? [term.word] : term.words))
}
