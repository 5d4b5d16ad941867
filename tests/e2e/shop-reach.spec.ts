/**
 * The shop can be reached (issue 21 point 5): a Shop link in the header and the footer, and every
 * product page in sitemap.xml. On the demo content (a tee and a hoodie, both in stock). The shop
 * teaser on the cached home page, and its refresh when products change, are in shop-cache.spec.ts:
 * a cache HIT can only be asked for where no other test saves content meanwhile (the `cache`
 * project, one spec at a time).
 */
import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

type Product = { slug: string; name: string; inStock: boolean }

const teaser = (page: Page) => page.getByTestId('shop-teaser')

test('the header and the footer link to the shop', async ({ page }) => {
  await page.goto('/about')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click()
  await expect(page).toHaveURL(/\/shop$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()

  const company = page.getByRole('contentinfo').getByRole('navigation', { name: 'Company' })
  await expect(company.getByRole('link', { name: 'Shop', exact: true })).toHaveAttribute('href', '/shop')
})

test('sitemap.xml lists every product page', async ({ request, baseURL }) => {
  const { docs } = (await (await request.get('/api/products', { params: { depth: '0', limit: '50' } })).json()) as {
    docs: Product[]
  }
  expect(docs.length).toBeGreaterThan(0)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const product of docs) {
    expect(sitemap).toContain(`<loc>${new URL(`/shop/${product.slug}`, baseURL).href}</loc>`)
  }
})

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the header stays on one row and nothing overflows; home and shop have no WCAG 2 A/AA violations', async ({
      page,
    }) => {
      for (const path of ['/', '/shop']) {
        await page.goto(path)
        await expect(page.getByRole('main')).toBeVisible()
        const banner = page.getByRole('banner')
        const height = await banner.evaluate((element) => element.getBoundingClientRect().height)
        expect(height, path).toBeLessThanOrEqual(96)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, path).toBeLessThanOrEqual(0)
        if (viewport.width >= 768) {
          const nav = page.getByRole('navigation', { name: 'Main' })
          const tops = await nav
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
          expect(new Set(tops).size, `${path}: links on one row`).toBe(1)
        }
        if (path === '/') await expect(teaser(page)).toBeVisible()
        await expectNoAxeViolations(page)
      }
    })
  })
}
