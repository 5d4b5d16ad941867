import { describe, expect, it } from 'vitest'

import { CSV_BOM, parseCsv } from '@/cms/export/csv'

import { pageViewsCsv, reportCsvFilename } from './csv'

describe('pageViewsCsv', () => {
  it('writes a header and one CRLF line per day and page, after the byte order mark', () => {
    const text = pageViewsCsv([
      { date: '2026-11-01', path: '/', views: 12 },
      { date: '2026-11-01', path: '/stories', views: 3 },
    ])
    expect(text).toBe(`${CSV_BOM}Date,Path,Views\r\n2026-11-01,/,12\r\n2026-11-01,/stories,3\r\n`)
  })

  it('quotes commas, quotes and line breaks, and defuses cells a spreadsheet would run', () => {
    const paths = ['=HYPERLINK("http://evil.test","x")', '+1', '-2', '@SUM(A1)', '/a,"b"\nc']
    const rows = parseCsv(pageViewsCsv(paths.map((path) => ({ date: '2026-11-01', path, views: 1 }))))
    expect(rows.slice(1).map((row) => row[1])).toEqual([
      `'=HYPERLINK("http://evil.test","x")`,
      "'+1",
      "'-2",
      "'@SUM(A1)",
      '/a,"b"\nc',
    ])
  })

  it('is only the header without views', () => {
    expect(parseCsv(pageViewsCsv([]))).toEqual([['Date', 'Path', 'Views']])
  })
})

describe('reportCsvFilename', () => {
  it('names the first and last day', () => {
    expect(reportCsvFilename(['2026-10-24', '2026-10-25', '2026-11-22'])).toBe(
      'page-views-2026-10-24-to-2026-11-22.csv',
    )
  })
})
