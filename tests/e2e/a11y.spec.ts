import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

const PAGES = [
  ['about', '/about', 200],
  ['link', '/link', 200],
  ['terms', '/terms', 200],
  ['privacy policy', '/privacy-policy', 200],
  ['404 page', '/this-road-leads-nowhere-e2e', 404],
] as const

for (const [name, path, status] of PAGES) {
  test(`${name} has no WCAG 2 A/AA violations`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(status)
    // Not 'networkidle': Next keeps prefetching. Wait for the content and the web fonts instead.
    await expect(page.getByRole('main')).toBeVisible()
    await page.evaluate(async () => {
      await document.fonts.ready
    })
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()
    const summary = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ')}`)
          .join('\n'),
    )
    expect(summary, summary.join('\n')).toEqual([])
  })
}
