/**
 * Data a REST write hands Payload that Payload itself would answer with a 500, refused with a
 * 400 before the operation runs (a beforeOperation hook on every collection and global, so for
 * bodies of any type, multipart `_payload` included). Local API calls are the app's own code
 * and left alone (the content import keeps what it read).
 *
 * - data that is not an object (`0`, `"text"`, `null` as a JSON body): Payload's field hooks
 *   crash on it;
 * - an email field that is not text (`{"email": []}`): Payload's auth email hook calls
 *   toLowerCase on it — a visitor signing up (POST /api/members) got a 500;
 * - text holding the NUL character (U+0000): PostgreSQL text cannot store it ("invalid byte
 *   sequence", SQLSTATE 22021). SQLite would; refused on both. ./request.ts refuses it in JSON
 *   bodies of any REST write (logins, password resets), ./where.ts in where values.
 */
import {
  APIError,
  type CollectionBeforeOperationHook,
  type FlattenedField,
  type GlobalBeforeOperationHook,
} from 'payload'
import { isRecord } from '../query-string'

const MAX_DEPTH = 64

export const NUL_MESSAGE = 'Text may not contain the NUL character (U+0000).'

/** Whether any string in `value` (keys included, at any depth up to 64) holds a NUL. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some((each) => containsNul(each, depth + 1))
  if (value instanceof Uint8Array) return false
  return Object.entries(value).some(([key, each]) => key.includes('\u0000') || containsNul(each, depth + 1))
}

/** The problem of a write's data, or null. */
export function dataProblem(data: unknown, fields: FlattenedField[]): string | null {
  if (data === undefined) return null
  if (!isRecord(data)) return 'The data must be an object of fields.'
  for (const field of fields) {
    if (field.type !== 'email') continue
    const value = (data as Record<string, unknown>)[field.name]
    if (value !== undefined && value !== null && typeof value !== 'string') return `${field.name}: use text.`
  }
  return containsNul(data) ? NUL_MESSAGE : null
}

const WRITES = new Set(['create', 'update'])

function refuse(args: unknown, fields: FlattenedField[]): void {
  const problem = dataProblem((args as { data?: unknown } | undefined)?.data, fields)
  if (problem) throw new APIError(problem, 400, undefined, true)
}

export const refuseMalformedData: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (req.payloadAPI !== 'REST') return args
  if (WRITES.has(operation)) refuse(args, collection.flattenedFields)
  else if (containsNul((args as { data?: unknown } | undefined)?.data)) refuse(args, [])
  return args
}

export const refuseMalformedGlobalData: GlobalBeforeOperationHook = ({ args, global, operation, req }) => {
  if (req.payloadAPI === 'REST' && operation === 'update') refuse(args, global.flattenedFields)
  return args
}
