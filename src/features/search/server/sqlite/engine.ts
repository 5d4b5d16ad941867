/**
 * The SQLite engine (issue 25 point 2): one FTS5 table, `search_index`, with the porter stemmer
 * over unicode61 (diacritics folded), and the vocabulary table `search_terms` (word → number of
 * documents); both created by the migration 20261128_150000_search_index. ADR 0040.
 *
 * A document's row id is derived from its collection and id (id × 4 + 1, 2 or 3), so a document
 * is found again without a second table. Its text columns are ranked by bm25 with the weights
 * below (title first, then excerpt, author and location, then body); the tags column holds its
 * kind and story kinds as tokens for the filters (weight 0); the other columns are stored only,
 * so that a result needs nothing else.
 */
import 'server-only'

import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle'

import type { SearchImage, SearchKind } from '../../types'
import { editDistance } from '../../typos'
import type {
  EngineQuery,
  EngineResult,
  EngineRow,
  SearchDb,
  SearchDocument,
  SearchDocumentRef,
  SearchEngine,
} from '../engine'
import { MARK_END, MARK_START } from '../engine'
import { kindTag, matchExpression, storyKindTag } from './match'

interface LibsqlDb {
  run(query: SQL): Promise<unknown>
  all<T = Record<string, unknown>>(query: SQL): Promise<T[]>
}

const KIND_NUMBER: Record<SearchKind, number> = { story: 1, article: 2, product: 3 }
/** bm25 weights of title, excerpt, people, body, tags. */
const WEIGHTS = sql.raw('10.0, 4.0, 4.0, 1.0, 0.0')
/** Tokens of a snippet (about 30 words). */
const SNIPPET_TOKENS = 30
/** Rows per INSERT at reindex (13 values each, far below SQLite's 32,766 parameters). */
const INSERT_BATCH = 200
/** Words per vocabulary statement. */
const WORD_BATCH = 500

function driver(db: SearchDb): LibsqlDb {
  return db as LibsqlDb
}

export function rowIdOf({ kind, id }: SearchDocumentRef): number {
  const number = Number(id)
  if (!Number.isSafeInteger(number) || number < 0) throw new Error('A search document needs a whole-number id')
  return number * 4 + KIND_NUMBER[kind]
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

function rowValues(document: SearchDocument): SQL {
  const tags = [kindTag(document.kind), ...document.storyKinds.map(storyKindTag)].join(' ')
  return sql`(${rowIdOf(document)}, ${document.title}, ${document.excerpt}, ${document.people}, ${document.body}, ${tags},
    ${document.kind}, ${document.id}, ${document.href}, ${document.date}, ${document.priceCents},
    ${document.image ? JSON.stringify(document.image) : null}, ${document.words.join(' ')})`
}

const INSERT_HEAD = sql`INSERT INTO search_index
  (rowid, title, excerpt, people, body, tags, kind, doc_id, href, date, price_cents, image, words) VALUES `

/** Removes the row, answering the words it had (none if it was not there). */
async function deleteRow(db: LibsqlDb, rowId: number): Promise<string[]> {
  const [old] = await db.all<{ words: string | null }>(sql`SELECT words FROM search_index WHERE rowid = ${rowId}`)
  if (!old) return []
  await db.run(sql`DELETE FROM search_index WHERE rowid = ${rowId}`)
  return old.words ? old.words.split(' ') : []
}

async function changeCounts(db: LibsqlDb, words: string[], change: 1 | -1): Promise<void> {
  for (const batch of chunks(words, WORD_BATCH)) {
    const list = sql.join(
      batch.map((word) => sql`${word}`),
      sql`, `,
    )
    if (change === 1) {
      const rows = sql.join(
        batch.map((word) => sql`(${word}, 1)`),
        sql`, `,
      )
      await db.run(
        sql`INSERT INTO search_terms (word, docs) VALUES ${rows} ON CONFLICT (word) DO UPDATE SET docs = docs + 1`,
      )
    } else {
      await db.run(sql`UPDATE search_terms SET docs = docs - 1 WHERE word IN (${list})`)
      await db.run(sql`DELETE FROM search_terms WHERE docs <= 0 AND word IN (${list})`)
    }
  }
}

/** Words in `a` and not in `b`. */
function without(a: string[], b: string[]): string[] {
  const other = new Set(b)
  return a.filter((word) => word && !other.has(word))
}

type ResultRow = {
  id: number
  title: string
  snippet: string
  kind: SearchKind
  docId: string
  href: string
  date: string | null
  priceCents: number | null
  image: string | null
}

function hasMark(text: string): boolean {
  return text.includes(MARK_START)
}

const rowIdList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The page's rows in rank order: the title highlighted, and the snippet from the excerpt when the
 * match is there, else from the body (a body's snippet is the costly part: only where needed).
 * `+rowid` keeps the row ids away from FTS5: given them, it would run the match once per id (a
 * prefix's expansion twenty times over); so it runs once and SQLite keeps the page's rows.
 */
async function pageRows(db: LibsqlDb, match: string, ids: number[]): Promise<EngineRow[]> {
  if (ids.length === 0) return []
  const rows = await db.all<ResultRow>(sql`
    SELECT rowid AS id, highlight(search_index, 0, ${MARK_START}, ${MARK_END}) AS title,
      snippet(search_index, 1, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_TOKENS}) AS snippet,
      kind, doc_id AS docId, href, date, price_cents AS priceCents, image
    FROM search_index WHERE search_index MATCH ${match} AND +rowid IN (${rowIdList(ids)})`)
  const byId = new Map(rows.map((row) => [Number(row.id), row]))
  const needBody = rows.filter((row) => !hasMark(row.snippet)).map((row) => Number(row.id))
  if (needBody.length > 0) {
    const bodies = await db.all<{ id: number; snippet: string }>(sql`
      SELECT rowid AS id, snippet(search_index, 3, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_TOKENS}) AS snippet
      FROM search_index WHERE search_index MATCH ${match} AND +rowid IN (${rowIdList(needBody)})`)
    for (const body of bodies) {
      const row = byId.get(Number(body.id))
      if (row && (hasMark(body.snippet) || !row.snippet)) row.snippet = body.snippet
    }
  }
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toRow(row)] : []
  })
}

function parseImage(value: string | null): SearchImage | null {
  if (!value) return null
  const image = JSON.parse(value) as SearchImage
  return typeof image?.url === 'string' ? image : null
}

function toRow(row: ResultRow): EngineRow {
  return {
    kind: row.kind,
    id: String(row.docId),
    href: row.href,
    title: row.title,
    snippet: row.snippet,
    date: row.date,
    priceCents: row.priceCents === null ? null : Number(row.priceCents),
    image: parseImage(row.image),
  }
}

export const sqliteEngine: SearchEngine = {
  name: 'sqlite',

  async upsert(handle, document) {
    const db = driver(handle)
    const old = await deleteRow(db, rowIdOf(document))
    await db.run(sql`${INSERT_HEAD}${rowValues(document)}`)
    await changeCounts(db, without(old, document.words), -1)
    await changeCounts(db, without(document.words, old), 1)
  },

  async remove(handle, ref) {
    const db = driver(handle)
    await changeCounts(db, await deleteRow(db, rowIdOf(ref)), -1)
  },

  async clear(handle) {
    const db = driver(handle)
    await db.run(sql`DELETE FROM search_index`)
    await db.run(sql`DELETE FROM search_terms`)
  },

  async insertMany(handle, documents) {
    const db = driver(handle)
    for (const batch of chunks(documents, INSERT_BATCH)) {
      await db.run(sql`${INSERT_HEAD}${sql.join(batch.map(rowValues), sql`, `)}`)
    }
  },

  async writeVocabulary(handle, counts) {
    const db = driver(handle)
    await db.run(sql`DELETE FROM search_terms`)
    for (const batch of chunks([...counts], WORD_BATCH)) {
      const rows = sql.join(
        batch.map(([word, docs]) => sql`(${word}, ${docs})`),
        sql`, `,
      )
      await db.run(sql`INSERT INTO search_terms (word, docs) VALUES ${rows}`)
    }
    // Merges the index's segments: faster queries from the first one.
    await db.run(sql`INSERT INTO search_index (search_index) VALUES ('optimize')`)
  },

  async knownWords(handle, words) {
    // One JSON parameter, not one per word: a typo's few hundred variants bind in microseconds.
    const rows = await driver(handle).all<{ word: string; docs: number }>(
      sql`SELECT word, docs FROM search_terms WHERE word IN (SELECT value FROM json_each(${JSON.stringify(words)}))`,
    )
    return new Map(rows.map((row) => [row.word, Number(row.docs)]))
  },

  async similarWords(handle, word, limit) {
    const chars = Array.from(word)
    const [first = '', second = ''] = chars
    // Words two edits away nearly always keep the first or the second letter (or swap them): only
    // those leave the database, and their distance is measured here.
    const candidates = await driver(handle).all<{ word: string; docs: number }>(
      sql`SELECT word, docs FROM search_terms WHERE len BETWEEN ${chars.length - 2} AND ${chars.length + 2}
        AND (substr(word, 1, 1) IN (${first}, ${second}) OR substr(word, 2, 1) IN (${first}, ${second}))`,
    )
    return candidates
      .map((row) => ({ word: row.word, docs: Number(row.docs), distance: editDistance(word, row.word, 2) }))
      .filter((row) => row.distance <= 2 && row.word !== word)
      .sort((a, b) => a.distance - b.distance || b.docs - a.docs || a.word.localeCompare(b.word))
      .slice(0, limit)
      .map((row) => row.word)
  },

  async query(handle, query: EngineQuery): Promise<EngineResult> {
    const db = driver(handle)
    const match = matchExpression(query.terms, query.kinds, query.storyKind)
    const [counted] = await db.all<{ total: number }>(
      sql`SELECT count(*) AS total FROM search_index WHERE search_index MATCH ${match}`,
    )
    const total = Number(counted?.total ?? 0)
    if (total === 0 || query.limit === 0 || query.offset >= total) return { rows: [], total }
    // Ranked first, row ids only: SQLite computes a result column for every matching row before
    // it sorts, so the stored columns and snippets are read for this page's rows only.
    const ranked = await db.all<{ id: number }>(sql`
      SELECT rowid AS id FROM search_index WHERE search_index MATCH ${match}
      ORDER BY bm25(search_index, ${WEIGHTS}), rowid LIMIT ${query.limit} OFFSET ${query.offset}`)
    const ids = ranked.map((row) => Number(row.id))
    return { rows: await pageRows(db, match, ids), total }
  },

  async count(handle) {
    const [row] = await driver(handle).all<{ total: number }>(sql`SELECT count(*) AS total FROM search_index`)
    return Number(row?.total ?? 0)
  },
}
