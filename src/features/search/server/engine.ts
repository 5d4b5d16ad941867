/**
 * What a search engine must do (issue 25 point 2). Two implement it: SQLite FTS5
 * (./sqlite/engine.ts) and PostgreSQL tsvector + GIN + pg_trgm (./postgres/engine.ts); ./engines.ts
 * picks one from the database adapter. Everything else (parsing, typo expansion, snippets into
 * TextPart[], paging, hooks, reindex) is shared and engine-neutral.
 *
 * STATUS (helper "engine", 2026-11-28): done. query.ts (parsing), typos.ts, marks.ts, search.ts
 * (the facade), ../source.ts + hooks.ts (the index kept by hooks on stories, articles, products),
 * reindex.ts (npm run search:reindex, and at start when empty), the SQLite engine and its
 * migration; ADR 0040. The PostgreSQL engine is the "pg" helper's (./postgres/, ADR 0044).
 *
 * Rules every engine keeps:
 * - Every method takes the database handle it is given (`SearchDb`: the adapter's drizzle
 *   database, or the drizzle transaction of the Payload operation in progress, see ./db.ts) and
 *   runs its statements on it, so index writes commit or roll back with the content they follow.
 * - Terms reach the engine as plain folded words (../query.ts): the engine quotes each one in its
 *   own syntax (FTS5: "word"; PostgreSQL: a tsquery built with functions, never from text), so no
 *   engine syntax ever comes from a visitor.
 * - Ranking: title above excerpt, author and location, above body text. English stemming.
 * - Errors are thrown as they are: the facade (./search.ts) answers no results for those the
 *   query caused (./errors.ts) and throws on the others (the database is unavailable).
 * - The vocabulary: every distinct folded word of the indexed documents' text (SearchDocument.words),
 *   with the number of documents that contain it, kept in step by upsert/remove, replaced by
 *   writeVocabulary at reindex.
 */
import 'server-only'

import type { StoryKind } from '@/features/content'

import type { SearchImage, SearchKind } from '../types'

/**
 * The drizzle database (or transaction) of the adapter in use; each engine narrows it to its own
 * driver's type (SQLite: `LibSQLDatabase`, PostgreSQL: `NodePgDatabase`).
 */
export type SearchDb = object

/** Start and end of a matched word in marked text (`title`, `snippet` of EngineRow). */
export { MARK_END, MARK_START } from '../marks'

/** One document as indexed: everything a result shows, so that a query reads nothing else. */
export type SearchDocument = {
  kind: SearchKind
  /** The document's id in its collection (stringified). */
  id: string
  href: string
  title: string
  /** Story or article excerpt, product description. */
  excerpt: string
  /** Stories: the author's name and location; articles: the author's name; products: ''. */
  people: string
  /** Body text without markup: Lexical text, blocks' text fields, shortcodes' visible text. */
  body: string
  /** Publish date (ISO 8601), stories and articles. */
  date: string | null
  /** Products: price in integer cents. */
  priceCents: number | null
  image: SearchImage | null
  /** Stories: their kinds (story-kinds.ts: solo, couple, family, skoolie, org). */
  storyKinds: StoryKind[]
  /** Distinct folded words of title, excerpt, people and body (../query.ts textWords), sorted. */
  words: string[]
}

export type SearchDocumentRef = { kind: SearchKind; id: string }

/**
 * One term of a query, all terms AND-ed.
 * - word: any of `forms` (the visitor's word first, then known words one typo away), each stemmed
 *   ("vans" finds "van"); with `prefix`, the first form also matches the words that start with it
 *   (as typed: "vanl" finds "vanlife"), and a finished last word must still find its stem ("vans"
 *   as a prefix finds "van": FTS5 stems prefixes; an engine that does not ORs the stemmed word).
 * - phrase: the words next to each other in this order (stemmed).
 */
export type EngineTerm = { type: 'word'; forms: string[]; prefix: boolean } | { type: 'phrase'; words: string[] }

export type EngineQuery = {
  /** At least one term. */
  terms: EngineTerm[]
  /** Only these kinds (never empty). */
  kinds: SearchKind[]
  /** Only stories of this kind (then `kinds` is ['story']). */
  storyKind: StoryKind | null
  limit: number
  offset: number
}

/** One result, best first. */
export type EngineRow = {
  kind: SearchKind
  id: string
  href: string
  /** The title, matched words between MARK_START and MARK_END. */
  title: string
  /**
   * A short passage (about 30 words) of the excerpt or the body around the best matches, matched
   * words between MARK_START and MARK_END; without a match there, the excerpt's start. "…" where
   * it is cut.
   */
  snippet: string
  date: string | null
  priceCents: number | null
  image: SearchImage | null
}

export type EngineResult = {
  rows: EngineRow[]
  /** All matching documents (not only this page). */
  total: number
}

export interface SearchEngine {
  readonly name: 'sqlite' | 'postgres'
  /** Adds the document, or replaces its row (and its words in the vocabulary). */
  upsert(db: SearchDb, document: SearchDocument): Promise<void>
  /** Takes the document out (and its words from the vocabulary); nothing if it is not there. */
  remove(db: SearchDb, ref: SearchDocumentRef): Promise<void>
  /** Empties the index and the vocabulary (reindex, first step). */
  clear(db: SearchDb): Promise<void>
  /** Adds documents known to be absent, many per statement, without touching the vocabulary (reindex). */
  insertMany(db: SearchDb, documents: SearchDocument[]): Promise<void>
  /** Replaces the vocabulary: word → number of documents that contain it (reindex, last step). */
  writeVocabulary(db: SearchDb, counts: ReadonlyMap<string, number>): Promise<void>
  /** Which of these words the vocabulary knows, with their document counts (one query). */
  knownWords(db: SearchDb, words: readonly string[]): Promise<Map<string, number>>
  /**
   * Optional: for each of `words`, the known words one edit away (../typos.ts editDistance 1) with
   * their document counts, found through the engine's own index (PostgreSQL: pg_trgm). Without
   * it, the facade looks up every edit variant of the words (../typos.ts editVariants) with knownWords.
   */
  oneEditAway?(db: SearchDb, words: readonly string[]): Promise<Map<string, Map<string, number>>>
  /**
   * Known words closest to `word` (edit distance ≤ 2, ../typos.ts editDistance), nearest first,
   * then most frequent; at most `limit`.
   */
  similarWords(db: SearchDb, word: string, limit: number): Promise<string[]>
  query(db: SearchDb, query: EngineQuery): Promise<EngineResult>
  /** Number of indexed documents (reindex's report, tests). */
  count(db: SearchDb): Promise<number>
}
