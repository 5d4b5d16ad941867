import { describe, expect, it } from 'vitest'

import { formatImportSummary, hasFailures, IMPORT_KINDS, type ImportSummary } from './run'

function summary(overrides: Partial<ImportSummary['counts']> = {}): ImportSummary {
  const counts = Object.fromEntries(
    IMPORT_KINDS.map((kind) => [kind, { created: 0, updated: 0, skipped: 0, failed: 0 }]),
  ) as ImportSummary['counts']
  return { counts: { ...counts, ...overrides }, errors: [], warnings: [] }
}

describe('formatImportSummary', () => {
  it('prints counts per type, then errors and warnings', () => {
    const text = formatImportSummary({
      ...summary({ stories: { created: 2, updated: 1, skipped: 1, failed: 1 } }),
      errors: ['line 3: invalid JSON'],
      warnings: ['line 4: story s: featuredImagePortrait: image x answered HTTP 404; left empty'],
    })
    expect(text.split('\n')).toEqual([
      'stories: created 2, updated 1, skipped 1, failed 1',
      'articles: created 0, updated 0, skipped 0, failed 0',
      'authors: created 0, updated 0, skipped 0, failed 0',
      'media: created 0, updated 0, skipped 0, failed 0',
      'other: created 0, updated 0, skipped 0, failed 0',
      '',
      'Not imported:',
      '  line 3: invalid JSON',
      '',
      'Warnings:',
      '  line 4: story s: featuredImagePortrait: image x answered HTTP 404; left empty',
    ])
  })
})

describe('hasFailures', () => {
  it('counts failed documents, not failed optional images', () => {
    expect(hasFailures(summary())).toBe(false)
    expect(hasFailures(summary({ media: { created: 0, updated: 0, skipped: 0, failed: 2 } }))).toBe(false)
    expect(hasFailures(summary({ other: { created: 0, updated: 0, skipped: 0, failed: 1 } }))).toBe(true)
    expect(hasFailures(summary({ articles: { created: 0, updated: 0, skipped: 0, failed: 1 } }))).toBe(true)
  })
})
