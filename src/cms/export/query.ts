/**
 * The admin list's query (where, search box text, sort), read from a query string the way
 * Payload's REST API reads it (../query-string.ts), and the `where` the list view builds from it
 * (search box → `like` on the list's searchable fields).
 */
import type { Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import * as qs from 'qs-esm'

import { isRecord, parsePayloadQuery } from '../query-string'

export interface ExportListQuery {
  where?: Where
  search?: string
  sort?: string[]
}

/** The parts of a collection config the list view uses to search. */
export interface SearchableCollection {
  admin: { listSearchableFields?: string[]; useAsTitle?: string }
}

const SORT_FIELD = /^-?[A-Za-z0-9_.]+$/

/** "-createdAt,email" or ["-createdAt", "email"] → a list of sort fields; junk is dropped. */
export function parseSort(value: unknown): string[] | undefined {
  const parts = (Array.isArray(value) ? value : [value])
    .filter((part): part is string => typeof part === 'string')
    .flatMap((part) => part.split(','))
    .map((part) => part.trim())
    .filter((part) => SORT_FIELD.test(part))
  return parts.length > 0 ? parts : undefined
}

/** Reads `where`, `search` and `sort` from a query string ("?where[status][equals]=pending&..."). */
export function parseListQuery(search: string): ExportListQuery {
  const parsed = parsePayloadQuery(search)
  const where = isRecord(parsed.where) ? (parsed.where as Where) : undefined
  const text = typeof parsed.search === 'string' && parsed.search.trim() !== '' ? parsed.search : undefined
  return { where, search: text, sort: parseSort(parsed.sort) }
}

/** The `where` the admin list applies: its filters and-ed with the search box's `or` of `like`s. */
export function listWhere(collection: SearchableCollection, query: ExportListQuery): Where {
  return mergeListSearchAndWhere({
    collectionConfig: collection as Parameters<typeof mergeListSearchAndWhere>[0]['collectionConfig'],
    search: query.search ?? '',
    where: query.where ?? {},
  })
}

/**
 * The sort to page through: the list's sort (else the collection's default, else newest first),
 * with `id` last so equal values keep one stable order from page to page.
 */
export function exportSort(sort: string[] | undefined, defaultSort: unknown): string[] {
  const fields = sort ?? parseSort(defaultSort) ?? ['-createdAt']
  const hasId = fields.some((field) => field.replace(/^-/, '') === 'id')
  return hasId ? fields : [...fields, 'id']
}

/** The query string the admin's Export CSV link sends (the inverse of parseListQuery). */
export function listQueryString(query: { where?: Where; search?: string; sort?: string | string[] }): string {
  return qs.stringify(
    { where: query.where, search: query.search || undefined, sort: query.sort },
    { addQueryPrefix: true, encodeValuesOnly: true },
  )
}
