import { describe, expect, it } from 'vitest'

import { safeHref } from './shared'

describe('safeHref', () => {
  it.each(['/stories', '#top', 'https://example.com', 'http://example.com', 'mailto:a@b.c'])('keeps %s', (href) => {
    expect(safeHref(href)).toBe(href)
  })
  it.each(['javascript:alert(1)', '//evil.example', 'data:text/html,x', 'vbscript:x', '', null])(
    'refuses %s',
    (href) => {
      expect(safeHref(href)).toBeNull()
    },
  )
})
