import { describe, expect, it } from 'vitest'

import {
  normaliseQueryText,
  normaliseSearch,
  parseSearchRouteKey,
  SEARCH_MAX_PAGE,
  searchHref,
  searchQueryString,
  searchRouteKey,
} from './normalise'
import { SEARCH_QUERY_MAX_LENGTH } from './types'

const normal = (query: string) => searchQueryString(normaliseSearch(new URLSearchParams(query)))

describe('normaliseQueryText', () => {
  it('folds width and case, collapses whitespace, trims', () => {
    expect(normaliseQueryText('  Ｖａｎｓ \t in\n\nBAJA  ')).toBe('vans in baja')
  })

  it('turns control characters into spaces and drops format characters', () => {
    expect(normaliseQueryText('van\u0000life')).toBe('van life')
    expect(normaliseQueryText('\u202eskoolie\u202c\u200b')).toBe('skoolie')
    expect(normaliseQueryText('\u2066solar\u2069 \ufeffpanels')).toBe('solar panels')
  })

  it('keeps the engines’ syntax as text (the engine escapes it)', () => {
    expect(normaliseQueryText('"Van Life" -bus OR NEAR(a b) title:x^2*')).toBe(
      '"van life" -bus or near(a b) title:x^2*',
    )
  })

  it('cuts at SEARCH_QUERY_MAX_LENGTH code points, never inside a surrogate pair', () => {
    expect(normaliseQueryText('a'.repeat(1000))).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
    const emoji = normaliseQueryText('🚐'.repeat(300))
    expect(Array.from(emoji)).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/)
  })

  it('leaves nothing of whitespace and invisible characters', () => {
    expect(normaliseQueryText(' \u0000\u202e\t ')).toBe('')
  })
})

describe('normaliseSearch / searchQueryString', () => {
  it('keeps a normal form as it is', () => {
    for (const query of ['q=van', 'q=van+life', 'q=van&kind=shop', 'q=van&kind=stories&type=solo&page=3']) {
      expect(normal(query)).toBe(query)
    }
  })

  it('drops unknown parameters, unknown kinds and types, and page 1', () => {
    expect(normal('q=Van&utm_source=x&kind=bogus&type=nope&page=1')).toBe('q=van')
  })

  it('a type filters stories', () => {
    expect(normal('q=van&kind=shop&type=family')).toBe('q=van&kind=stories&type=family')
  })

  it('takes a plain page number up to the cap', () => {
    expect(normal('q=van&page=02')).toBe('q=van&page=2')
    expect(normal('q=van&page=-1')).toBe('q=van')
    expect(normal('q=van&page=2.5')).toBe('q=van')
    expect(normal('q=van&page=0')).toBe('q=van')
    expect(normal('q=van&page=99999')).toBe(`q=van&page=${SEARCH_MAX_PAGE}`)
    expect(normal('q=van&page=x&page=3')).toBe('q=van')
  })

  it('answers the bare /search without words', () => {
    expect(normal('q=&kind=shop&page=4')).toBe('')
    expect(normal('kind=shop')).toBe('')
    expect(searchHref({ q: '', page: 1 })).toBe('/search')
  })

  it('joins a repeated q', () => {
    expect(normal('q=van&q=life')).toBe('q=van+life')
  })

  it('never throws on odd input', () => {
    expect(() => normaliseSearch(new URLSearchParams('q=%ZZ&&=&page=%00'))).not.toThrow()
  })
})

describe('the cached route key', () => {
  it('round-trips a search', () => {
    const search = normaliseSearch(new URLSearchParams('q=skoolie+"solar panels"&kind=stories&type=family&page=2'))
    expect(parseSearchRouteKey(searchRouteKey(search))).toEqual(search)
  })

  it('keeps every segment short enough for a file name', () => {
    const search = normaliseSearch(new URLSearchParams({ q: '漢字🚐'.repeat(200) }))
    const key = searchRouteKey(search)
    expect(key.length).toBeGreaterThan(1)
    for (const segment of key) expect(segment.length).toBeLessThanOrEqual(120)
    expect(parseSearchRouteKey(key)).toEqual(search)
  })

  it('refuses what is not the key of a normal form', () => {
    const key = (query: string) => [btoa(query).replaceAll('=', '')]
    expect(parseSearchRouteKey(key('q=Van'))).toBeNull()
    expect(parseSearchRouteKey(key('q=van&x=1'))).toBeNull()
    expect(parseSearchRouteKey(key(''))).toBeNull()
    expect(parseSearchRouteKey(['not base64!'])).toBeNull()
    expect(parseSearchRouteKey([...key('q=van'), ''])).toBeNull()
    expect(parseSearchRouteKey(key('q=van'))).toEqual({ q: 'van', page: 1 })
  })
})
