import { describe, expect, it } from 'vitest'

import { UK, USA } from '../../../../tests/fixtures/cost-data'
import { calculate } from './formulas'
import { rawInputsSchema, type RawInputs } from './raw-inputs'
import { runningTotal, runningTotalAnnouncement } from './running-total'
import { SECTIONS, summarySections } from './sections'

const run = (region: 'usa' | 'uk', inputs: RawInputs) =>
  calculate(region, region === 'usa' ? USA : UK, rawInputsSchema.parse(inputs), {}).breakdown

describe('runningTotal', () => {
  const breakdown = run('usa', {
    campsiteCost: '30',
    campsiteNights: '12',
    miles: '1500',
    visas: [{ name: 'Park pass', cost: '8' }],
    contingency: '15',
  })
  const running = runningTotal(breakdown)

  it('the monthly total is the breakdown’s, and the six sections, in order, add up to it', () => {
    expect(running.monthly).toBe(breakdown.totalMonthlyCost)
    expect(running.sections.map(({ id, number }) => [id, number])).toEqual(SECTIONS.map(({ id }, i) => [id, i + 1]))
    expect(running.sections.reduce((sum, { total }) => sum + total, 0)).toBe(breakdown.totalMonthlyCost)
  })

  it('each section total is the full summary’s (one source of truth), contingency inside Miscellaneous', () => {
    expect(running.sections.map(({ total }) => total)).toEqual(summarySections(breakdown).map(({ total }) => total))
    expect(running.sections[5]?.total).toBe(800 + breakdown.contingencyCost)
  })

  it('holds only the totals: no lines, no yearly total, no once-off costs', () => {
    expect(Object.keys(running).sort()).toEqual(['monthly', 'sections'])
    for (const section of running.sections)
      expect(Object.keys(section).sort()).toEqual(['id', 'number', 'title', 'total'])
  })

  it('follows an input: more nights at a campsite raise section 1 and the monthly total by the same amount', () => {
    const more = runningTotal(run('usa', { campsiteCost: '30', campsiteNights: '13', miles: '1500', contingency: '0' }))
    const less = runningTotal(run('usa', { campsiteCost: '30', campsiteNights: '12', miles: '1500', contingency: '0' }))
    expect(more.sections[0]!.total - less.sections[0]!.total).toBe(3000)
    expect(more.monthly - less.monthly).toBe(3000)
  })
})

describe('runningTotalAnnouncement', () => {
  it('names the figure in the region’s currency', () => {
    expect(runningTotalAnnouncement(123450, '$')).toBe('Monthly total: $1,234.50')
    expect(runningTotalAnnouncement(runningTotal(run('uk', {})).monthly, '£')).toMatch(
      /^Monthly total: £[\d,]+\.\d{2}$/,
    )
  })
})
