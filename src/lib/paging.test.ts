import { describe, expect, it } from 'vitest'

import { pageHref, pageWindow, parsePageParam, parsePageSegment } from './paging'

describe('parsePageParam', () => {
  it('reads page 1 when there is no page parameter', () => {
    expect(parsePageParam(undefined)).toBe(1)
  })

  it.each([
    ['1', 1],
    ['2', 2],
    ['50', 50],
    ['834', 834],
  ])('reads %s as %d', (value, page) => {
    expect(parsePageParam(value)).toBe(page)
  })

  it.each(['', '0', '-1', '02', '2.0', '1.5', 'abc', '1e3', ' 2', '9999999999'])('rejects %j', (value) => {
    expect(parsePageParam(value)).toBeNull()
  })

  it('rejects a repeated parameter', () => {
    expect(parsePageParam(['1', '2'])).toBeNull()
  })
})

describe('pageHref', () => {
  it('leaves the query off page 1', () => {
    expect(pageHref('/stories', 1)).toBe('/stories')
    expect(pageHref('/stories', 2)).toBe('/stories?page=2')
  })

  it('adds the page after the query of a filtered list', () => {
    expect(pageHref('/stories?type=solo', 1)).toBe('/stories?type=solo')
    expect(pageHref('/stories?type=solo', 2)).toBe('/stories?type=solo&page=2')
  })
})

describe('pageWindow', () => {
  it('is empty without pages and a single page for one', () => {
    expect(pageWindow(1, 0)).toEqual([])
    expect(pageWindow(1, 1)).toEqual([1])
  })

  it('lists every page when there are few', () => {
    expect(pageWindow(1, 2)).toEqual([1, 2])
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it('shows the first, the last and the neighbours, with gaps between', () => {
    expect(pageWindow(50, 834)).toEqual([1, 'gap', 49, 50, 51, 'gap', 834])
    expect(pageWindow(1, 834)).toEqual([1, 2, 'gap', 834])
    expect(pageWindow(834, 834)).toEqual([1, 'gap', 833, 834])
  })

  it('shows a single skipped page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10])
  })
})

describe('parsePageSegment', () => {
  it('reads the cached route segment like the query, and refuses malformed escapes', () => {
    expect(parsePageSegment('2')).toBe(2)
    expect(parsePageSegment('-')).toBeNull()
    expect(parsePageSegment('%E0%A4%A')).toBeNull()
    expect(parsePageSegment('0')).toBeNull()
  })
})
