/**
 * One normal form for every search address (issue 25 point 1), so that the route cache holds one
 * page per distinct search and bots cannot grow it by spelling a search differently (ADR 0042).
 * Pure and client-safe: src/proxy.ts, the /search page, the JSON endpoint and the dialog share it.
 *
 *   ?q=  Vans&utm=x          →  ?q=vans
 *   ?q=van&kind=bogus&page=02 →  ?q=van
 *   ?q=van&type=solo          →  ?q=van&kind=stories&type=solo   (a type only filters stories)
 *
 * The query text: NFKC, control characters as spaces, format characters (bidi overrides,
 * zero-width) removed, whitespace collapsed, lowercased, at most SEARCH_QUERY_MAX_LENGTH
 * characters. Unknown parameters are dropped; kind and type come from their lists; page is a
 * plain positive whole number up to SEARCH_MAX_PAGE (page 1 is left out). Without words the
 * address is the bare /search.
 */
import { isStoryKind, type StoryKind } from '@/features/content'

import { SEARCH_KIND_FILTERS, SEARCH_QUERY_MAX_LENGTH, type SearchKindFilter } from './types'
import { normaliseQuery } from './query'

/** The last results page an address can ask for (20 results a page: the first 1,000 results). */
export const SEARCH_MAX_PAGE = 50

/** A search as its address says, in normal form. */
export type NormalSearch = {
  q: string
  kind?: SearchKindFilter
  type?: StoryKind
  page: number
}

/** Something with URLSearchParams' getAll (URLSearchParams itself, Next's ReadonlyURLSearchParams). */
export type SearchParamsLike = { getAll: (name: string) => string[] }

// Format characters (bidi controls, zero-width joiners, the byte order mark, soft hyphen) are
// dropped first ("van\u200blife" is one word); query.ts's normaliseQuery turns the other invisible
// characters (control characters: a tab or newline separates words) into spaces and collapses them.
const FORMAT = /\p{Cf}/gu

/** The visitor's words in normal form (see the module comment). Never throws. */
export function normaliseQueryText(raw: string): string {
  const text = normaliseQuery(raw.normalize('NFKC').replace(FORMAT, '')).trim().toLowerCase()
  // Cut by code point, never inside a surrogate pair; lowercasing may lengthen, so cut after it.
  const points = Array.from(text)
  return points.length <= SEARCH_QUERY_MAX_LENGTH ? text : points.slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trimEnd()
}

const isKindFilter = (value: string): value is SearchKindFilter =>
  (SEARCH_KIND_FILTERS as readonly string[]).includes(value)

/** The first value of `name` that `accept` takes. */
function firstOf<T extends string>(
  params: SearchParamsLike,
  name: string,
  accept: (v: string) => v is T,
): T | undefined {
  return params.getAll(name).find(accept)
}

function parsePage(values: string[]): number {
  const value = values[0]
  if (value === undefined || !/^\d{1,9}$/.test(value)) return 1
  const page = Number(value)
  return page < 1 ? 1 : Math.min(page, SEARCH_MAX_PAGE)
}

/** The search an address asks for, in normal form. Never throws. */
export function normaliseSearch(params: SearchParamsLike): NormalSearch {
  const q = normaliseQueryText(params.getAll('q').join(' '))
  if (q === '') return { q: '', page: 1 }
  const type = firstOf(params, 'type', isStoryKind)
  const kind = type ? 'stories' : firstOf(params, 'kind', isKindFilter)
  return { q, ...(kind ? { kind } : {}), ...(type ? { type } : {}), page: parsePage(params.getAll('page')) }
}

/** The normal query string of a search ('' for no words), parameters in a fixed order. */
export function searchQueryString(search: NormalSearch): string {
  if (search.q === '') return ''
  const params = new URLSearchParams({ q: search.q })
  if (search.kind) params.set('kind', search.kind)
  if (search.type) params.set('type', search.type)
  if (search.page > 1) params.set('page', String(search.page))
  return params.toString()
}

/** The public address of a search: /search?q=… (the bare /search without words). */
export function searchHref(search: NormalSearch): string {
  const query = searchQueryString(search)
  return query === '' ? '/search' : `/search?${query}`
}

// The cached route's key: the normal query string as base64url, cut into segments of at most
// KEY_SEGMENT characters, so no file name of the route cache passes the file system's 255 bytes.
const KEY_SEGMENT = 120

function toBase64Url(text: string): string {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

function fromBase64Url(key: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(key)) return null
  try {
    const binary = atob(key.replaceAll('-', '+').replaceAll('_', '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
  } catch {
    return null
  }
}

/** The cached route's path segments for a search with words. */
export function searchRouteKey(search: NormalSearch): string[] {
  const key = toBase64Url(searchQueryString(search))
  const segments: string[] = []
  for (let i = 0; i < key.length; i += KEY_SEGMENT) segments.push(key.slice(i, i + KEY_SEGMENT))
  return segments
}

/**
 * The search of the cached route's segments; null unless they are exactly the key of a search in
 * normal form with words (anything else answers 404, so the route holds normal forms only).
 */
export function parseSearchRouteKey(segments: readonly string[]): NormalSearch | null {
  const query = fromBase64Url(segments.join(''))
  if (query === null) return null
  const search = normaliseSearch(new URLSearchParams(query))
  if (search.q === '' || searchQueryString(search) !== query) return null
  const expected = searchRouteKey(search)
  return expected.length === segments.length && expected.every((segment, i) => segment === segments[i]) ? search : null
}
