import { describe, expect, it } from 'vitest'

import { checkSlug, RESERVED_SLUGS, SLUG_MAX_LENGTH, slugify } from './slug'

describe('slugify', () => {
  it('lowercases, folds accents and joins words with single hyphens', () => {
    expect(slugify('  Crème Brûlée on the Road!  ')).toBe('creme-brulee-on-the-road')
    expect(slugify('Van & Skoolie -- Life')).toBe('van-and-skoolie-life')
    expect(slugify("Maya's Sprinter")).toBe('mayas-sprinter')
  })

  it('caps the length without leaving a trailing hyphen', () => {
    const slug = slugify('word '.repeat(60))
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('checkSlug', () => {
  it('accepts well-formed slugs', () => {
    expect(checkSlug('life-on-the-road-2024')).toEqual({ ok: true })
  })

  it.each(['Upper-Case', 'double--hyphen', '-leading', 'trailing-', 'with space', 'under_score', 'ünï'])(
    'rejects the malformed slug %s',
    (slug) => {
      expect(checkSlug(slug).ok).toBe(false)
    },
  )

  it('rejects empty and non-string values', () => {
    expect(checkSlug('').ok).toBe(false)
    expect(checkSlug(undefined).ok).toBe(false)
    expect(checkSlug(42).ok).toBe(false)
  })

  it('rejects every reserved route', () => {
    for (const slug of ['admin', 'api', 'stories', 'about', 'not-found', 'vanlife-cost-calculator']) {
      expect(RESERVED_SLUGS.has(slug)).toBe(true)
      const result = checkSlug(slug)
      expect(result.ok).toBe(false)
      if (!result.ok) expect(result.message).toContain('reserved')
    }
  })

  it('rejects slugs that are too long', () => {
    expect(checkSlug('a'.repeat(SLUG_MAX_LENGTH + 1)).ok).toBe(false)
  })
})
