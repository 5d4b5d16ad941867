/**
 * FTS5 MATCH expressions from engine terms. Every word is a quoted FTS5 string ("word", with any
 * double quote doubled), so nothing of FTS5's syntax (NEAR, OR, NOT, *, ^, column filters) can
 * come from a visitor; the operators in the expression are ours. Pure.
 */
import type { StoryKind } from '@/features/content'

import type { SearchKind } from '../../types'
import type { EngineTerm } from '../engine'

/** The indexed columns a visitor's words are looked for in (the tags column is left out). */
export const TEXT_COLUMNS = '{title excerpt people body}'

export function ftsString(word: string): string {
  return `"${word.replaceAll('"', '""')}"`
}

/** A kind's token in the tags column ("kstory"); stemmed like everything, so only ever matched through ftsString. */
export function kindTag(kind: SearchKind): string {
  return `k${kind}`
}

export function storyKindTag(kind: StoryKind): string {
  return `t${kind}`
}

function termExpression(term: EngineTerm): string {
  if (term.type === 'phrase') return ftsString(term.words.join(' '))
  const [first, ...rest] = term.forms
  // FTS5 stems a prefix too ("vans"* is van*): the prefix alone also finds the whole word.
  const alternatives = [term.prefix ? `${ftsString(first)}*` : ftsString(first), ...rest.map(ftsString)]
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`
}

/** The MATCH expression: all terms in the text columns, and the kind filters in the tags column. */
export function matchExpression(
  terms: readonly EngineTerm[],
  kinds: readonly SearchKind[],
  storyKind: StoryKind | null,
): string {
  const parts = [`${TEXT_COLUMNS} : (${terms.map(termExpression).join(' AND ')})`]
  if (kinds.length < 3) parts.push(`{tags} : (${kinds.map((kind) => ftsString(kindTag(kind))).join(' OR ')})`)
  if (storyKind) parts.push(`{tags} : ${ftsString(storyKindTag(storyKind))}`)
  return parts.join(' AND ')
}
