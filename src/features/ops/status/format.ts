/** How the status page writes sizes, ages and counts (US English, times in UTC). Pure. */

const COUNT = new Intl.NumberFormat('en-US')
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** 12345 → "12,345". */
export const count = (value: number): string => COUNT.format(value)

/** "1 email", "3 emails" (`plural` defaults to the noun plus "s"). */
export function counted(value: number, noun: string, plural = `${noun}s`): string {
  return `${count(value)} ${value === 1 ? noun : plural}`
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const

/** 0 → "0 bytes", 1536 → "1.5 KB", 5_242_880 → "5 MB" (1 KB = 1024 bytes). */
export function bytes(value: number): string {
  if (!Number.isFinite(value) || value < 1024) return `${count(Math.max(0, Math.round(value || 0)))} bytes`
  let unit = 0
  let size = value
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024
    unit += 1
  }
  const rounded = size >= 100 ? Math.round(size) : Math.round(size * 10) / 10
  return `${rounded} ${UNITS[unit]}`
}

/** A span in words, rounded down to its largest unit: "45 seconds", "3 minutes", "2 hours", "5 days". */
export function span(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000))
  if (seconds < 60) return counted(seconds, 'second')
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return counted(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return counted(hours, 'hour')
  return counted(Math.floor(hours / 24), 'day')
}

/** "3 minutes ago" ("just now" under 10 s; "in 5 minutes" for a time still to come). */
export function ago(at: string | Date, now: Date): string {
  const ms = now.getTime() - new Date(at).getTime()
  if (Number.isNaN(ms)) return 'unknown'
  if (ms < 0) return `in ${span(-ms)}`
  if (ms < 10_000) return 'just now'
  return `${span(ms)} ago`
}

/** "Nov 27, 2026, 21:40 UTC"; "unknown" for a missing or unreadable time. */
export function dateTime(at: string | Date | null | undefined): string {
  if (!at) return 'unknown'
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return 'unknown'
  return `${DATE_TIME.format(date)} UTC`
}

/** "a, b and c". */
export function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}
