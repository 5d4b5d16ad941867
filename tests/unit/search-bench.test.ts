import { describe, expect, it } from 'vitest'

import { verdictOf } from '../../scripts/lib/bench-table'
import { searchOnlyDatabases, searchRows } from '../../scripts/lib/search-bench'
import { BENCH_WORD_IN_EVERY_POST, corpusStory } from '../../scripts/lib/search-corpus'
import { BENCH_QUERIES } from '../../scripts/lib/search-queries'
import { plainText } from '../../src/seed/lexical'

const SAMPLE = Array.from({ length: 300 }, (_, index) => corpusStory(25, index))
const textOf = (story: (typeof SAMPLE)[number]) =>
  `${story.title} ${story.excerpt} ${story.author.name} ${story.author.location} ${plainText(story.content)}`.toLowerCase()
const corpusWords = new Set(SAMPLE.flatMap((story) => textOf(story).match(/[a-z]+/g) ?? []))

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false
  if (a.length === b.length) {
    const diff = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]))
    if (diff.length === 1) return true
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]]
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a]
  for (let i = 0; i < long.length; i += 1) if (long.slice(0, i) + long.slice(i + 1) === short) return true
  return false
}

describe('the search bench corpus', () => {
  it('is the same for the same seed and index, and differs between stories', () => {
    expect(corpusStory(25, 7)).toEqual(corpusStory(25, 7))
    expect(corpusStory(25, 7).slug).not.toBe(corpusStory(25, 8).slug)
    expect(new Set(SAMPLE.map((story) => story.slug)).size).toBe(SAMPLE.length)
  })

  it('writes bodies of about 600 words, every one holding the word of every post', () => {
    for (const story of SAMPLE) {
      expect(story.words).toBeGreaterThanOrEqual(520)
      expect(story.words).toBeLessThanOrEqual(720)
      expect(plainText(story.content)).toContain(` ${BENCH_WORD_IN_EVERY_POST},`)
    }
  })
})

describe('the 50 bench queries', () => {
  it('are 50, of every kind the issue names', () => {
    expect(BENCH_QUERIES).toHaveLength(50)
    expect(new Set(BENCH_QUERIES.map((query) => query.kind))).toEqual(
      new Set(['one word', 'two words', 'phrase', 'prefix', 'typo', 'in every post', 'in none']),
    )
  })

  it('have typos of five letters or more, one edit from a word of the corpus that they are not', () => {
    for (const { q } of BENCH_QUERIES.filter((query) => query.kind === 'typo')) {
      expect(q.length).toBeGreaterThanOrEqual(5)
      expect(corpusWords.has(q)).toBe(false)
      expect([...corpusWords].some((word) => oneEditApart(q, word))).toBe(true)
    }
  })

  it('have words in none that the corpus never uses, and prefixes it does', () => {
    for (const { q } of BENCH_QUERIES.filter((query) => query.kind === 'in none'))
      for (const word of q.split(' ')) expect(corpusWords.has(word)).toBe(false)
    for (const { q } of BENCH_QUERIES.filter((query) => query.kind === 'prefix')) {
      const last = q.split(' ').at(-1) ?? ''
      expect(corpusWords.has(last)).toBe(false)
      expect([...corpusWords].some((word) => word.startsWith(last))).toBe(true)
    }
  })
})

describe('the search part of the bench', () => {
  it('says which databases --search-only asks for', () => {
    expect(searchOnlyDatabases(['node', 'bench.ts'])).toBeNull()
    expect(searchOnlyDatabases(['--search-only'])).toEqual(['sqlite', 'postgres'])
    expect(searchOnlyDatabases(['--search-only=postgres'])).toEqual(['postgres'])
    expect(() => searchOnlyDatabases(['--search-only=mysql'])).toThrow(/sqlite, postgres/)
  })

  it('counts a failed database as not measured, and failed answers as a miss', () => {
    const failed = searchRows({ database: 'postgres', error: 'no server' })
    expect(failed.every((row) => verdictOf(row) === 'n/a')).toBe(true)
    const load = {
      requestsPerSecond: 900,
      latencyP50Ms: 5,
      latencyP99Ms: 12,
      latencyAvgMs: 6,
      requests: 9_000,
      non2xx: 3,
      errors: 0,
      timeouts: 0,
      statusCodes: { '2xx': 8_997, '5xx': 3 },
    }
    const rows = searchRows({ database: 'sqlite', api: load, reindex: { wallMs: 12_000, output: '' } })
    expect(rows.find((row) => row.figure === 'GET /api/search req/s')?.value).toBeNull()
    expect(verdictOf(rows.find((row) => row.figure === 'GET /api/search p99') ?? failed[0])).toBe('met')
    expect(verdictOf(rows.find((row) => row.figure.startsWith('index built')) ?? failed[0])).toBe('met')
  })
})
