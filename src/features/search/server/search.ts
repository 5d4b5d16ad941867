import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/lib/logger'

import { markedToParts } from '../marks'
// Pages past the last an address can ask for are answered empty (no engine skips 10,000 rows for a bot).
import { SEARCH_MAX_PAGE } from '../normalise'
import { canonicalQuery, parseQuery, type ParsedQuery, queryWords } from '../query'
import { editDistance, isTypoCandidate, TYPO_MIN_LENGTH, typoVariants } from '../typos'
import {
  SEARCH_PER_PAGE,
  type SearchAnswer,
  type SearchHit,
  type SearchKind,
  type SearchRequest,
  type SearchKindFilter,
} from '../types'
import { searchReadDb } from './db'
import type { EngineRow, EngineTerm, SearchDb, SearchEngine } from './engine'
import { searchEngine } from './engines'
import { isInputProblem } from './errors'

/** More results per page than this are never answered. */
export const SEARCH_MAX_PER_PAGE = 50
const MAX_SUGGESTIONS = 5
/** Known words one edit away searched for an unknown word, the most frequent first. */
const MAX_CORRECTIONS = 8

const KINDS_OF_FILTER: Record<SearchKindFilter, SearchKind[]> = {
  stories: ['story'],
  articles: ['article'],
  shop: ['product'],
}

function emptyAnswer(page: number): SearchAnswer {
  return { hits: [], total: 0, page, pages: 0, suggestions: [] }
}

function whole(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.trunc(value))) : fallback
}

/**
 * Searches published stories, articles and products (issue 25). Whatever the query, it never
 * throws for it: an error the query caused (./errors.ts isInputProblem) is logged as one line (the
 * engine's name and the error class, never its message, which may quote the query) and answered as
 * no results. An unavailable database is thrown on (ADR 0026): the /search page's readOr then
 * keeps it out of the cache, the endpoint answers 503, and it is not counted as a miss.
 */
export async function searchSite(payload: Payload, request: SearchRequest): Promise<SearchAnswer> {
  const page = whole(request.page, 1, Number.MAX_SAFE_INTEGER, 1)
  const perPage = whole(request.perPage, 1, SEARCH_MAX_PER_PAGE, SEARCH_PER_PAGE)
  let engine: SearchEngine | undefined
  try {
    const parsed = parseQuery(typeof request.q === 'string' ? request.q : '')
    if (parsed.terms.length === 0) return emptyAnswer(page)
    engine = searchEngine(payload)
    const db = searchReadDb(payload)
    const kinds = request.type ? ['story' as const] : request.kind ? KINDS_OF_FILTER[request.kind] : undefined
    const terms = await expandTypos(engine, db, parsed)
    const result = await engine.query(db, {
      terms,
      kinds: kinds ?? ['story', 'article', 'product'],
      storyKind: request.type ?? null,
      limit: page > SEARCH_MAX_PAGE ? 0 : perPage,
      offset: (Math.min(page, SEARCH_MAX_PAGE + 1) - 1) * perPage,
    })
    const pages = Math.ceil(result.total / perPage)
    const suggestions = result.total === 0 ? await suggest(engine, db, parsed) : []
    return { hits: page > SEARCH_MAX_PAGE ? [] : result.rows.map(toHit), total: result.total, page, pages, suggestions }
  } catch (error) {
    if (!isInputProblem(error)) throw error
    logger.error(
      { event: 'search_failed', engine: engine?.name, errorClass: error instanceof Error ? error.name : typeof error },
      'A search failed in the engine; answered as no results',
    )
    return emptyAnswer(page)
  }
}

/**
 * Terms for the engine: each word of TYPO_MIN_LENGTH letters or more (not in a phrase) that the
 * vocabulary does not know becomes itself or any known word one edit away (a prefix stays a
 * prefix too: "skoolee" typed last still finds "skoolie"). One vocabulary query for all the words.
 */
async function expandTypos(engine: SearchEngine, db: SearchDb, parsed: ParsedQuery): Promise<EngineTerm[]> {
  const candidates = parsed.terms.flatMap((term) =>
    term.type === 'word' && isTypoCandidate(term.word) ? [term.word] : [],
  )
  // Most words are known: one small lookup, then the variants of the others only.
  const known = candidates.length > 0 ? await engine.knownWords(db, candidates) : new Map<string, number>()
  const unknown = candidates.filter((word) => !known.has(word))
  const oneEdit = unknown.length > 0 ? await knownOneEditAway(engine, db, unknown) : new Map()
  return parsed.terms.map((term): EngineTerm => {
    if (term.type === 'phrase') return term
    const corrections = [...(oneEdit.get(term.word) ?? new Map<string, number>())]
      .sort(([a, aDocs], [b, bDocs]) => bDocs - aDocs || a.localeCompare(b))
      .slice(0, MAX_CORRECTIONS)
      .map(([word]) => word)
    return { type: 'word', forms: [term.word, ...corrections], prefix: term.prefix }
  })
}

/**
 * For each word, the known words one edit away with their document counts: through the engine's
 * own index when it has one (PostgreSQL's trigrams), else each edit variant looked up (one IN query).
 */
async function knownOneEditAway(
  engine: SearchEngine,
  db: SearchDb,
  words: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  if (engine.oneEditAway) return engine.oneEditAway(db, words)
  const variants = typoVariants(words)
  const known = await engine.knownWords(db, [...new Set([...variants.values()].flat())])
  return new Map(
    [...variants].map(([word, ofWord]) => [
      word,
      new Map(ofWord.flatMap((variant) => (known.has(variant) ? [[variant, known.get(variant)!] as const] : []))),
    ]),
  )
}

/**
 * The no-results state's searches to try: the visitor's query with an unknown word replaced by a
 * close known one ("skoolee solar" → "skoolie solar"), the other words and phrases kept; with
 * several unknown words, first all of them replaced by their closest.
 */
async function suggest(engine: SearchEngine, db: SearchDb, parsed: ParsedQuery): Promise<string[]> {
  const words = [...new Set(queryWords(parsed))].filter((word) => Array.from(word).length >= 3)
  if (words.length === 0) return []
  const known = await engine.knownWords(db, words)
  const closest = new Map<string, string[]>()
  for (const word of words.filter((candidate) => !known.has(candidate)).slice(0, 3)) {
    // Two edits make a different word of a short one ("van" → "a"): one edit below five letters.
    const reach = Array.from(word).length >= TYPO_MIN_LENGTH ? 2 : 1
    const similar = (await engine.similarWords(db, word, MAX_SUGGESTIONS)).filter(
      (candidate) => Array.from(candidate).length >= 3 && editDistance(word, candidate, reach) <= reach,
    )
    if (similar.length > 0) closest.set(word, similar)
  }
  const searches = new Set<string>()
  if (closest.size > 1) {
    searches.add(canonicalQuery(parsed, new Map([...closest].map(([word, similar]) => [word, similar[0]!]))))
  }
  for (const [word, similar] of closest) {
    for (const candidate of similar) searches.add(canonicalQuery(parsed, new Map([[word, candidate]])))
  }
  return [...searches].slice(0, MAX_SUGGESTIONS)
}

function toHit(row: EngineRow): SearchHit {
  const titleParts = markedToParts(row.title)
  return {
    kind: row.kind,
    id: row.id,
    title: titleParts.map((part) => part.text).join(''),
    titleParts,
    href: row.href,
    snippet: markedToParts(row.snippet),
    ...(row.date ? { date: row.date } : {}),
    ...(row.priceCents !== null ? { priceCents: row.priceCents } : {}),
    ...(row.image ? { image: row.image } : {}),
  }
}
