import { describe, expect, it } from 'vitest'

import {
  parseStoryKind,
  parseStoryKindSegment,
  STORY_KIND_TEXT,
  STORY_KINDS,
  storyKindHref,
  storyKindsOf,
  storyKindWhere,
} from './story-kinds'

describe('parseStoryKind', () => {
  it.each(STORY_KINDS)('reads %s', (kind) => {
    expect(parseStoryKind(kind)).toBe(kind)
  })

  it.each(['', 'Solo', 'SOLO', ' solo', 'solo ', 'van', 'organisation', 'orgs', 'families', 'toString', '__proto__'])(
    'rejects %j',
    (value) => {
      expect(parseStoryKind(value)).toBeNull()
    },
  )

  it('rejects a missing or repeated parameter', () => {
    expect(parseStoryKind(undefined)).toBeNull()
    expect(parseStoryKind(null)).toBeNull()
    expect(parseStoryKind(['solo', 'couple'])).toBeNull()
    expect(parseStoryKind(['solo'])).toBeNull()
  })

  it('reads a path segment, encoded or not, and refuses a malformed one', () => {
    expect(parseStoryKindSegment('skoolie')).toBe('skoolie')
    expect(parseStoryKindSegment('%73olo')).toBe('solo')
    expect(parseStoryKindSegment('%E0%A4%A')).toBeNull()
    expect(parseStoryKindSegment('-')).toBeNull()
  })
})

describe('storyKindHref', () => {
  it('is the list filtered by kind, with the page after the kind from page 2', () => {
    expect(storyKindHref('solo')).toBe('/stories?type=solo')
    expect(storyKindHref('solo', 1)).toBe('/stories?type=solo')
    expect(storyKindHref('solo', 2)).toBe('/stories?type=solo&page=2')
    expect(storyKindHref('org', 13)).toBe('/stories?type=org&page=13')
  })

  it('is the plain list without a kind', () => {
    expect(storyKindHref(null)).toBe('/stories')
    expect(storyKindHref(null, 3)).toBe('/stories?page=3')
  })
})

describe('storyKindsOf (grouping)', () => {
  it.each([
    [{ vanlifeType: 'solo', rigType: 'van' }, ['solo']],
    [{ vanlifeType: 'couple', rigType: 'van' }, ['couple']],
    [{ vanlifeType: 'family', rigType: 'van' }, ['family']],
    [{ vanlifeType: 'org', rigType: 'van' }, ['org']],
    // A skoolie family is in both groups.
    [{ vanlifeType: 'family', rigType: 'skoolie' }, ['family', 'skoolie']],
    [{ vanlifeType: 'solo', rigType: 'skoolie' }, ['solo', 'skoolie']],
    [{ vanlifeType: 'couple', rigType: 'skoolie' }, ['couple', 'skoolie']],
    // An organisation's rig is not part of its story: never a skoolie.
    [{ vanlifeType: 'org', rigType: 'skoolie' }, ['org']],
    // The fields' defaults: solo, van.
    [{}, ['solo']],
    [{ vanlifeType: null, rigType: 'skoolie' }, ['solo', 'skoolie']],
  ] as const)('%j is in %j', (story, kinds) => {
    expect(storyKindsOf(story)).toEqual(kinds)
  })

  it('puts every story in exactly one of solo, couple, family and org', () => {
    for (const vanlifeType of ['solo', 'couple', 'family', 'org'] as const) {
      for (const rigType of ['van', 'skoolie'] as const) {
        const who = storyKindsOf({ vanlifeType, rigType }).filter((kind) => kind !== 'skoolie')
        expect(who).toEqual([vanlifeType])
      }
    }
  })
})

describe('storyKindWhere', () => {
  it('filters by who travels, and skoolies by rig without organisations', () => {
    expect(storyKindWhere('family')).toEqual({ vanlifeType: { equals: 'family' } })
    expect(storyKindWhere('skoolie')).toEqual({
      and: [{ rigType: { equals: 'skoolie' } }, { vanlifeType: { not_equals: 'org' } }],
    })
  })
})

describe('STORY_KIND_TEXT', () => {
  it('names every kind with distinct chips and titles', () => {
    const texts = STORY_KINDS.map((kind) => STORY_KIND_TEXT[kind])
    expect(new Set(texts.map((text) => text.chip)).size).toBe(STORY_KINDS.length)
    expect(new Set(texts.map((text) => text.title)).size).toBe(STORY_KINDS.length)
    for (const text of texts) {
      expect(text.description.length).toBeGreaterThan(60)
      expect(text.emptyTitle).toMatch(/^No .+ Stories Yet$/)
    }
  })
})
