import 'server-only'

import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

import { MARK_END, MARK_START } from '../../marks'
import type { SearchImage, SearchKind } from '../../types'
import type { EngineQuery, EngineResult, EngineRow } from '../engine'
import { param, type PgDb } from './pg-db'
import { chooseSnippet } from './snippet'
import {
  buildTsquery,
  type Completions,
  firstMatchPattern,
  RANK_WEIGHTS,
  SEARCH_CONFIG,
  tsqueryOperand,
} from './tsquery'

/**
 * When no more documents than this match, their bodies' ranks order those of equal title rank
 * (each costs reading its body's vector; past this, newest first).
 */
const BODY_RANK_MAX_MATCHES = 200
/** Characters of the body handed to ts_headline around its first match (a whole body costs ~0.5 ms). */
const BODY_WINDOW = 600
const BODY_WINDOW_BEFORE = 150

const HEADLINE_OPTIONS = `HighlightAll=true,StartSel=${MARK_START},StopSel=${MARK_END}`

/**
 * The kind filters, written so that no index can answer them (array_position, not `kind = ANY`):
 * the planner then always starts from the GIN index of the tsquery. Given the primary key
 * (kind, doc_id) for `kind = ANY`, it took it and tested every row's vector, decompressing 10,000
 * bodies for a common word.
 */
function filters(query: EngineQuery): SQL {
  const kinds = sql`array_position(${param(query.kinds)}::varchar[], d.kind) IS NOT NULL`
  return query.storyKind ? sql`${kinds} AND ${query.storyKind}::varchar = ANY(d.story_kinds)` : kinds
}

async function countMatches(db: PgDb, tsquery: SQL, query: EngineQuery): Promise<number> {
  const { rows } = await db.execute(
    sql`SELECT count(*)::integer AS n FROM search_documents d WHERE d.tsv @@ ${tsquery} AND ${filters(query)}`,
  )
  return Number(rows[0]?.n ?? 0)
}

function image(value: unknown): SearchImage | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value
  return parsed && typeof parsed === 'object' ? (parsed as SearchImage) : null
}

function toRow(row: Record<string, unknown>): EngineRow {
  const title = String(row.title ?? '')
  return {
    kind: row.kind as SearchKind,
    id: String(row.doc_id),
    href: String(row.href),
    title,
    snippet: chooseSnippet(String(row.excerpt ?? ''), {
      marked: String(row.body_window ?? ''),
      cutStart: row.cut_start === true,
      cutEnd: row.cut_end === true,
    }),
    date: typeof row.date === 'string' ? row.date : null,
    priceCents: row.price_cents === null || row.price_cents === undefined ? null : Number(row.price_cents),
    image: row.image === null || row.image === undefined ? null : image(row.image),
  }
}

/**
 * One round trip: the matches through the GIN index, ranked by their title, excerpt, author and
 * location (head_tsv: small, stored in the row), then — when few match — by their whole text, then
 * newest first; the total by a window count; titles and snippets marked by ts_headline for the
 * page's rows only, the body's around its first match.
 */
/** Known words a prefix may be the start of, most frequent first (the prefix index of the vocabulary). */
const COMPLETIONS = 8

async function completions(db: PgDb, terms: EngineQuery['terms']): Promise<Completions> {
  const prefixes = terms.flatMap((term) => (term.type === 'word' && term.prefix ? term.forms.slice(0, 1) : []))
  const found = new Map<string, string[]>()
  for (const prefix of prefixes.filter((form) => tsqueryOperand(form) === form)) {
    const { rows } = await db.execute(sql`SELECT word FROM search_vocabulary
      WHERE word LIKE ${`${prefix}%`} AND docs > 0 ORDER BY docs DESC, word LIMIT ${COMPLETIONS}`)
    found.set(
      prefix,
      rows.map((row) => String(row.word)),
    )
  }
  return found
}

export async function runQuery(db: PgDb, query: EngineQuery): Promise<EngineResult> {
  const tsquery = buildTsquery(query.terms, await completions(db, query.terms))
  if (!tsquery) return { rows: [], total: 0 }
  if (query.limit <= 0) return { rows: [], total: await countMatches(db, tsquery, query) }
  const pattern = firstMatchPattern(query.terms) ?? '^'
  const options = sql`${HEADLINE_OPTIONS}`
  // The body's window starts a little before its first likely match: the match replaced by
  // MARK_START (stored text never holds one), then found with strpos (regexp_instr would say it
  // in one call, but only from PostgreSQL 15 on). No match: the body's start.
  // Every match is read once, through the GIN index: its address (ctid), date and head rank, and
  // nothing more (each column carried costs on 10,000 matches). Bodies' vectors are read again
  // only to rank at most BODY_RANK_MAX_MATCHES matches, the page's rows by their address. Equal
  // ranks and dates (products) keep the table's order.
  const { rows } = await db.execute(sql`WITH matches AS MATERIALIZED (
      SELECT d.ctid AS row_id, d.date, ts_rank(${RANK_WEIGHTS}, d.head_tsv, ${tsquery}) AS head_rank
      FROM search_documents d WHERE d.tsv @@ ${tsquery} AND ${filters(query)}
    ), counted AS (
      SELECT row_id, date, head_rank, count(*) OVER () AS total FROM matches
    ), page AS (
      SELECT row_id, date, head_rank, total,
        CASE WHEN total <= ${BODY_RANK_MAX_MATCHES} THEN (
          SELECT ts_rank(${RANK_WEIGHTS}, x.tsv, ${tsquery}) FROM search_documents x WHERE x.ctid = c.row_id
        ) ELSE 0 END AS body_rank
      FROM counted c ORDER BY head_rank DESC, body_rank DESC, date DESC NULLS LAST, row_id
      LIMIT ${query.limit} OFFSET ${query.offset}
    )
    SELECT d.kind, d.doc_id, p.total::integer AS total, d.href, d.price_cents, d.image,
      to_char(d.date AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS date,
      ts_headline(${SEARCH_CONFIG}, d.title, ${tsquery}, ${options}) AS title,
      ts_headline(${SEARCH_CONFIG}, d.excerpt, ${tsquery}, ${options}) AS excerpt,
      ts_headline(${SEARCH_CONFIG}, substr(d.body, w.start, ${BODY_WINDOW}), ${tsquery}, ${options}) AS body_window,
      w.start > 1 AS cut_start, w.start + ${BODY_WINDOW} <= char_length(d.body) AS cut_end
    FROM page p
    JOIN search_documents d ON d.ctid = p.row_id
    CROSS JOIN LATERAL (
      SELECT greatest(1, strpos(regexp_replace(d.body, ${pattern}, ${MARK_START}, 'i'::text), ${MARK_START}) - ${BODY_WINDOW_BEFORE}) AS start
    ) w
    ORDER BY p.head_rank DESC, p.body_rank DESC, p.date DESC NULLS LAST, p.row_id`)
  // A page past the last one has no row to carry the total.
  const total = rows.length > 0 ? Number(rows[0]!.total) : query.offset > 0 ? await countMatches(db, tsquery, query) : 0
  return { rows: rows.map(toRow), total }
}
