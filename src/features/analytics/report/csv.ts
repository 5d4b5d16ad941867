/**
 * The page views report as CSV (the admin exports' writer, src/cms/export/csv.ts: RFC 4180
 * quoting, CRLF, UTF-8 byte order mark, and a leading apostrophe on cells a spreadsheet would run
 * as a formula). One row per day and page: date, path, views.
 */
import { type CsvColumn, toCsv } from '@/cms/export/csv'

export type DayPathViews = {
  /** YYYY-MM-DD (UTC). */
  date: string
  path: string
  views: number
}

const REPORT_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Date', field: 'date' },
  { header: 'Path', field: 'path' },
  { header: 'Views', field: 'views' },
]

/** The whole file: the header line, then one line per row in the given order. */
export function pageViewsCsv(rows: readonly DayPathViews[]): string {
  return toCsv(REPORT_CSV_COLUMNS, rows)
}

/** e.g. page-views-2026-10-24-to-2026-11-22.csv. */
export function reportCsvFilename(days: readonly string[]): string {
  return `page-views-${days[0]}-to-${days[days.length - 1]}.csv`
}
