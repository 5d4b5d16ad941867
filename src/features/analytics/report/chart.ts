/**
 * The geometry of the views-per-day bar chart, as pure logic: a y scale with a few round ticks,
 * one bar per day, and which days get a date label under the chart.
 */
import type { DailyViews } from './days'

/** Intervals the y axis aims for (it may get fewer: the top is rounded up to a whole step). */
const TARGET_INTERVALS = 4

/** The smallest 1, 2 or 5 × 10^k at or above `value` (at least 1: views are whole). */
export function niceStep(value: number): number {
  if (!(value > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  for (const factor of [1, 2, 5, 10]) if (factor * power >= value) return factor * power
  return 10 * power
}

export interface YScale {
  /** The value at the top of the chart (≥ the highest day, ≥ 1). */
  top: number
  /** Round values from 0 to `top`, for gridlines and labels. */
  ticks: number[]
}

export function yScale(max: number): YScale {
  const step = niceStep(Math.max(0, max) / TARGET_INTERVALS)
  const top = Math.max(step, Math.ceil(Math.max(0, max) / step) * step)
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step)
  return { top, ticks }
}

/** The chart's drawing box: one unit of width per BAR_SLOT, CHART_HEIGHT units tall. */
export const BAR_SLOT = 10
export const CHART_HEIGHT = 100
const BAR_GAP = 2

export interface Bar extends DailyViews {
  x: number
  y: number
  width: number
  height: number
}

/** One bar per day, left to right, scaled to `top`. */
export function bars(daily: readonly DailyViews[], top: number): Bar[] {
  return daily.map((day, index) => {
    const height = top > 0 ? (Math.min(day.views, top) / top) * CHART_HEIGHT : 0
    return {
      ...day,
      x: index * BAR_SLOT + BAR_GAP / 2,
      y: CHART_HEIGHT - height,
      width: BAR_SLOT - BAR_GAP,
      height,
    }
  })
}

/** Whether day `index` of `count` gets a date label: the last day, and every `every` days before it. */
export function isLabelledDay(index: number, count: number, every = 7): boolean {
  return (count - 1 - index) % every === 0
}
