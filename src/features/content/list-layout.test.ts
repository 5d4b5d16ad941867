import { describe, expect, it } from 'vitest'

import { cardSpans, listPageCount, listPages, PAGE_SIZE, placeCards, slicePages, WIDE_COLUMNS } from './list-layout'

const TOTALS = Array.from({ length: 101 }, (_, total) => total)

/** The rows of one page at one column count, with each row's used columns. */
function rowsOf(count: number, featuredFirst: boolean, width: 'md' | 'lg') {
  const spans = cardSpans(count, featuredFirst).map((wide) => (wide[width] ? 2 : 1))
  return { spans, ...placeCards(spans, WIDE_COLUMNS[width]) }
}

describe('listPages', () => {
  it('has no pages for no cards', () => {
    expect(listPages(0)).toEqual([])
    expect(listPageCount(0, { featuredFirst: true })).toBe(0)
  })

  it('keeps 13 stories on one page (never a page 2 with one story)', () => {
    expect(listPages(13, { featuredFirst: true })).toEqual([{ offset: 0, count: 13 }])
    expect(listPages(13)).toEqual([{ offset: 0, count: 13 }])
  })

  it('gives the featured first page one card less, so it fills its rows', () => {
    expect(listPages(30, { featuredFirst: true })).toEqual([
      { offset: 0, count: 11 },
      { offset: 11, count: 12 },
      { offset: 23, count: 7 },
    ])
    expect(listPages(24)).toEqual([
      { offset: 0, count: 12 },
      { offset: 12, count: 12 },
    ])
  })

  for (const featuredFirst of [false, true]) {
    it(`covers every card once, in order, for every total 0..100 (featured first: ${featuredFirst})`, () => {
      for (const total of TOTALS) {
        const pages = listPages(total, { featuredFirst })
        let next = 0
        for (const page of pages) {
          expect(page.offset).toBe(next)
          expect(page.count).toBeGreaterThan(0)
          next += page.count
        }
        expect(next).toBe(total)
        // Every page but the last is a full page; the last is never a small remainder of a full one.
        pages.slice(0, -1).forEach((page, index) => {
          expect(page.count).toBe(index === 0 && featuredFirst ? PAGE_SIZE - 1 : PAGE_SIZE)
        })
        if (pages.length > 1) expect(pages.at(-1)!.count).toBeGreaterThanOrEqual(PAGE_SIZE / 2)
        expect(pages.every((page) => page.count < PAGE_SIZE * 1.5)).toBe(true)
      }
    })

    it(`fills the rows of every page at 2 and 3 columns: no lone card, no hole inside (featured first: ${featuredFirst})`, () => {
      for (const total of TOTALS) {
        listPages(total, { featuredFirst }).forEach((page, index) => {
          const featured = featuredFirst && index === 0 && total > 1
          for (const width of ['md', 'lg'] as const) {
            const { spans, rows, holes } = rowsOf(page.count, featured, width)
            const columns = WIDE_COLUMNS[width]
            // A lone card: a row of one card one column wide (a single card list is one card by definition).
            if (page.count > 1) {
              let start = 0
              for (const cards of rows) {
                expect(
                  cards === 1 && spans[start] === 1,
                  `total ${total} page ${index + 1} at ${columns} columns`,
                ).toBe(false)
                start += cards
              }
            }
            // At most one column short, on the last row only.
            expect(holes, `total ${total} page ${index + 1} at ${columns} columns`).toBeLessThanOrEqual(
              page.count > 1 ? 1 : columns - 1,
            )
            if (featured) expect(spans[0]).toBe(2)
          }
        })
      }
    })
  }

  it('fills every row of a full page', () => {
    for (const [count, featured] of [
      [PAGE_SIZE, false],
      [PAGE_SIZE - 1, true],
    ] as const) {
      expect(rowsOf(count, featured, 'md').holes).toBe(0)
      expect(rowsOf(count, featured, 'lg').holes).toBe(0)
    }
  })
})

describe('placeCards', () => {
  it('places cards row by row as CSS grid does, counting the holes a wide card leaves', () => {
    expect(placeCards([1, 1, 1, 1], 3)).toEqual({ rows: [3, 1], holes: 2 })
    expect(placeCards([1, 2, 1], 2)).toEqual({ rows: [1, 1, 1], holes: 2 })
    expect(placeCards([2, 1, 1, 1, 2], 3)).toEqual({ rows: [2, 2, 1], holes: 2 })
  })
})

describe('slicePages', () => {
  it('reads a page from one database page when it starts on one, else from two', () => {
    expect(slicePages({ offset: 0, count: 13 })).toEqual({ limit: 13, pages: [1], skip: 0 })
    expect(slicePages({ offset: 24, count: 12 })).toEqual({ limit: 12, pages: [3], skip: 0 })
    expect(slicePages({ offset: 11, count: 12 })).toEqual({ limit: 12, pages: [1, 2], skip: 11 })
  })

  it('covers every page of every list', () => {
    for (const total of TOTALS) {
      for (const page of listPages(total, { featuredFirst: true })) {
        const { limit, pages, skip } = slicePages(page)
        const first = (pages[0] - 1) * limit
        expect(first + skip).toBe(page.offset)
        expect(first + pages.length * limit).toBeGreaterThanOrEqual(page.offset + page.count)
      }
    }
  })
})
