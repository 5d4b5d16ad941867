/**
 * Query strings read the way Payload's REST API reads them (qs-esm with the options of Payload's
 * createPayloadRequest), for whatever must see the query Payload will see: the REST guard
 * (./rest-guard) and the admin's CSV export (./export).
 */
import * as qs from 'qs-esm'

const PAYLOAD_QS_OPTIONS = { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true } as const

/** "?where[status][equals]=pending&sort=-createdAt" → its values (throws on what qs cannot read). */
export function parsePayloadQuery(search: string): Record<string, unknown> {
  return qs.parse(search, PAYLOAD_QS_OPTIONS) as Record<string, unknown>
}

/** An object of keys and values: not an array, a Date or null (qs-esm and JSON.parse make these). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}
