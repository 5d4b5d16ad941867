/**
 * The team's status page (/admin/status): staff only, problems first then one section per area,
 * no axe violations at 1280 and 390 px; and the load balancers' answers, /api/health/live and
 * /api/health/ready, on the running build.
 */

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { asSignedInMember, E2E_ADMIN } from './support'

const REPORT = '[data-testid="status-report"]'

/** Violations axe finds inside the status page (WCAG 2.2 A/AA), as readable lines. */
async function reportViolations(page: Page): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  const results = await new AxeBuilder({ page })
    .include(REPORT)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

test('staff see the site status: problems first, then each area', async ({ page }, testInfo) => {
  test.setTimeout(120_000) // the first admin render loads a large bundle

  // Signed out, the admin asks for a login and comes back to the status page after it.
  await page.goto('/admin/status')
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fstatus$/, { timeout: 30_000 })
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/status$/, { timeout: 30_000 })

  const report = page.locator(REPORT)
  await expect(report.getByRole('heading', { level: 1, name: 'Site status' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Status', exact: true })).toHaveAttribute('aria-current', 'page')

  // Problems come first, then services, outbox, backup, jobs, disk, version.
  const headings = await report.getByRole('heading', { level: 2 }).allInnerTexts()
  expect(headings[0]).toMatch(/^Problems/)
  expect(headings.slice(1)).toEqual([
    'Services',
    'Email outbox',
    'Last backup',
    'Jobs',
    'Disk',
    'Version and migrations',
  ])

  // The e2e server: the database answers, SMTP is the run's own mail server (checked: it answers),
  // payments are the checkout simulator (a stand-in).
  await expect(report.getByTestId('status-service-database')).toContainText('✓')
  await expect(report.getByTestId('status-service-smtp')).toContainText('Real')
  await expect(report.getByTestId('status-service-smtp')).toContainText('✓')
  await expect(report.getByTestId('status-service-stripe')).toContainText('checkout simulator')
  await expect(report.getByTestId('status-version')).toContainText('Migrations applied')
  await expect(report.getByTestId('status-version')).toContainText(/Pending\s*none/)

  expect(await reportViolations(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('status-1280.png'), fullPage: true })

  // On a phone: the page fits the screen and stays clean.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(report.getByRole('heading', { level: 1, name: 'Site status' })).toBeVisible()
  expect(await report.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await reportViolations(page)).toEqual([])
  await page.screenshot({ path: testInfo.outputPath('status-390.png'), fullPage: true })
})

test('a signed-in site member gets the admin’s refusal, not the status', async ({ page, request }) => {
  test.setTimeout(90_000)
  await asSignedInMember(page, request, async () => {
    await page.goto('/admin/status')
    await expect(page).toHaveURL(/\/admin\/unauthorized$/, { timeout: 30_000 })
    await expect(page.getByText('Site status')).toHaveCount(0)
  })
})

test('a visitor is sent to the login, and sees nothing of the status', async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto('/admin/status')
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
  await expect(page.getByText('Site status')).toHaveCount(0)
})

test('liveness and readiness answer 200 with small JSON, never cached', async ({ request }) => {
  const live = await request.get('/api/health/live')
  expect(live.status()).toBe(200)
  expect(live.headers()['cache-control']).toBe('no-store')
  expect(await live.json()).toEqual({ status: 'ok' })

  const ready = await request.get('/api/health/ready')
  expect(ready.status()).toBe(200)
  expect(ready.headers()['cache-control']).toBe('no-store')
  expect(await ready.json()).toEqual({ status: 'ready' })

  // The old answer stays.
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
})
