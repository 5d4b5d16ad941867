import { describe, expect, it } from 'vitest'

import {
  canonicalQuery,
  distinctWords,
  foldWord,
  normaliseQuery,
  parseQuery,
  queryWords,
  SEARCH_MAX_TERMS,
  textWords,
} from './query'
import { SEARCH_QUERY_MAX_LENGTH } from './types'

const words = (raw: string) => parseQuery(raw).terms

describe('parseQuery', () => {
  it('splits words, lowercased and without diacritics; the last one is a prefix', () => {
    expect(words('Café VANS')).toEqual([
      { type: 'word', word: 'cafe', prefix: false },
      { type: 'word', word: 'vans', prefix: true },
    ])
  })

  it('does not take the last word as a prefix after a space or punctuation, nor a single letter', () => {
    expect(words('van life ').at(-1)).toEqual({ type: 'word', word: 'life', prefix: false })
    expect(words('van life.').at(-1)).toEqual({ type: 'word', word: 'life', prefix: false })
    expect(words('van a')).toEqual([
      { type: 'word', word: 'van', prefix: false },
      { type: 'word', word: 'a', prefix: false },
    ])
  })

  it('keeps quoted phrases, straight or curly, and an unclosed quote runs to the end', () => {
    expect(words('"solar panels" roof')).toEqual([
      { type: 'phrase', words: ['solar', 'panels'] },
      { type: 'word', word: 'roof', prefix: true },
    ])
    expect(words('“van life”')).toEqual([{ type: 'phrase', words: ['van', 'life'] }])
    expect(words('roof "solar pan')).toEqual([
      { type: 'word', word: 'roof', prefix: false },
      { type: 'phrase', words: ['solar', 'pan'] },
    ])
    expect(words('"skoolie"')).toEqual([{ type: 'word', word: 'skoolie', prefix: false }])
  })

  it('neutralises engine syntax: operators are words, symbols are gone', () => {
    expect(words('van* -bus ^title:roof (NEAR OR AND NOT) {a b}')).toEqual(
      ['van', 'bus', 'title', 'roof', 'near', 'or', 'and', 'not', 'a', 'b'].map((word) => ({
        type: 'word',
        word,
        prefix: false,
      })),
    )
    expect(words('"" * - ^ : ( ) \' ; --')).toEqual([])
  })

  it('drops control characters, NUL and bidi overrides', () => {
    expect(words('va\u0000n\u202elife\u200b\u0007 bus')).toEqual([
      { type: 'word', word: 'va', prefix: false },
      { type: 'word', word: 'n', prefix: false },
      { type: 'word', word: 'life', prefix: false },
      { type: 'word', word: 'bus', prefix: true },
    ])
  })

  it('caps the text, the number of terms and the length of a word', () => {
    expect(words('a'.repeat(1000))).toEqual([{ type: 'word', word: 'a'.repeat(40), prefix: true }])
    expect(words(Array.from({ length: 500 }, (_, i) => `w${i}`).join(' '))).toHaveLength(SEARCH_MAX_TERMS)
    expect(normaliseQuery('x'.repeat(1000))).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
  })

  it('keeps each term once', () => {
    expect(words('van Van VAN bus')).toEqual([
      { type: 'word', word: 'van', prefix: false },
      { type: 'word', word: 'bus', prefix: true },
    ])
  })

  it('answers no terms for empty or blank text', () => {
    expect(words('')).toEqual([])
    expect(words('   \n\t ')).toEqual([])
  })
})

describe('normaliseQuery', () => {
  it('collapses white space, keeps a trailing space and never cuts a surrogate pair', () => {
    expect(normaliseQuery('  van \n\n life  ')).toBe('van life ')
    const emoji = '🚐'.repeat(SEARCH_QUERY_MAX_LENGTH + 5)
    expect(Array.from(normaliseQuery(emoji))).toHaveLength(SEARCH_QUERY_MAX_LENGTH)
  })
})

describe('helpers', () => {
  it('folds and splits words like the engines', () => {
    expect(foldWord('Ÿosémite')).toBe('yosemite')
    expect(textWords("Don't stop: 4x4 vans!")).toEqual(['don', 't', 'stop', '4x4', 'vans'])
    expect(distinctWords('Vans, VANS and Café vans')).toEqual(['and', 'cafe', 'vans'])
  })

  it('spells a search one way', () => {
    expect(canonicalQuery(parseQuery('  Vans  AND -skoolie* "Solar  panels"'))).toBe('vans and skoolie "solar panels"')
    const replace = new Map([['skoolee', 'skoolie']])
    expect(canonicalQuery(parseQuery('Skoolee solar "skoolee roof"'), replace)).toBe('skoolie solar "skoolie roof"')
    expect(queryWords(parseQuery('van "solar panels"'))).toEqual(['van', 'solar', 'panels'])
  })
})
