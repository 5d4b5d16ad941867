/**
 * What goes into the weekly newsletter issue: pure rules, no database (unit-tested).
 *
 * - The window runs from the last sent issue's periodEnd (exclusive) to now (inclusive); the
 *   first issue looks back FIRST_ISSUE_LOOKBACK_MS.
 * - Items are published stories and articles whose publishDate falls in the window, newest
 *   first, at most DIGEST_LIMITS of each kind.
 * - An issue with no item is not sent.
 */

export const FIRST_ISSUE_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000

/** At most this many stories and articles per issue (the newest ones). */
export const DIGEST_LIMITS = { stories: 10, articles: 10 } as const

export interface DigestWindow {
  /** Exclusive: an item published exactly at `start` belonged to the previous issue. */
  start: Date
  /** Inclusive. */
  end: Date
}

export interface Dated {
  publishDate?: string | null
}

function toTime(value: string | Date | null | undefined): number {
  if (value instanceof Date) return value.getTime()
  return value ? Date.parse(value) : Number.NaN
}

/** The window of the next issue, given the periodEnd of the last sent issue (or none). */
export function digestWindow(lastPeriodEnd: string | Date | null | undefined, now: Date): DigestWindow {
  const last = toTime(lastPeriodEnd)
  const start = Number.isFinite(last) && last < now.getTime() ? last : now.getTime() - FIRST_ISSUE_LOOKBACK_MS
  return { start: new Date(start), end: new Date(now.getTime()) }
}

export function isInWindow(item: Dated, window: DigestWindow): boolean {
  const time = toTime(item.publishDate)
  return Number.isFinite(time) && time > window.start.getTime() && time <= window.end.getTime()
}

/** The items of the window, newest first, at most `limit`. */
export function selectForDigest<T extends Dated>(items: readonly T[], window: DigestWindow, limit: number): T[] {
  return items
    .filter((item) => isInWindow(item, window))
    .sort((a, b) => toTime(b.publishDate) - toTime(a.publishDate))
    .slice(0, Math.max(0, limit))
}

export interface DigestSelection<S, A> {
  stories: S[]
  articles: A[]
}

export function selectDigest<S extends Dated, A extends Dated>(
  candidates: { stories: readonly S[]; articles: readonly A[] },
  window: DigestWindow,
  limits: { stories: number; articles: number } = DIGEST_LIMITS,
): DigestSelection<S, A> {
  return {
    stories: selectForDigest(candidates.stories, window, limits.stories),
    articles: selectForDigest(candidates.articles, window, limits.articles),
  }
}

export function isEmptyDigest(selection: { stories: readonly unknown[]; articles: readonly unknown[] }): boolean {
  return selection.stories.length === 0 && selection.articles.length === 0
}

/** "This week on Vanlife Voices: {title of the newest story, else of the newest article}". */
export function digestSubject(
  productName: string,
  selection: {
    stories: readonly { title: string }[]
    articles: readonly { title: string }[]
  },
  options: { test?: boolean } = {},
): string {
  const lead = selection.stories[0]?.title ?? selection.articles[0]?.title
  const subject = lead ? `This week on ${productName}: ${lead}` : `This week on ${productName}`
  return options.test ? `[Test] ${subject}` : subject
}

/** The outbox dedupe key of one issue for one subscriber: a second queueing of it is refused. */
export function digestDedupeKey(issueId: number | string, subscriberId: number | string): string {
  return `newsletter-issue:${issueId}:subscriber:${subscriberId}`
}
