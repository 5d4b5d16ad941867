/**
 * Live mode (issue 21): the e2e server runs the checkout simulator, as the quick start does (its
 * email goes to the run's own SMTP server), so every shop page (/shop, a product, /checkout,
 * /payment, the simulator and the order confirmation) says "Test mode: no real payments", and the admin names that
 * stand-in on every admin page. The same at 1280 px (live-mode.spec.ts) and 390 px (live-mode.mobile.spec.ts), with
 * axe and a screenshot of each page (in the test's output folder).
 */
import { randomBytes } from 'node:crypto'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import { buy, customer, TEE } from './shop.shared'
import { adminToken, expectNoAxeViolations } from './support'

const BANNER = 'Test mode: no real payments.'

async function expectBanner(page: Page) {
  const banner = page.getByRole('note', { name: 'Test mode' })
  await expect(banner).toBeVisible()
  await expect(banner).toContainText(BANNER)
  await expect(banner).toContainText('4242 4242 4242 4242')
  // At the top of the page's content, above its heading.
  const bannerBox = (await banner.boundingBox())!
  const headingBox = (await page.getByRole('heading', { level: 1 }).first().boundingBox())!
  expect(bannerBox.y).toBeLessThan(headingBox.y)
}

export function liveModeFlows(width: 390 | 1280) {
  test.describe.configure({ timeout: 120_000 })

  test('every shop page says "Test mode: no real payments" while the checkout simulator takes the payments', async ({
    page,
  }, testInfo) => {
    await ownAddress(page)
    const shot = (name: string) =>
      page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })

    expect((await page.goto('/shop'))?.status()).toBe(200)
    await expectBanner(page)
    await expectNoAxeViolations(page)
    await shot('shop')

    const seen: string[] = []
    await buy(page, {
      product: TEE,
      size: 'L',
      details: customer('live-mode'),
      total: '$27.00',
      at: async (where) => {
        if (where === 'cart') return
        seen.push(where)
        await expectBanner(page)
        await expectNoAxeViolations(page)
        await shot(where)
      },
    })
    expect(seen).toEqual(['product', 'checkout', 'payment', 'simulator', 'confirmation'])
  })

  test('the admin names the stand-ins on the dashboard and on every admin page; a seeded site has no setup checklist', async ({
    page,
    request,
  }, testInfo) => {
    // A staff login of this test's own: two logins of one user at once (the other width's test)
    // can drop each other's session.
    const staff = {
      email: `live-mode-${width}-${randomBytes(4).toString('hex')}@e2e.test`,
      password: 'e2e-password-123',
    }
    const headers = { Authorization: `JWT ${await adminToken(request)}` }
    const created = await request.post('/api/users', { headers, data: { ...staff, name: 'Live mode', role: 'admin' } })
    expect(created.status(), await created.text()).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      await page.goto('/admin/login')
      await page.getByLabel(/email/i).fill(staff.email)
      await page.getByLabel(/password/i).fill(staff.password)
      await page.getByRole('button', { name: /log ?in/i }).click()
      await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
      await adminPages(page, testInfo.outputPath(`admin-dashboard-${width}.png`))
    } finally {
      await request.delete(`/api/users/${id}`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
    }
  })
}

/** Signed in as staff on the dashboard: the stand-ins' banner, no setup checklist, the banner on another admin page. */
async function adminPages(page: Page, screenshot: string) {
  const banner = page.getByRole('note', { name: 'Test mode' })
  await expect(banner).toBeVisible()
  // The e2e server delivers email to its own SMTP server (SMTP_URL): only the simulator is a stand-in.
  await expect(banner.getByRole('listitem')).toHaveText([
    'Test mode: the shop takes payments with the checkout simulator, no real payments. Open the orders',
  ])
  await expect(banner).not.toContainText('Outbox')
  // The demo content fills in everything the setup checklist asks for.
  await expect(page.locator('.dashboard')).toBeVisible()
  await expect(page.locator('#setup-checklist')).toHaveCount(0)

  const results = await new AxeBuilder({ page }).include('#stand-ins-banner').withTags(['wcag2a', 'wcag2aa']).analyze()
  expect(results.violations.map((violation) => violation.id)).toEqual([])
  await page.screenshot({ path: screenshot })

  // On every admin page, not just the dashboard.
  await banner.getByRole('link', { name: 'Open the orders' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/orders/)
  await expect(page.getByRole('note', { name: 'Test mode' })).toContainText(
    'Test mode: the shop takes payments with the checkout simulator, no real payments.',
  )
}
