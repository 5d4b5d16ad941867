/**
 * The report's window as pure logic: the last REPORT_DAYS days by UTC date, today included, and
 * the per-day counts the database returns filled out to one entry per day (a day without views
 * is a 0, never a gap).
 */

/** How many days the page views report covers, today included. */
export const REPORT_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

export interface ReportWindow {
  /** Start of the first day (UTC midnight), ISO 8601: views at or after it count. */
  fromIso: string
  /** Start of the day after the last one, ISO 8601: views before it count. */
  toIso: string
  /** Every day of the window, oldest first, as YYYY-MM-DD (UTC). */
  days: string[]
}

/** YYYY-MM-DD of `date` in UTC. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/** The `length` UTC days ending with the day of `now` (included). */
export function reportWindow(now: Date, length: number = REPORT_DAYS): ReportWindow {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`A report covers at least one day (got ${length})`)
  if (Number.isNaN(now.getTime())) throw new RangeError('The report needs a valid date')
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  const first = today - (length - 1) * DAY_MS
  const days = Array.from({ length }, (_, index) => utcDay(new Date(first + index * DAY_MS)))
  return { fromIso: new Date(first).toISOString(), toIso: new Date(today + DAY_MS).toISOString(), days }
}

export interface DailyViews {
  /** YYYY-MM-DD (UTC). */
  date: string
  views: number
}

/**
 * One entry per day of `days`, in their order: the counted views of that day, or 0. Counts for
 * days outside the window are ignored.
 */
export function fillDays(days: readonly string[], counted: readonly DailyViews[]): DailyViews[] {
  const byDay = new Map<string, number>()
  for (const { date, views } of counted) byDay.set(date, (byDay.get(date) ?? 0) + views)
  return days.map((date) => ({ date, views: byDay.get(date) ?? 0 }))
}
