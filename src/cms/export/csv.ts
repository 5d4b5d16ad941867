/**
 * CSV for the admin exports (RFC 4180): comma-separated, CRLF line ends, fields quoted when they
 * hold a comma, a quote or a line break. The file starts with a UTF-8 byte order mark so Excel
 * reads accents and emoji right. Cells that a spreadsheet would run as a formula get a leading
 * apostrophe (OWASP "CSV injection").
 */

/** What a column reads from a document: plain text, an ISO date, yes/no, or a select's label. */
/** `cents`: an amount in integer cents, written in units with two decimals (1234 → 12.34). */
export type CsvColumnKind = 'text' | 'date' | 'boolean' | 'select' | 'cents'

export interface CsvColumn {
  /** Header row text. */
  header: string
  /** Field name in the document; a dotted path reads inside a group (`customer.lastName`). */
  field: string
  kind?: CsvColumnKind
  /** For `select`: value → readable label (unknown values are written as they are). */
  labels?: Readonly<Record<string, string>>
}

export type CsvCell = string | number | boolean | Date | null | undefined

export const CSV_BOM = '\uFEFF'
export const CSV_LINE_END = '\r\n'

/** A cell a spreadsheet would evaluate: starts with =, +, -, @, tab or carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** Prefixes an apostrophe to text a spreadsheet would treat as a formula. */
export function protectFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

/** Quotes a field when RFC 4180 requires it, doubling inner quotes. */
export function quoteField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** Dates as ISO 8601 (UTC); an unparsable date string is kept as it is. */
export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/** The text of one value: empty for null/undefined, yes/no for booleans, ISO for dates. */
export function cellText(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (value instanceof Date) return formatDate(value)
  return String(value)
}

/** One cell, ready to write: formula-protected, then quoted. */
export function csvCell(value: CsvCell): string {
  return quoteField(protectFormula(cellText(value)))
}

/** One line of the file, CRLF included. */
export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END
}

/** The header line, preceded by the byte order mark (the very start of the file). */
export function csvHeader(columns: readonly CsvColumn[]): string {
  return CSV_BOM + csvLine(columns.map((column) => column.header))
}

function toCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return value
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) return value
  return JSON.stringify(value)
}

/** `doc.a.b` for the path "a.b" (undefined where a step is missing). */
function fieldValue(doc: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = doc
  for (const key of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

/** The value of `column` in `doc`, formatted by the column's kind. */
export function columnValue(column: CsvColumn, doc: Readonly<Record<string, unknown>>): CsvCell {
  const value = fieldValue(doc, column.field)
  if (value === null || value === undefined || value === '') return ''
  switch (column.kind) {
    case 'date':
      return typeof value === 'string' || value instanceof Date ? formatDate(value) : toCell(value)
    case 'boolean':
      return Boolean(value)
    case 'select':
      return column.labels?.[String(value)] ?? toCell(value)
    case 'cents':
      return typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2) : toCell(value)
    default:
      return toCell(value)
  }
}

/** The line of one document. */
export function csvRecord(columns: readonly CsvColumn[], doc: Readonly<Record<string, unknown>>): string {
  return csvLine(columns.map((column) => columnValue(column, doc)))
}

/** A whole file in one string (small exports and tests; the endpoint streams line by line). */
export function toCsv(columns: readonly CsvColumn[], docs: readonly Readonly<Record<string, unknown>>[]): string {
  return csvHeader(columns) + docs.map((doc) => csvRecord(columns, doc)).join('')
}

/** e.g. subscribers-2026-11-22.csv (the UTC date). */
export function csvFilename(name: string, now: Date = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`
}

/**
 * Reads CSV text back into rows (RFC 4180, with or without the BOM). For tests and checks of
 * what was written; not a general-purpose parser (no delimiter options).
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i += 1
      } else if (char === '"') {
        quoted = false
      } else {
        field += char
      }
    } else if (char === '"') {
      quoted = true
    } else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\r' && source[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i += 1
    } else {
      field += char
    }
  }
  if (field !== '' || row.length > 0) rows.push([...row, field])
  return rows
}
