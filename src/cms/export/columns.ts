/** Building blocks of an export's columns (each slice lists its own beside its collection). */
import type { CsvColumn } from './csv'

/** "not-requested" → "Not requested". */
export function humanize(value: string): string {
  const words = value.replaceAll(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A select's values → readable labels. */
export function selectLabels(values: readonly string[]): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, humanize(value)]))
}

/** The row id, first column of every export. */
export const ID_COLUMN: CsvColumn = { header: 'ID', field: 'id' }

/** When the row was created, last column of every export. */
export const CREATED_AT_COLUMN: CsvColumn = { header: 'Created at', field: 'createdAt', kind: 'date' }
