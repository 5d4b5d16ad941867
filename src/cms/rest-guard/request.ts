/**
 * Looks at a REST request before Payload does, and answers what Payload would answer with a 500:
 *   - a path segment holding control characters (a NUL byte in a file name) or unpaired
 *     surrogates → 400; a first segment that names a property of every object (/api/valueOf,
 *     /api/constructor: Payload looks collections up in a plain object and crashes) → 404;
 *   - a malformed document or version id on Payload's id routes (/api/stories/abc) → 404, as
 *     for any id that names no document; so are the version routes of a collection or global
 *     without versions (no table to read) and collections REST does not expose (Payload: 501);
 *   - a JSON body holding a NUL character (PostgreSQL text cannot store it; ./data.ts) → 400;
 *   - depth, limit and page that are not whole numbers in range, a sort that is not a list of
 *     field paths, a `where` or `data` that is not JSON, a `where` whose values do not fit their
 *     fields (./where.ts) → 400. A sort on a field that does not exist is Payload's to ignore.
 * The query is read as Payload reads it (qs-esm with createPayloadRequest's options), also from
 * the form or JSON body of a POST that overrides its method to GET (the admin's long queries).
 */
import type { Endpoint, SanitizedConfig } from 'payload'

import { errorAnswer, NOT_FOUND_MESSAGE } from './answers'
import { collectionIdType, type IdType, isWellFormedId } from './ids'
import { containsNul, NUL_MESSAGE } from './data'
import { type WhereContext, whereProblem } from './where'
import { isRecord, parsePayloadQuery } from '../query-string'

/** Whole numbers only, within these bounds (Payload clamps depth to its maxDepth itself). */
export const NUMBER_PARAMS = {
  depth: { min: 0, max: 100 },
  limit: { min: 0, max: 100_000 },
  page: { min: 1, max: 1_000_000_000 },
} as const

/** Payload's own routes whose `:id` is a document's (or a version's) id. /verify/:id is a token. */
const DOCUMENT_ID_ROUTES = new Set(['/:id', '/:id/duplicate', '/access/:id?', '/versions/:id', '/:id/api-key/reveal'])

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

type Route = {
  idType?: IdType
  versionIdType: IdType
  hasVersions: boolean
  endpoints: Endpoint[] | false
  rest: string[]
}

/** A sort: field paths (Payload's SAFE_FIELD_PATH_REGEX), each maybe with a leading minus. */
const SORT_PATH = /^-?\w+(?:\.\w+)*$/
const MAX_SORT_PATHS = 16

/** Which collection or global the path addresses, and the path inside it (Payload's routing). */
function routeOf(segments: string[], config: SanitizedConfig): { route?: Route; where?: WhereContext } {
  if (segments[0] === 'globals') {
    const global = config.globals.find((each) => each.slug === segments[1])
    if (!global) return { where: { config } }
    const route: Route = {
      versionIdType: config.db.defaultIDType,
      hasVersions: Boolean(global.versions),
      endpoints: global.endpoints,
      rest: segments.slice(2),
    }
    return { route, where: { config } }
  }
  const collection = config.collections.find((each) => each.slug === segments[0])
  if (!collection) return { where: { config } }
  const idType = collectionIdType(config, collection)
  return {
    route: {
      idType,
      versionIdType: config.db.defaultIDType,
      hasVersions: Boolean(collection.versions),
      endpoints: collection.endpoints,
      rest: segments.slice(1),
    },
    where: { config, collection: { fields: collection.flattenedFields, idType } },
  }
}

/** path-to-regexp's matching for the patterns Payload's endpoints use (`/a/:b`, `/a/:b?`). */
function matchPattern(pattern: string, path: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (const [index, part] of parts.entries()) {
    const segment = path[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      const name = part.slice(1, optional ? -1 : undefined)
      if (segment === undefined || segment === '') {
        if (optional && index === parts.length - 1) continue
        return null
      }
      params[name] = segment
    } else if (segment !== part) {
      return null
    }
  }
  return path.length <= parts.length ? params : null
}

/**
 * Whether the endpoint Payload will pick (the first whose method and path match, as in its
 * handleEndpoints) addresses nothing: a malformed id on a document-id route, the versions of
 * something without versions, or a collection REST does not expose.
 */
function addressesNothing(route: Route, method: string): boolean {
  if (!route.endpoints) return true
  const rest = route.rest.length > 0 && route.rest.at(-1) === '' ? route.rest.slice(0, -1) : route.rest
  const verb = method === 'HEAD' ? 'get' : method.toLowerCase()
  for (const endpoint of route.endpoints) {
    if (endpoint.method !== verb) continue
    const params = matchPattern(endpoint.path, rest)
    if (!params) continue
    const isVersionRoute = endpoint.path === '/versions' || endpoint.path.startsWith('/versions/')
    if (isVersionRoute && !route.hasVersions) return true
    if (!DOCUMENT_ID_ROUTES.has(endpoint.path) || params.id === undefined) return false
    const idType = isVersionRoute ? route.versionIdType : route.idType
    return idType !== undefined && !isWellFormedId(params.id, idType)
  }
  return false
}

function numberProblem(name: keyof typeof NUMBER_PARAMS, value: unknown): string | null {
  const { min, max } = NUMBER_PARAMS[name]
  if (typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) >= min && Number(value) <= max) {
    return null
  }
  return `${name}: use a whole number from ${min} to ${max}`
}

function sortProblem(sort: unknown): string | null {
  const paths = typeof sort === 'string' ? sort.split(',') : Array.isArray(sort) ? sort : undefined
  if (
    paths &&
    paths.length <= MAX_SORT_PATHS &&
    paths.every((each) => typeof each === 'string' && each.length <= 200 && SORT_PATH.test(each))
  ) {
    return null
  }
  return 'sort: use field names separated by commas, each maybe with a leading minus'
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** The first problem of a parsed query (URL or method-override body), or null. */
export function queryProblem(query: Record<string, unknown>, context: WhereContext): string | null {
  for (const name of Object.keys(NUMBER_PARAMS) as (keyof typeof NUMBER_PARAMS)[]) {
    if (name in query) {
      const problem = numberProblem(name, query[name])
      if (problem) return problem
    }
  }
  if ('sort' in query) {
    const problem = sortProblem(query.sort)
    if (problem) return problem
  }
  if (typeof query.data === 'string' && query.data !== '' && parseJson(query.data) === undefined) {
    return 'data: not valid JSON'
  }
  if ('where' in query) {
    let where = query.where
    if (typeof where === 'string') {
      if (where === '') return null
      where = parseJson(where)
      if (!isRecord(where)) return 'where: not a JSON object of conditions'
    }
    return whereProblem(where, context)
  }
  return null
}

/** Payload's route encodes each segment again; an unpaired surrogate makes that throw. */
function isEncodable(segment: string): boolean {
  try {
    encodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}

function parseQuery(search: string): Record<string, unknown> | string {
  try {
    return parsePayloadQuery(search)
  } catch {
    return 'the query string cannot be read'
  }
}

function isOverriddenGet(request: Request): boolean {
  return (
    request.method === 'POST' &&
    (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' ||
      request.headers.get('X-HTTP-Method-Override') === 'GET')
  )
}

/** The query of a POST that asks to be read as a GET, as Payload's handleEndpoints reads it. */
async function overriddenQuery(request: Request): Promise<Record<string, unknown> | string> {
  const type = request.headers.get('Content-Type')
  if (type === 'application/x-www-form-urlencoded') {
    return parseQuery(new URL(`${request.url}?${await request.clone().text()}`).search)
  }
  if (type === 'application/json') {
    const data = parseJson(await request.clone().text())
    return isRecord(data) ? (data as Record<string, unknown>) : 'body: not a JSON object'
  }
  return {}
}

/** A JSON body (writes, logins, preferences) holding a NUL character anywhere. */
async function bodyHoldsNul(request: Request): Promise<boolean> {
  if (!['POST', 'PATCH', 'PUT'].includes(request.method)) return false
  if (!request.headers.get('Content-Type')?.startsWith('application/json')) return false
  return containsNul(parseJson(await request.clone().text()))
}

/**
 * The answer to give instead of running Payload, or null when Payload may run. `segments` are
 * the catch-all route's (after /api/, percent-decoded by Next).
 */
export async function refuseMalformedRequest(
  request: Request,
  segments: readonly string[],
  config: SanitizedConfig,
): Promise<Response | null> {
  for (const segment of segments) {
    if (CONTROL_CHARACTERS.test(segment) || !isEncodable(segment)) {
      return errorAnswer(400, 'The path holds characters no resource name has.')
    }
  }
  if (segments[0] !== undefined && segments[0] in Object.prototype) return errorAnswer(404, NOT_FOUND_MESSAGE)
  const { route, where } = routeOf([...segments], config)
  if (route && addressesNothing(route, request.method)) return errorAnswer(404, NOT_FOUND_MESSAGE)

  const context = where ?? { config }
  const url = new URL(request.url)
  const queries = [parseQuery(url.search)]
  if (isOverriddenGet(request)) queries.push(await overriddenQuery(request))
  else if (await bodyHoldsNul(request)) return errorAnswer(400, NUL_MESSAGE)
  for (const query of queries) {
    const problem = typeof query === 'string' ? query : queryProblem(query, context)
    if (problem) return errorAnswer(400, `Invalid query: ${problem}.`)
  }
  return null
}
