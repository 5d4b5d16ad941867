import { describe, expect, it } from 'vitest'

import { BAR_SLOT, bars, CHART_HEIGHT, isLabelledDay, niceStep, yScale } from './chart'

describe('yScale', () => {
  it('rounds the top up to a whole step of 1, 2 or 5 × 10^k, with ticks from 0', () => {
    expect(yScale(0)).toEqual({ top: 1, ticks: [0, 1] })
    expect(yScale(1)).toEqual({ top: 1, ticks: [0, 1] })
    expect(yScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] })
    expect(yScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] })
    expect(yScale(12)).toEqual({ top: 15, ticks: [0, 5, 10, 15] })
    expect(yScale(100)).toEqual({ top: 100, ticks: [0, 50, 100] })
    expect(yScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] })
  })

  it('never puts the highest day above the top', () => {
    for (let max = 0; max <= 2000; max += 7) expect(yScale(max).top).toBeGreaterThanOrEqual(max)
  })
})

describe('niceStep', () => {
  it('is at least 1 and a 1-2-5 number', () => {
    expect(niceStep(0)).toBe(1)
    expect(niceStep(1.75)).toBe(2)
    expect(niceStep(3)).toBe(5)
    expect(niceStep(6)).toBe(10)
    expect(niceStep(25)).toBe(50)
  })
})

describe('bars', () => {
  it('draws one bar per day, scaled to the top, 0 views as no height', () => {
    const drawn = bars(
      [
        { date: '2026-11-01', views: 4 },
        { date: '2026-11-02', views: 0 },
        { date: '2026-11-03', views: 8 },
      ],
      8,
    )
    expect(drawn.map((bar) => bar.height)).toEqual([CHART_HEIGHT / 2, 0, CHART_HEIGHT])
    expect(drawn.map((bar) => bar.y)).toEqual([CHART_HEIGHT / 2, CHART_HEIGHT, 0])
    expect(drawn[2].x).toBeGreaterThan(2 * BAR_SLOT - 1)
    expect(drawn[0].width).toBeLessThan(BAR_SLOT)
  })
})

describe('isLabelledDay', () => {
  it('labels the last day and every 7th day before it', () => {
    const labelled = Array.from({ length: 30 }, (_, index) => index).filter((index) => isLabelledDay(index, 30))
    expect(labelled).toEqual([1, 8, 15, 22, 29])
  })
})
