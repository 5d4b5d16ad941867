import { describe, expect, it } from 'vitest'

import {
  digestDedupeKey,
  digestSubject,
  digestWindow,
  FIRST_ISSUE_LOOKBACK_MS,
  isEmptyDigest,
  selectDigest,
  selectForDigest,
} from './select'

const now = new Date('2026-11-26T09:00:00.000Z')
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString()

describe('digestWindow', () => {
  it('starts at the last sent issue and ends now', () => {
    const window = digestWindow('2026-11-19T09:00:00.000Z', now)
    expect(window.start.toISOString()).toBe('2026-11-19T09:00:00.000Z')
    expect(window.end.toISOString()).toBe(now.toISOString())
  })

  it('looks back seven days for the first issue', () => {
    expect(digestWindow(null, now).start.getTime()).toBe(now.getTime() - FIRST_ISSUE_LOOKBACK_MS)
    expect(digestWindow(undefined, now).start.getTime()).toBe(now.getTime() - FIRST_ISSUE_LOOKBACK_MS)
  })

  it('ignores an invalid or future last period end', () => {
    expect(digestWindow('nonsense', now).start.getTime()).toBe(now.getTime() - FIRST_ISSUE_LOOKBACK_MS)
    expect(digestWindow(hoursAgo(-1), now).start.getTime()).toBe(now.getTime() - FIRST_ISSUE_LOOKBACK_MS)
  })
})

describe('selectForDigest', () => {
  const window = digestWindow(hoursAgo(24), now)

  it('keeps the items published after the start and up to now, newest first', () => {
    const items = [
      { id: 'old', publishDate: hoursAgo(30) },
      { id: 'edge-start', publishDate: hoursAgo(24) },
      { id: 'a', publishDate: hoursAgo(20) },
      { id: 'b', publishDate: hoursAgo(2) },
      { id: 'edge-end', publishDate: now.toISOString() },
      { id: 'future', publishDate: hoursAgo(-1) },
      { id: 'undated', publishDate: null },
    ]
    expect(selectForDigest(items, window, 10).map((item) => item.id)).toEqual(['edge-end', 'b', 'a'])
  })

  it('caps the number of items, keeping the newest', () => {
    const items = Array.from({ length: 15 }, (_, index) => ({
      id: index,
      publishDate: hoursAgo(index + 1),
    }))
    expect(selectForDigest(items, window, 10).map((item) => item.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })
})

describe('selectDigest', () => {
  it('selects stories and articles separately with their own limits', () => {
    const window = digestWindow(hoursAgo(24), now)
    const stories = [1, 2, 3].map((n) => ({
      title: `S${n}`,
      publishDate: hoursAgo(n),
    }))
    const articles = [{ title: 'A1', publishDate: hoursAgo(48) }]
    const selection = selectDigest({ stories, articles }, window, {
      stories: 2,
      articles: 2,
    })
    expect(selection.stories.map((s) => s.title)).toEqual(['S1', 'S2'])
    expect(selection.articles).toEqual([])
    expect(isEmptyDigest(selection)).toBe(false)
    expect(isEmptyDigest({ stories: [], articles: [] })).toBe(true)
  })
})

describe('digestSubject', () => {
  it('leads with the newest story, else the newest article', () => {
    expect(
      digestSubject('Vanlife Voices', {
        stories: [{ title: 'Into the desert' }],
        articles: [{ title: 'Solar 101' }],
      }),
    ).toBe('This week on Vanlife Voices: Into the desert')
    expect(
      digestSubject('Vanlife Voices', {
        stories: [],
        articles: [{ title: 'Solar 101' }],
      }),
    ).toBe('This week on Vanlife Voices: Solar 101')
    expect(digestSubject('Vanlife Voices', { stories: [], articles: [{ title: 'Solar 101' }] }, { test: true })).toBe(
      '[Test] This week on Vanlife Voices: Solar 101',
    )
  })
})

describe('digestDedupeKey', () => {
  it('is the same for the same issue and subscriber only', () => {
    expect(digestDedupeKey(4, 17)).toBe(digestDedupeKey(4, 17))
    expect(digestDedupeKey(4, 17)).not.toBe(digestDedupeKey(4, 71))
    expect(digestDedupeKey(41, 7)).not.toBe(digestDedupeKey(4, 17))
  })
})
