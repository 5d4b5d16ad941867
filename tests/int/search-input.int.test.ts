/**
 * Issue 25 point 5: whatever a visitor types, search answers results or the no-results state,
 * never an exception, and never an engine's error in the answer or the log. Generated inputs
 * (fast-check) over searchSite on the run's database (TEST_DB=sqlite or postgres): the engines'
 * own syntax (FTS5 and tsquery operators, quotes, *, -, ^, NEAR, OR, colons, parentheses), NUL
 * and control characters, right-to-left overrides, 1,000 characters, any filter and page.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { STORY_KINDS } from '@/features/content'
import { SEARCH_KIND_FILTERS, type SearchAnswer } from '@/features/search/types'
import { logger } from '@/lib/logger'

import { createStory } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'

vi.mock('next/cache', () => ({
  unstable_cache: <T extends (...args: never[]) => unknown>(fn: T) => fn,
  revalidateTag: () => undefined,
}))

const SYNTAX = [
  '"',
  "'",
  '*',
  '-',
  '+',
  '^',
  ':',
  '(',
  ')',
  '{',
  '}',
  '[',
  ']',
  '!',
  '&',
  '|',
  '<',
  '>',
  '<->',
  '~',
  '\\',
  'NEAR',
  'NEAR/2',
  'OR',
  'AND',
  'NOT',
  'title:',
  'body:',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u202e',
  '\u2066',
  '\u200f',
  '\ufeff',
  '\ud800',
  '%',
  '_',
  ';',
  '--',
  '/*',
  "'; DROP TABLE search_index; --",
  'van',
  'skoolie',
  'vans',
  'nomad',
  ' ',
  '  ',
]

const queryText = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.array(fc.constantFrom(...SYNTAX), { maxLength: 20 }).map((parts) => parts.join('')),
  fc.array(fc.constantFrom(...SYNTAX), { maxLength: 12 }).map((parts) => parts.join(' ')),
  fc.string({ minLength: 1000, maxLength: 1000 }),
  fc.constant('x'.repeat(1000)),
)

let payload: Payload
let searchSite: typeof import('@/features/search/server/search').searchSite
let storyId = 0
const logged: string[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  searchSite = (await import('@/features/search/server/search')).searchSite
  const word = `fc${uniqueSuffix()}`
  storyId = (await createStory(payload, { title: `Nomad van ${word}`, excerpt: 'Vans, skoolies and NEAR OR AND.' })).id
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(logger, level).mockImplementation(((...args: unknown[]) => {
      logged.push(JSON.stringify(args))
    }) as never)
  }
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  if (storyId) await payload.delete({ collection: 'stories', id: storyId, overrideAccess: true })
  await closeTestPayload()
}, 120_000)

function wellFormed(answer: SearchAnswer): void {
  expect(answer.total).toBeGreaterThanOrEqual(0)
  expect(answer.pages).toBe(answer.total === 0 ? 0 : Math.ceil(answer.total / 20))
  expect(answer.hits.length).toBeLessThanOrEqual(20)
  if (answer.total === 0) expect(answer.suggestions.length).toBeLessThanOrEqual(5)
  for (const hit of answer.hits) {
    expect(hit.title).toBe(hit.titleParts.map((part) => part.text).join(''))
    expect(hit.href.startsWith('/')).toBe(true)
  }
}

describe('any input', () => {
  it('answers results or none, never throws, never logs an engine error', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryText,
        fc.option(fc.constantFrom(...SEARCH_KIND_FILTERS), { nil: undefined }),
        fc.option(fc.constantFrom(...STORY_KINDS), { nil: undefined }),
        fc.integer({ min: -5, max: 1_000_000 }),
        async (q, kind, type, page) => {
          const answer = await searchSite(payload, { q, kind, type, page, perPage: 20 })
          wellFormed(answer)
        },
      ),
      { numRuns: 300 },
    )
    expect(logged).toEqual([])
  }, 120_000)

  it('finds through the syntax: words between operators still count', async () => {
    const answer = await searchSite(payload, { q: 'nomad* AND -"van" NEAR(vans)', page: 1, perPage: 20 })
    expect(answer.hits.map((hit) => hit.id)).toContain(String(storyId))
  })
})
