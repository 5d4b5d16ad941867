import { describe, expect, it } from 'vitest'

import { exitPath, parsePreviewTarget, previewPath } from './preview'

describe('preview links', () => {
  it('builds the admin preview URL, none without a slug', () => {
    expect(previewPath('stories', 'a-bus-named-marigold')).toBe(
      '/api/preview?collection=stories&slug=a-bus-named-marigold',
    )
    expect(previewPath('articles', '')).toBeNull()
    expect(previewPath('articles', null)).toBeNull()
  })

  it('accepts only post collections and valid slugs', () => {
    expect(parsePreviewTarget(new URLSearchParams('collection=articles&slug=solar-guide'))).toEqual({
      ok: true,
      collection: 'articles',
      slug: 'solar-guide',
    })
    for (const query of [
      'collection=users&slug=x',
      'collection=stories',
      'collection=stories&slug=//evil.example',
      'collection=stories&slug=https://evil.example',
      'collection=stories&slug=admin',
    ]) {
      expect(parsePreviewTarget(new URLSearchParams(query))).toEqual({ ok: false })
    }
  })

  it('returns to the post on exit, or home', () => {
    expect(exitPath('solar-guide')).toBe('/solar-guide')
    expect(exitPath('//evil.example')).toBe('/')
    expect(exitPath(null)).toBe('/')
  })
})
