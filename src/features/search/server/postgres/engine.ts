import 'server-only'

import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

import { MARK_END, MARK_START } from '../../marks'
import { editDistance, editVariants } from '../../typos'
import type { SearchKind } from '../../types'
import type { SearchDb, SearchDocument, SearchEngine } from '../engine'
import { param, pgDb as pg } from './pg-db'
import { runQuery } from './query'

/**
 * The PostgreSQL engine (ADR 0044): search_documents with a weighted tsvector (title A; excerpt,
 * author and location B; body C) under a GIN index, search_vocabulary with a trigram index
 * (pg_trgm) for typos and suggestions. Tables: src/migrations/postgres/20261128_150000_search_index.ts.
 */

/** Documents per INSERT at reindex (bodies of a few KB: a few MB per statement). */
const INSERT_BATCH = 250
/** Vocabulary words per INSERT at reindex. */
const VOCABULARY_BATCH = 20_000
/**
 * A body longer than this is indexed up to here (a tsvector holds at most 1 MB; past ~16,000
 * words positions are no longer told apart anyway).
 */
const MAX_BODY_LENGTH = 100_000
/** Trigram neighbours read before the edit distance picks the suggestions. */
const SIMILAR_CANDIDATES = 200
/**
 * The trigram similarity (pg_trgm) every word one edit away from a word of TYPO_MIN_LENGTH letters
 * or more reaches: 0.2 at the least (a transposition near the start of a word of five; every word
 * of 5-12 letters on two letters and of 5-8 on three, tried), less a margin for float4 rounding.
 * pg_trgm's own default is 0.3.
 */
const ONE_EDIT_SIMILARITY = '0.19'
/** Trigram neighbours of a typo read, most similar first, before the edit distance keeps those one edit away. */
const ONE_EDIT_CANDIDATES = 50

const MARKS = new RegExp(`[${MARK_START}${MARK_END}\\u0000]`, 'gu')

/** Text as stored: without the engines' mark characters (so an author's text can never fake a match) or NUL. */
function clean(text: string): string {
  return text.replace(MARKS, '')
}

/** The columns of a document, as arrays of one value per document (INSERT … SELECT FROM unnest). */
function columns(documents: readonly SearchDocument[]) {
  return {
    kind: documents.map((document) => document.kind),
    docId: documents.map((document) => document.id),
    href: documents.map((document) => document.href),
    title: documents.map((document) => clean(document.title)),
    excerpt: documents.map((document) => clean(document.excerpt)),
    people: documents.map((document) => clean(document.people)),
    body: documents.map((document) => clean(document.body.slice(0, MAX_BODY_LENGTH))),
    date: documents.map((document) => document.date),
    priceCents: documents.map((document) => document.priceCents),
    image: documents.map((document) => (document.image ? JSON.stringify(document.image) : null)),
    // Words and kinds are letters and digits only: one space-separated text per document.
    storyKinds: documents.map((document) => document.storyKinds.join(' ')),
    words: documents.map((document) => document.words.join(' ')),
  }
}

function insertStatement(documents: readonly SearchDocument[], onConflict: SQL): SQL {
  const c = columns(documents)
  return sql`INSERT INTO search_documents
      (kind, doc_id, href, title, excerpt, people, body, date, price_cents, image, story_kinds, words)
    SELECT kind, doc_id, href, title, excerpt, people, body, date, price_cents, image::jsonb,
      string_to_array(story_kinds, ' ')::varchar[], string_to_array(words, ' ')
    FROM unnest(${param(c.kind)}::varchar[], ${param(c.docId)}::varchar[], ${param(c.href)}::varchar[],
      ${param(c.title)}::text[], ${param(c.excerpt)}::text[], ${param(c.people)}::text[], ${param(c.body)}::text[],
      ${param(c.date)}::timestamptz[], ${param(c.priceCents)}::integer[], ${param(c.image)}::text[],
      ${param(c.storyKinds)}::text[], ${param(c.words)}::text[])
      AS d (kind, doc_id, href, title, excerpt, people, body, date, price_cents, image, story_kinds, words)
    ${onConflict}`
}

/**
 * Vocabulary counts moved by `delta` rows (word, +1/-1), in word order so that two writers lock
 * the same words in the same order (no deadlock). Words at 0 stay until the next reindex and are
 * never answered (docs > 0).
 */
function applyDeltas(deltas: SQL): SQL {
  return sql`INSERT INTO search_vocabulary (word, docs)
    SELECT word, sum(delta)::integer FROM (${deltas}) AS deltas (word, delta)
    GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
    ON CONFLICT (word) DO UPDATE SET docs = search_vocabulary.docs + EXCLUDED.docs`
}

async function upsert(db: SearchDb, document: SearchDocument): Promise<void> {
  const upserted = insertStatement(
    [document],
    sql`ON CONFLICT (kind, doc_id) DO UPDATE SET href = EXCLUDED.href, title = EXCLUDED.title,
      excerpt = EXCLUDED.excerpt, people = EXCLUDED.people, body = EXCLUDED.body, date = EXCLUDED.date,
      price_cents = EXCLUDED.price_cents, image = EXCLUDED.image, story_kinds = EXCLUDED.story_kinds,
      words = EXCLUDED.words`,
  )
  // One statement: the old row's words are read before the upsert (one snapshot), so the
  // vocabulary moves by the difference, atomically even outside a transaction.
  await pg(db).execute(sql`WITH old AS (
      SELECT words FROM search_documents WHERE kind = ${document.kind} AND doc_id = ${document.id}
    ), upserted AS (${upserted} RETURNING 1)
    ${applyDeltas(sql`SELECT unnest(words), -1 FROM old UNION ALL SELECT unnest(${param(document.words)}::text[]), 1`)}`)
  await mergePendingEntries(db)
}

/**
 * Merges the GIN index's pending list into its tree now. Bulk inserts go fast through that list;
 * left there, every search would read its entries one by one until autovacuum came by (thousands
 * of inserts later on a site of 10,000 stories).
 */
async function mergePendingEntries(db: SearchDb): Promise<void> {
  // Only the index's owner may (the site's own user, which runs the migrations); another user's
  // write goes on and leaves the merge to autovacuum rather than failing the publish.
  await pg(db).execute(sql`SELECT gin_clean_pending_list(index.oid) FROM pg_class index
    WHERE index.oid = 'search_documents_tsv_idx'::regclass AND pg_has_role(index.relowner, 'USAGE')`)
}

async function remove(db: SearchDb, ref: { kind: SearchKind; id: string }): Promise<void> {
  await pg(db).execute(sql`WITH old AS (
      DELETE FROM search_documents WHERE kind = ${ref.kind} AND doc_id = ${ref.id} RETURNING words
    ) ${applyDeltas(sql`SELECT unnest(words), -1 FROM old`)}`)
}

async function clear(db: SearchDb): Promise<void> {
  // DELETE, not TRUNCATE: searches go on reading the old index until the reindex commits.
  await pg(db).execute(sql`DELETE FROM search_documents`)
  await pg(db).execute(sql`DELETE FROM search_vocabulary`)
}

async function insertMany(db: SearchDb, documents: SearchDocument[]): Promise<void> {
  for (let start = 0; start < documents.length; start += INSERT_BATCH) {
    await pg(db).execute(insertStatement(documents.slice(start, start + INSERT_BATCH), sql``))
  }
  await mergePendingEntries(db)
}

async function writeVocabulary(db: SearchDb, counts: ReadonlyMap<string, number>): Promise<void> {
  await pg(db).execute(sql`DELETE FROM search_vocabulary`)
  const entries = [...counts].filter(([, docs]) => docs > 0)
  for (let start = 0; start < entries.length; start += VOCABULARY_BATCH) {
    const batch = entries.slice(start, start + VOCABULARY_BATCH)
    await pg(db).execute(sql`INSERT INTO search_vocabulary (word, docs)
      SELECT * FROM unnest(${param(batch.map(([word]) => word))}::varchar[], ${param(batch.map(([, docs]) => docs))}::integer[])`)
  }
  // The reindex's last step: the planner's statistics of both tables, fresh (so the vocabulary's
  // trigram index is taken, not a scan of every word).
  await pg(db).execute(sql`ANALYZE search_documents, search_vocabulary`)
}

async function knownWords(db: SearchDb, words: readonly string[]): Promise<Map<string, number>> {
  if (words.length === 0) return new Map()
  const { rows } = await pg(db).execute(
    sql`SELECT word, docs FROM search_vocabulary WHERE word = ANY(${param([...words])}::varchar[]) AND docs > 0`,
  )
  return new Map(rows.map((row) => [String(row.word), Number(row.docs)]))
}

/**
 * Known words one edit away, found through the vocabulary's trigram index: the closest words by
 * trigram similarity (at least ONE_EDIT_SIMILARITY), then the shared edit distance keeps those one
 * edit away. One statement for all the words: the threshold of `%` is set for this statement's
 * transaction only (set_config, local) before any word reaches the index (each word's row passes
 * that filter before its LATERAL look-up runs).
 */
async function oneEditAway(db: SearchDb, words: readonly string[]): Promise<Map<string, Map<string, number>>> {
  const found = new Map(words.map((word) => [word, new Map<string, number>()]))
  if (words.length === 0) return found
  const { rows } = await pg(db).execute(sql`SELECT typed.word AS typed, known.word, known.docs
    FROM (
      SELECT word FROM unnest(${param([...found.keys()])}::text[]) AS typed (word)
      WHERE set_config('pg_trgm.similarity_threshold', ${ONE_EDIT_SIMILARITY}, true) IS NOT NULL
    ) AS typed
    CROSS JOIN LATERAL (
      SELECT word, docs FROM search_vocabulary WHERE lower(word) % typed.word AND docs > 0
      ORDER BY similarity(lower(word), typed.word) DESC, docs DESC, word LIMIT ${ONE_EDIT_CANDIDATES}
    ) AS known`)
  for (const row of rows) {
    const typed = String(row.typed)
    const word = String(row.word)
    if (editDistance(typed, word, 1) === 1) found.get(typed)?.set(word, Number(row.docs))
  }
  return found
}

/**
 * Candidates from the trigram index (words sharing enough trigrams, pg_trgm's `%`) and every known
 * word one edit away (exact, whatever their trigrams); the edit distance then keeps those at most
 * two edits away, nearest first, then the most frequent.
 */
async function similarWords(db: SearchDb, word: string, limit: number): Promise<string[]> {
  if (!word || limit <= 0) return []
  const { rows } = await pg(db).execute(sql`SELECT word, docs FROM search_vocabulary
    WHERE docs > 0 AND (lower(word) % ${word} OR word = ANY(${param(editVariants(word))}::varchar[]))
    ORDER BY similarity(lower(word), ${word}) DESC LIMIT ${SIMILAR_CANDIDATES}`)
  return rows
    .map((row) => ({ word: String(row.word), docs: Number(row.docs) }))
    .map((candidate) => ({ ...candidate, distance: editDistance(candidate.word, word, 2) }))
    .filter((candidate) => candidate.distance <= 2 && candidate.word !== word)
    .sort((a, b) => a.distance - b.distance || b.docs - a.docs || a.word.localeCompare(b.word))
    .slice(0, limit)
    .map((candidate) => candidate.word)
}

async function count(db: SearchDb): Promise<number> {
  const { rows } = await pg(db).execute(sql`SELECT count(*)::integer AS n FROM search_documents`)
  return Number(rows[0]?.n ?? 0)
}

export const postgresEngine: SearchEngine = {
  name: 'postgres',
  upsert,
  remove,
  clear,
  insertMany,
  writeVocabulary,
  knownWords,
  oneEditAway,
  similarWords,
  query: (db, engineQuery) => runQuery(pg(db), engineQuery),
  count,
}
