/**
 * The page views report as CSV (the admin exports' writer, src/cms/export/csv.ts: RFC 4180
 * quoting, CRLF, UTF-8 byte order mark, and a leading apostrophe on cells a spreadsheet would run
 * as a formula). One row per day and page: date, path, views.
 */
import { CSV_BOM, csvLine } from '@/cms/export/csv'

export interface DayPathViews {
  /** YYYY-MM-DD (UTC). */
  date: string
  path: string
  views: number
}

export const REPORT_CSV_HEADER = ['Date', 'Path', 'Views'] as const

/** The whole file: the header line, then one line per row in the given order. */
export function pageViewsCsv(rows: readonly DayPathViews[]): string {
  return CSV_BOM + csvLine(REPORT_CSV_HEADER) + rows.map((row) => csvLine([row.date, row.path, row.views])).join('')
}

/** e.g. page-views-2026-10-24-to-2026-11-22.csv. */
export function reportCsvFilename(days: readonly string[]): string {
  return `page-views-${days[0]}-to-${days[days.length - 1]}.csv`
}
