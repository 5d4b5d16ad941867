/** Publication dates of the demo stories: a new story every Thursday at 15:00 UTC. */

const DAY_MS = 24 * 60 * 60 * 1000
const THURSDAY = 4

/** The most recent Thursday on or before `anchor` (a YYYY-MM-DD date), at 15:00 UTC. */
export function thursdayOnOrBefore(anchor: string): Date {
  const date = new Date(`${anchor}T15:00:00.000Z`)
  if (Number.isNaN(date.getTime())) throw new Error(`Invalid anchor date "${anchor}"`)
  const back = (date.getUTCDay() - THURSDAY + 7) % 7
  return new Date(date.getTime() - back * DAY_MS)
}

/** `count` ISO dates, newest first, one week apart, starting at the Thursday on or before `anchor`. */
export function weeklyThursdays(anchor: string, count: number): string[] {
  const first = thursdayOnOrBefore(anchor).getTime()
  return Array.from({ length: count }, (_, i) => new Date(first - i * 7 * DAY_MS).toISOString())
}

/** The newest story goes out on this date; older ones go back one week each. */
export const STORY_ANCHOR_DATE = '2026-11-19'
