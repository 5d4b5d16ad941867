/**
 * The JSON endpoint's answer (GET /api/search): only what the header's dialog shows. Pure and
 * client-safe: the dialog reads these types, the endpoint builds them (toDialogAnswer).
 */
import { type NormalSearch, searchHref } from './normalise'
import { resultMeta } from './result-text'
import type { SearchAnswer, SearchKind, TextPart } from './types'

export type DialogHit = {
  kind: SearchKind
  href: string
  title: TextPart[]
  snippet: TextPart[]
  /** The date of a post or the price of a product, written out. */
  meta: string
}

export type DialogAnswer = {
  /** The query as normalised (the dialog drops answers to words it no longer shows). */
  q: string
  total: number
  hits: DialogHit[]
  suggestions: string[]
  /** The full results page of this search. */
  href: string
}

export function toDialogAnswer(search: NormalSearch, answer: SearchAnswer): DialogAnswer {
  return {
    q: search.q,
    total: answer.total,
    hits: answer.hits.map((hit) => ({
      kind: hit.kind,
      href: hit.href,
      title: hit.titleParts.length > 0 ? hit.titleParts : [{ text: hit.title, hit: false }],
      snippet: hit.snippet,
      meta: resultMeta(hit),
    })),
    suggestions: answer.suggestions,
    href: searchHref({ ...search, page: 1 }),
  }
}
