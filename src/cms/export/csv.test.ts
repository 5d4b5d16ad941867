import { describe, expect, it } from 'vitest'

import {
  cellText,
  columnValue,
  CSV_BOM,
  csvCell,
  csvFilename,
  csvHeader,
  csvLine,
  csvRecord,
  parseCsv,
  protectFormula,
  quoteField,
  toCsv,
  type CsvColumn,
} from './csv'

describe('quoteField (RFC 4180)', () => {
  it('leaves plain text alone', () => {
    expect(quoteField('Ann Lee')).toBe('Ann Lee')
    expect(quoteField('')).toBe('')
  })

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(quoteField('Portland, OR')).toBe('"Portland, OR"')
    expect(quoteField('say "hi"')).toBe('"say ""hi"""')
    expect(quoteField('line 1\nline 2')).toBe('"line 1\nline 2"')
    expect(quoteField('line 1\r\nline 2')).toBe('"line 1\r\nline 2"')
    expect(quoteField('cr\ronly')).toBe('"cr\ronly"')
  })
})

describe('protectFormula', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\tx', '\rx'])('prefixes an apostrophe to %j', (text) => {
    expect(protectFormula(text)).toBe(`'${text}`)
  })

  it('leaves other text alone, including a formula character later on', () => {
    expect(protectFormula('a=b')).toBe('a=b')
    expect(protectFormula('hello@example.com')).toBe('hello@example.com')
    expect(protectFormula('')).toBe('')
  })
})

describe('cellText and csvCell', () => {
  it('writes null and undefined as empty, booleans as yes/no, dates as ISO', () => {
    expect(cellText(null)).toBe('')
    expect(cellText(undefined)).toBe('')
    expect(cellText(true)).toBe('yes')
    expect(cellText(false)).toBe('no')
    expect(cellText(new Date(Date.UTC(2026, 10, 22, 9, 30)))).toBe('2026-11-22T09:30:00.000Z')
    expect(cellText(42)).toBe('42')
  })

  it('protects a formula, then quotes it when needed', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"')
    expect(csvCell('-1')).toBe("'-1")
  })

  it('keeps accents and emoji as they are', () => {
    expect(csvCell('Zoë 🚐')).toBe('Zoë 🚐')
  })
})

describe('lines and files', () => {
  const columns: CsvColumn[] = [
    { header: 'Email', field: 'email' },
    { header: 'Created at', field: 'createdAt', kind: 'date' },
    {
      header: 'Wants newsletter',
      field: 'subscribeToNewsletter',
      kind: 'boolean',
    },
    {
      header: 'Status',
      field: 'status',
      kind: 'select',
      labels: { 'not-requested': 'Not requested' },
    },
  ]

  it('ends every line with CRLF', () => {
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n')
  })

  it('starts the file with the UTF-8 byte order mark and the header line', () => {
    expect(csvHeader(columns)).toBe(`${CSV_BOM}Email,Created at,Wants newsletter,Status\r\n`)
  })

  it('formats values by column kind', () => {
    const doc = {
      email: 'a@b.test',
      createdAt: '2026-11-22T09:30:00.000Z',
      subscribeToNewsletter: false,
      status: 'not-requested',
    }
    expect(csvRecord(columns, doc)).toBe('a@b.test,2026-11-22T09:30:00.000Z,no,Not requested\r\n')
  })

  it('writes missing values as empty cells and unknown select values as they are', () => {
    expect(csvRecord(columns, { status: 'odd' })).toBe(',,,odd\r\n')
  })

  it('keeps an unparsable date as it is and objects as JSON', () => {
    expect(columnValue({ header: 'D', field: 'd', kind: 'date' }, { d: 'not a date' })).toBe('not a date')
    expect(columnValue({ header: 'O', field: 'o' }, { o: { a: 1 } })).toBe('{"a":1}')
  })

  it('round-trips through parseCsv: quoting, line breaks and formula protection survive', () => {
    const docs = [
      {
        email: '=1+1',
        createdAt: null,
        subscribeToNewsletter: true,
        status: 'x',
      },
      {
        email: 'say "hi", bye\r\nnext line',
        createdAt: '2026-01-02T03:04:05.000Z',
        subscribeToNewsletter: false,
      },
    ]
    const text = toCsv(columns, docs)
    expect(text.startsWith(CSV_BOM)).toBe(true)
    expect(parseCsv(text)).toEqual([
      ['Email', 'Created at', 'Wants newsletter', 'Status'],
      ["'=1+1", '', 'yes', 'x'],
      ['say "hi", bye\r\nnext line', '2026-01-02T03:04:05.000Z', 'no', ''],
    ])
  })
})

describe('columnValue', () => {
  it('reads a dotted path inside a group, and writes cents as units with two decimals', () => {
    const doc = { customer: { lastName: 'Lopez' }, total: 7560, tax: 5 }
    expect(columnValue({ header: 'Last name', field: 'customer.lastName' }, doc)).toBe('Lopez')
    expect(columnValue({ header: 'Missing', field: 'customer.city.name' }, doc)).toBe('')
    expect(columnValue({ header: 'Total', field: 'total', kind: 'cents' }, doc)).toBe('75.60')
    expect(columnValue({ header: 'Tax', field: 'tax', kind: 'cents' }, doc)).toBe('0.05')
  })
})

describe('csvFilename', () => {
  it('names the file after the collection and the UTC date', () => {
    expect(csvFilename('subscribers', new Date(Date.UTC(2026, 10, 22, 23, 59)))).toBe('subscribers-2026-11-22.csv')
  })
})
