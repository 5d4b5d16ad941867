import type { SanitizedCollectionConfig, SanitizedConfig } from 'payload'

/**
 * The largest id a document or version can have: the SQL adapters number rows with `serial`
 * (PostgreSQL int4; SQLite rowids never get there in this app).
 */
export const MAX_SERIAL_ID = 2_147_483_647

export type IdType = 'number' | 'text'

/** The id type of a collection: its custom `id` field's, else the database adapter's default. */
export function collectionIdType(config: SanitizedConfig, collection: SanitizedCollectionConfig | undefined): IdType {
  const custom = collection?.flattenedFields.find((field) => field.name === 'id')
  if (custom?.type === 'text') return 'text'
  if (custom?.type === 'number') return 'number'
  return config.db.defaultIDType
}

/**
 * Whether `value` can name a document: for numeric ids a whole number written in digits (as a
 * string or a number) within the serial range, for text ids any non-empty string.
 */
export function isWellFormedId(value: unknown, idType: IdType): boolean {
  if (idType === 'text') return (typeof value === 'string' && value !== '') || typeof value === 'number'
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_SERIAL_ID
  return typeof value === 'string' && /^\d{1,10}$/.test(value) && Number(value) <= MAX_SERIAL_ID
}
