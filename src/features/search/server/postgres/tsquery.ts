import 'server-only'

import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

import type { EngineTerm } from '../engine'

/** The text search configuration of the index (the migration 20261128_150000_search_index). */
export const SEARCH_CONFIG = sql.raw(`'search_english'::regconfig`)

/**
 * Weights of D, C, B, A in ts_rank (PostgreSQL's order): body text (C) 0.2, excerpt, author and
 * location (B) 0.4, title (A) 1.
 */
export const RANK_WEIGHTS = sql.raw(`'{0.1,0.2,0.4,1.0}'::float4[]`)

/**
 * A word as an operand of to_tsquery: only letters and digits. Terms come folded from the query
 * parser already (runs of letters, digits and marks); this is the second lock, so that no
 * to_tsquery operator (& | ! ( ) : * < > ' \ or a space) can ever reach it.
 */
export function tsqueryOperand(word: string): string {
  return word.replace(/[^\p{L}\p{N}]/gu, '')
}

/** Where a word's matches start in a text (a regular expression's word start), for the snippet's window. */
export function wordRoot(word: string): string {
  const operand = tsqueryOperand(word)
  // The stem is nearly always a prefix of the word ("vans" → van, "skoolies" → skooli, "camping" → camp).
  return Array.from(operand)
    .slice(0, Math.max(3, Array.from(operand).length - 3))
    .join('')
}

/** Known words that start with a prefix term's text (the vocabulary's most frequent), by prefix. */
export type Completions = ReadonlyMap<string, readonly string[]>

function wordQuery(form: string, prefix: boolean, completions: Completions): SQL | null {
  const operand = tsqueryOperand(form)
  if (!operand) return null
  if (!prefix) return sql`plainto_tsquery(${SEARCH_CONFIG}, ${operand})`
  // A prefix as typed (simple: not stemmed, no stop words: "vanl" finds "vanlife") or stemmed
  // ("happy" → happi:*), or one of the known words it starts (stemmed: "campin" → camping → camp,
  // which neither prefix reaches).
  const typed = `${operand}:*`
  const known = (completions.get(form) ?? []).map((word) => sql`plainto_tsquery(${SEARCH_CONFIG}, ${word})`)
  return sql`(${sql.join([sql`to_tsquery('simple'::regconfig, ${typed})`, sql`to_tsquery(${SEARCH_CONFIG}, ${typed})`, ...known], sql` || `)})`
}

function termQuery(term: EngineTerm, completions: Completions): SQL | null {
  if (term.type === 'phrase') {
    const words = term.words.map(tsqueryOperand).filter(Boolean)
    return words.length > 0 ? sql`phraseto_tsquery(${SEARCH_CONFIG}, ${words.join(' ')})` : null
  }
  const forms = term.forms
    // With `prefix`, the first form is the visitor's unfinished word; the others are corrections.
    .map((form, index) => wordQuery(form, term.prefix && index === 0, completions))
    .filter((part): part is SQL => part !== null)
  if (forms.length === 0) return null
  return forms.length === 1 ? forms[0]! : sql`(${sql.join(forms, sql` || `)})`
}

/**
 * The tsquery of a search, built with PostgreSQL's functions from parameters (never from text
 * that to_tsquery would parse as syntax): each term AND-ed, a word's forms OR-ed, phrases with
 * phraseto_tsquery. A stop word alone ("the") gives an empty tsquery, which && leaves out; null
 * when no term has a word at all.
 */
export function buildTsquery(terms: readonly EngineTerm[], completions: Completions = new Map()): SQL | null {
  const parts = terms.map((term) => termQuery(term, completions)).filter((part): part is SQL => part !== null)
  if (parts.length === 0) return null
  return sql`(${sql.join(parts, sql` && `)})`
}

/**
 * A regular expression (PostgreSQL's ARE) for the first word that may match: a word starting with
 * one of the terms' roots, case-insensitively. Roots are letters and digits only.
 */
export function firstMatchPattern(terms: readonly EngineTerm[]): string | null {
  const roots = new Set(
    terms.flatMap((term) => (term.type === 'phrase' ? term.words.slice(0, 1) : term.forms)).map(wordRoot),
  )
  roots.delete('')
  return roots.size > 0 ? `\\m(?:${[...roots].join('|')})` : null
}
