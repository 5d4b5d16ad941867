/** How the report writes days and numbers (US English, as the rest of the site; days are UTC days). */

const SHORT = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })
const WITH_WEEKDAY = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})
const LONG = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
const COUNT = new Intl.NumberFormat('en-US')

const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`)

/** "2026-11-03" → "Nov 3". */
export const shortDay = (day: string): string => SHORT.format(asDate(day))
/** "2026-11-03" → "Tue, Nov 3". */
export const dayWithWeekday = (day: string): string => WITH_WEEKDAY.format(asDate(day))
/** "2026-11-03" → "November 3, 2026". */
export const longDay = (day: string): string => LONG.format(asDate(day))
/** 12345 → "12,345". */
export const count = (value: number): string => COUNT.format(value)
/** "1 view", "12 views". */
export const viewsText = (value: number): string => `${count(value)} ${value === 1 ? 'view' : 'views'}`
