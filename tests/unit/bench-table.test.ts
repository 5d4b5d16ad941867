import { describe, expect, it } from 'vitest'

import { atLeast, atMost, type BenchRow, benchTableLines, formatTarget, verdictOf } from '../../scripts/lib/bench-table'

const row = (value: number | null, target = atLeast(1_500)): BenchRow => ({
  part: 'Without a proxy',
  figure: '/ req/s',
  value,
  unit: 'req/s',
  target,
})

describe('verdictOf', () => {
  it('meets an "at least" target on the limit and above, misses below', () => {
    expect(verdictOf(row(1_500))).toBe('met')
    expect(verdictOf(row(2_000))).toBe('met')
    expect(verdictOf(row(1_499.9))).toBe('missed')
  })

  it('meets an "at most" target on the limit and below, misses above', () => {
    expect(verdictOf(row(20, atMost(20)))).toBe('met')
    expect(verdictOf(row(21, atMost(20)))).toBe('missed')
  })

  it('says n/a for a figure that could not be measured', () => {
    expect(verdictOf(row(null))).toBe('n/a')
    expect(verdictOf(row(Number.NaN))).toBe('n/a')
  })
})

describe('benchTableLines', () => {
  it('prints each figure beside its target and says missed where it misses', () => {
    const lines = benchTableLines([
      row(1_612.4),
      { ...row(31, atMost(20)), figure: '/ p99', unit: 'ms' },
      { part: 'Memory', figure: 'idle after start', value: null, unit: 'MB', target: atMost(512), note: 'skipped' },
    ])
    const body = lines.join('\n')
    expect(body).toMatch(/Without a proxy\s+\/ req\/s\s+1,612 req\/s\s+≥ 1,500 req\/s\s+met/)
    expect(body).toMatch(/\/ p99\s+31 ms\s+≤ 20 ms\s+missed/)
    expect(body).toMatch(/Memory\s+idle after start\s+n\/a\s+≤ 512 MB\s+n\/a\s+\(skipped\)/)
    expect(body).toContain('1 met, 1 missed, 1 not measured')
    // The part is named once for its rows.
    expect(lines.filter((line) => line.includes('Without a proxy'))).toHaveLength(1)
  })

  it('formats a score without a unit', () => {
    expect(formatTarget({ target: atLeast(95), unit: '' })).toBe('≥ 95')
  })
})
