/**
 * The team's view of page views (/admin/page-views): staff only, a chart of the last 30 days with
 * its table, the top pages and referring sites with their numbers, the CSV download, and no axe
 * violations in the view at 1280 and 390 px.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { parseCsv } from '@/cms/export/csv'

import { asSignedInMember, BROWSER_USER_AGENT, E2E_ADMIN } from './support'

const REPORT = '[data-testid="page-views-report"]'

/** Records a view the way a visitor's browser does (POST /api/pageview), as a visitor of its own. */
async function recordView(request: APIRequestContext, path: string, referrer: string, client: string): Promise<void> {
  const response = await request.post('/api/pageview', {
    data: JSON.stringify({ path, referrer }),
    headers: { 'content-type': 'text/plain', 'user-agent': BROWSER_USER_AGENT, 'x-forwarded-for': client },
  })
  expect(response.status(), `page view of ${path}`).toBe(204)
}

/** Violations axe finds inside the report (WCAG 2 A/AA), as readable lines. */
async function reportViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  const results = await new AxeBuilder({ page }).include(REPORT).withTags(['wcag2a', 'wcag2aa']).analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test('staff read the page views of the last 30 days and download them as CSV', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000) // the first admin render loads a large bundle

  // Views of today: three of /about from a site of this test's own, one of /stories without a referrer.
  const host = `e2e-${randomBytes(4).toString('hex')}.example.com`
  const client = `10.${[1, 2, 3].map(() => randomBytes(1)[0]).join('.')}`
  for (let index = 0; index < 3; index++)
    await recordView(request, '/about', `https://${host}/post/${index}?q=x`, client)
  await recordView(request, '/stories', '', client)
  const today = new Date().toISOString().slice(0, 10)

  // Signed out, the admin asks for a login and comes back to the report after it.
  await page.goto('/admin/page-views')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fpage-views$/, { timeout: 30_000 })
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/page-views$/, { timeout: 30_000 })

  const report = page.locator(REPORT)
  await expect(report.getByRole('heading', { level: 1, name: 'Page views' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Page views', exact: true })).toHaveAttribute('aria-current', 'page')

  // The chart: one bar per day, today's last, named for screen readers.
  const figure = report.getByRole('figure', { name: /views per day/i })
  await expect(figure).toBeVisible()
  const chart = figure.getByRole('img', { name: /bar chart of views per day .* in total/i })
  await expect(chart).toBeVisible()
  const bars = chart.locator('rect')
  await expect(bars).toHaveCount(30)
  await expect(bars.last()).toHaveAttribute('data-date', today)
  const todayViews = Number(await bars.last().getAttribute('data-views'))
  expect(todayViews).toBeGreaterThanOrEqual(4)
  const total = Number((await report.getByTestId('page-views-total').locator('strong').innerText()).replace(/,/g, ''))
  expect(total).toBeGreaterThanOrEqual(todayViews)

  // Its table holds the same numbers: 30 days, today's count as the bar's.
  await figure.getByText('Views per day as a table').click()
  const dayRows = figure.getByRole('table').locator('tbody tr')
  await expect(dayRows).toHaveCount(30)
  await expect(dayRows.last().locator('td')).toHaveText(String(todayViews))
  await expect(dayRows.last().locator('time')).toHaveAttribute('datetime', today)

  // Top pages and referring sites, with their counts.
  const pages = report.getByTestId('page-views-top-pages')
  const aboutViews = Number(
    await pages
      .getByRole('row', { name: /^\/about \d/ })
      .getByRole('cell')
      .innerText(),
  )
  expect(aboutViews).toBeGreaterThanOrEqual(3)
  await expect(report.getByRole('heading', { name: 'Top referring sites' })).toBeVisible()
  await expect(report.getByTestId('page-views-top-referrers').getByRole('row', { name: `${host} 3` })).toBeVisible()
  // Host names only: nothing of the referring address's path or query.
  await expect(report).not.toContainText('/post/')

  expect(await reportViolations(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('page-views-1280.png'), fullPage: true })

  // The CSV: a file of days and pages, today's /about views in it.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('link', { name: 'Download CSV' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^page-views-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
  const rows = parseCsv((await readFile(await download.path())).toString('utf8'))
  expect(rows[0]).toEqual(['Date', 'Path', 'Views'])
  // At least the views the page showed (other specs running beside this one may add more).
  const aboutRow = rows.find((row) => row[0] === today && row[1] === '/about')
  expect(Number(aboutRow?.[2])).toBeGreaterThanOrEqual(aboutViews)

  // On a phone: the report fits the screen and stays clean.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(chart).toBeVisible()
  const width = await report.evaluate((element) => element.scrollWidth)
  expect(width).toBeLessThanOrEqual(390)
  expect(await reportViolations(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('page-views-390.png'), fullPage: true })
})

test('the CSV is refused to visitors who are not signed in', async ({ request }) => {
  const response = await request.get('/api/page-views/report.csv')
  expect(response.status()).toBe(403)
  expect(response.headers()['content-type']).not.toContain('csv')
})

test('a signed-in site member gets the admin’s refusal, for the report and its CSV', async ({ page, request }) => {
  test.setTimeout(90_000)
  await asSignedInMember(page, request, async () => {
    await page.goto('/admin/page-views')
    await expect(page).toHaveURL(/\/admin\/unauthorized$/, { timeout: 30_000 })
    await expect(page.getByText('Top pages')).toHaveCount(0)

    const csv = await page.request.get('/api/page-views/report.csv', {
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(csv.status()).toBe(403)
  })
})
