import { describe, expect, it } from 'vitest'

import { fillDays, REPORT_DAYS, reportWindow, utcDay } from './days'

describe('reportWindow', () => {
  it('covers the 30 UTC days ending with today, from midnight to the next midnight', () => {
    const window = reportWindow(new Date('2026-11-22T23:59:59.999Z'))
    expect(window.days).toHaveLength(REPORT_DAYS)
    expect(window.days[0]).toBe('2026-10-24')
    expect(window.days.at(-1)).toBe('2026-11-22')
    expect(window.fromIso).toBe('2026-10-24T00:00:00.000Z')
    expect(window.toIso).toBe('2026-11-23T00:00:00.000Z')
  })

  it('takes the UTC day, whatever the hour, and crosses month and leap-year ends', () => {
    expect(reportWindow(new Date('2028-03-01T00:00:00.000Z'), 3).days).toEqual([
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ])
    expect(reportWindow(new Date('2027-01-01T05:00:00+09:00'), 2).days).toEqual(['2026-12-30', '2026-12-31'])
  })

  it('lists each day once, consecutive, without gaps at a daylight-saving change', () => {
    const { days } = reportWindow(new Date('2026-11-05T12:00:00Z'), 40)
    expect(new Set(days).size).toBe(40)
    for (let index = 1; index < days.length; index++) {
      expect(Date.parse(days[index]) - Date.parse(days[index - 1])).toBe(24 * 60 * 60 * 1000)
    }
  })

  it('refuses an empty window and an invalid date', () => {
    expect(() => reportWindow(new Date(), 0)).toThrow(RangeError)
    expect(() => reportWindow(new Date('nope'))).toThrow(RangeError)
  })
})

describe('fillDays', () => {
  const days = ['2026-11-01', '2026-11-02', '2026-11-03']

  it('gives every day its count and 0 to days without views, in the window order', () => {
    expect(
      fillDays(days, [
        { date: '2026-11-03', views: 4 },
        { date: '2026-11-01', views: 2 },
      ]),
    ).toEqual([
      { date: '2026-11-01', views: 2 },
      { date: '2026-11-02', views: 0 },
      { date: '2026-11-03', views: 4 },
    ])
  })

  it('ignores days outside the window', () => {
    expect(fillDays(days, [{ date: '2026-10-31', views: 9 }]).map((day) => day.views)).toEqual([0, 0, 0])
  })
})

describe('utcDay', () => {
  it('is the date part of the ISO timestamp', () => {
    expect(utcDay(new Date('2026-11-22T23:30:00-02:00'))).toBe('2026-11-23')
  })
})
