import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

const PAGES = [
  ['about', '/about', 200],
  ['link', '/link', 200],
  ['terms', '/terms', 200],
  ['privacy policy', '/privacy-policy', 200],
  ['newsletter confirm link', '/newsletter/confirm?token=e2e', 200],
  ['newsletter confirm expired', '/newsletter/confirm/expired', 200],
  ['newsletter unsubscribe link', '/newsletter/unsubscribe?token=e2e', 200],
  ['404 page', '/this-road-leads-nowhere-e2e', 404],
] as const

for (const [name, path, status] of PAGES) {
  test(`${name} has no WCAG 2 A/AA violations`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(status)
    // Not 'networkidle': Next keeps prefetching. Wait for the content (the fonts: in the check).
    await expect(page.getByRole('main')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
