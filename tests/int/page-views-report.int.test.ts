/**
 * The page views report (src/features/analytics/report): counted by the database on SQLite and
 * PostgreSQL (TEST_DB) over 40 days of seeded views, and its CSV endpoint, staff only.
 *
 * The report's own window is placed in June 2001 (its `now`): views other files of the run record
 * today never fall into it, so its numbers are exact.
 */
import type { Payload, SanitizedConfig } from 'payload'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  closeTestPayload,
  createMember,
  createStaffUser,
  getTestPayload,
  loginToken,
  uniqueSuffix,
} from './helpers/payload'

let payload: Payload
let config: SanitizedConfig
let report: typeof import('@/features/analytics/report/query')
let days: typeof import('@/features/analytics/report/days')
let csv: typeof import('@/cms/export/csv')

const NOW = new Date('2001-06-30T15:00:00.000Z')
const FORMULA_PATH = '=HYPERLINK("http://evil.test","x")'
const COMMA_PATH = '/a,"b"'

type Seed = { at: string; path: string; referrerHost?: string | null }

/** 40 days of views, 2001-05-22 to 2001-06-30; the report's window is 2001-06-01 to 2001-06-30. */
function seedViews(): Seed[] {
  const views: Seed[] = []
  const noViews = new Set(['2001-06-10', '2001-06-11', '2001-06-20'])
  for (let offset = 0; offset < 40; offset++) {
    const day = new Date(Date.UTC(2001, 4, 22 + offset)).toISOString().slice(0, 10)
    if (!noViews.has(day)) views.push({ at: `${day}T12:00:00.000Z`, path: '/stories', referrerHost: null })
  }
  views.push(
    { at: '2001-06-30T08:00:00.000Z', path: '/about', referrerHost: 'www.instagram.com' },
    { at: '2001-06-30T09:00:00.000Z', path: '/about', referrerHost: 'www.instagram.com' },
    { at: '2001-06-05T10:00:00.000Z', path: '/about', referrerHost: 'news.ycombinator.com' },
    { at: '2001-06-05T11:00:00.000Z', path: '/about', referrerHost: '' },
    // Before the window: many views, and a referring site that sent nobody within it.
    { at: '2001-05-25T10:00:00.000Z', path: '/about' },
    { at: '2001-05-25T11:00:00.000Z', path: '/about' },
    ...Array.from({ length: 6 }, (_, index) => ({
      at: `2001-05-28T0${index}:00:00.000Z`,
      path: '/link',
      referrerHost: 'old.example.org',
    })),
    { at: '2001-06-15T10:00:00.000Z', path: '/link', referrerHost: 'www.instagram.com' },
    // The window's edges: its first and last millisecond count, the ones just outside do not.
    { at: '2001-05-31T23:59:59.999Z', path: '/terms' },
    { at: '2001-06-01T00:00:00.000Z', path: '/terms' },
    { at: '2001-06-30T23:59:59.999Z', path: '/terms' },
    { at: '2001-07-01T00:00:00.000Z', path: '/terms' },
    // What a spreadsheet must not run, and what CSV must quote.
    { at: '2001-06-12T10:00:00.000Z', path: FORMULA_PATH },
    { at: '2001-06-12T11:00:00.000Z', path: COMMA_PATH },
  )
  return views
}

async function record(views: readonly Seed[]): Promise<void> {
  for (const view of views) {
    await payload.create({
      collection: 'page-views',
      data: { path: view.path, referrerHost: view.referrerHost ?? null, createdAt: view.at },
      overrideAccess: true,
    })
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  config = payload.config
  report = await import('@/features/analytics/report/query')
  days = await import('@/features/analytics/report/days')
  csv = await import('@/cms/export/csv')
  await record(seedViews())
})

afterAll(async () => {
  await closeTestPayload()
})

describe('the report, counted by the database', () => {
  it('keeps the seeded times (the window edges depend on them)', async () => {
    const { docs } = await payload.find({
      collection: 'page-views',
      where: { path: { equals: '/terms' } },
      sort: 'createdAt',
      limit: 10,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.createdAt)).toEqual(
      expect.arrayContaining(['2001-06-01T00:00:00.000Z', '2001-07-01T00:00:00.000Z']),
    )
  })

  it('counts views per UTC day over the last 30 days, days without views as 0', async () => {
    const { days: covered, daily, total } = await report.pageViewReport(payload, { now: NOW })
    expect(covered).toHaveLength(30)
    expect(covered[0]).toBe('2001-06-01')
    expect(covered.at(-1)).toBe('2001-06-30')
    expect(daily.map((day) => day.date)).toEqual(covered)

    const byDay = Object.fromEntries(daily.map((day) => [day.date, day.views]))
    expect(byDay).toMatchObject({
      '2001-06-01': 2, // /stories and the window's first millisecond
      '2001-06-05': 3,
      '2001-06-10': 0,
      '2001-06-11': 0,
      '2001-06-12': 3,
      '2001-06-15': 2,
      '2001-06-20': 0,
      '2001-06-30': 4, // /stories, /about ×2 and the window's last millisecond
      '2001-06-02': 1,
    })
    expect(total).toBe(36)
    expect(daily.reduce((sum, day) => sum + day.views, 0)).toBe(total)
  })

  it('ranks the top pages of the window by views, ties in byte order of the path', async () => {
    const { topPages } = await report.pageViewReport(payload, { now: NOW })
    expect(topPages).toEqual([
      { path: '/stories', views: 27 },
      { path: '/about', views: 4 },
      { path: '/terms', views: 2 },
      { path: COMMA_PATH, views: 1 },
      { path: '/link', views: 1 },
      { path: FORMULA_PATH, views: 1 },
    ])
    const window = days.reportWindow(NOW)
    expect(await report.topPages(payload, window, 2)).toEqual([
      { path: '/stories', views: 27 },
      { path: '/about', views: 4 },
    ])
  })

  it('ranks referring hosts of the window, leaving out views without one', async () => {
    const { topReferrers } = await report.pageViewReport(payload, { now: NOW })
    expect(topReferrers).toEqual([
      { host: 'www.instagram.com', views: 3 },
      { host: 'news.ycombinator.com', views: 1 },
    ])
  })

  it('moves with its window: 40 days back, the views before June count', async () => {
    const { total, topPages, topReferrers } = await report.pageViewReport(payload, { now: NOW, days: 40 })
    expect(total).toBe(36 + 10 + 2 + 6 + 1) // /stories ×10, /about ×2, /link ×6, /terms just before June
    expect(topPages[0]).toEqual({ path: '/stories', views: 37 })
    expect(topPages[1]).toEqual({ path: '/link', views: 7 })
    expect(topReferrers[0]).toEqual({ host: 'old.example.org', views: 6 })
  })

  it('lists views per day and page for the CSV, days in order, most viewed first', async () => {
    const rows = await report.viewsPerDayAndPath(payload, days.reportWindow(NOW))
    expect(rows).toHaveLength(34)
    expect(rows.slice(0, 2)).toEqual([
      { date: '2001-06-01', path: '/stories', views: 1 },
      { date: '2001-06-01', path: '/terms', views: 1 },
    ])
    expect(rows.filter((row) => row.date === '2001-06-05')).toEqual([
      { date: '2001-06-05', path: '/about', views: 2 },
      { date: '2001-06-05', path: '/stories', views: 1 },
    ])
    expect(rows.filter((row) => row.date === '2001-06-12').map((row) => row.path)).toEqual([
      COMMA_PATH,
      '/stories',
      FORMULA_PATH,
    ])
    expect(rows.some((row) => row.date === '2001-06-10')).toBe(false)
    expect(rows.map((row) => row.date)).toEqual([...rows.map((row) => row.date)].sort())
  })
})

describe('GET /api/page-views/report.csv', () => {
  const tag = uniqueSuffix()
  const todayPath = `/int-report-${tag}`
  const todayFormula = `-1+cmd|${tag}`
  let today: string
  let editorToken: string
  let adminToken: string
  let memberToken: string

  async function get(token?: string): Promise<Response> {
    const headers = new Headers(token ? { Authorization: `JWT ${token}` } : {})
    return handleEndpoints({
      config,
      request: new Request('http://localhost:3000/api/page-views/report.csv', { method: 'GET', headers }),
    })
  }

  beforeAll(async () => {
    const at = new Date().toISOString()
    today = at.slice(0, 10)
    await record([
      { at, path: todayPath, referrerHost: 'www.example.net' },
      { at, path: todayPath },
      { at, path: todayFormula },
    ])
    editorToken = await loginToken(payload, await createStaffUser(payload, 'editor'))
    adminToken = await loginToken(payload, await createStaffUser(payload, 'admin'))
    memberToken = await loginToken(payload, await createMember(payload))
  })

  it('refuses a visitor who is not signed in and a site member alike (403)', async () => {
    const anonymous = await get()
    expect(anonymous.status).toBe(403)
    expect(anonymous.headers.get('content-type')).not.toMatch(/csv/)
    expect(await anonymous.text()).not.toContain(todayPath)

    const member = await get(memberToken)
    expect(member.status).toBe(403)
    expect(await member.text()).not.toContain(todayPath)
  })

  it('gives staff the last 30 days as a CSV attachment, formulas defused', async () => {
    for (const token of [editorToken, adminToken]) {
      const response = await get(token)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('cache-control')).toBe('no-store')
      const window = days.reportWindow(new Date())
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="page-views-${window.days[0]}-to-${window.days.at(-1)}.csv"`,
      )

      const bytes = new Uint8Array(await response.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const rows = csv.parseCsv(new TextDecoder().decode(bytes))
      expect(rows[0]).toEqual(['Date', 'Path', 'Views'])
      expect(rows).toContainEqual([today, todayPath, '2'])
      expect(rows).toContainEqual([today, `'${todayFormula}`, '1'])
      // Only the window: nothing from 2001.
      expect(rows.slice(1).every((row) => row[0] >= window.days[0] && row[0] <= window.days.at(-1)!)).toBe(true)
    }
  })
})
