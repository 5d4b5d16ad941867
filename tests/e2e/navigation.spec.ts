import { expect, test } from '@playwright/test'

test.describe('header', () => {
  test('links to the main sections', async ({ page }) => {
    await page.goto('/about')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const expected = [
      ['Stories', '/stories'],
      ['Vunked', '/about-vunked'],
      ['Trelino', '/about-trelino'],
      ['Share Story', '/share-your-story'],
      ['Shop', '/shop'],
    ] as const
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(page.getByRole('banner').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/')
  })

  test('a rarely taken route is prefetched on hover or focus, a common one when its link is on screen', async ({
    page,
  }) => {
    // Router requests (prefetches and navigations) carry the RSC header (ADR 0030, IntentLink).
    const requested = new Set<string>()
    page.on('request', (request) => {
      if (request.headers()['rsc']) requested.add(new URL(request.url()).pathname)
    })
    await page.goto('/about', { waitUntil: 'networkidle' })
    await expect.poll(() => requested.has('/stories')).toBe(true)
    expect(requested.has('/about-vunked')).toBe(false)
    expect(requested.has('/share-your-story')).toBe(false)

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Vunked', exact: true }).hover()
    await expect.poll(() => requested.has('/about-vunked')).toBe(true)
    await nav.getByRole('link', { name: 'Share Story', exact: true }).focus()
    await expect.poll(() => requested.has('/share-your-story')).toBe(true)
  })
})

test.describe('footer', () => {
  test('the Privacy Policy button opens a dialog with 12 numbered sections; Escape closes it', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click()

    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: /privacy policy/i }).first()).toBeVisible()
    await expect(dialog).toContainText('December 1, 2024')

    const headings = dialog.getByRole('heading', { level: 3 })
    await expect(headings).toHaveCount(12)
    const texts = await headings.allTextContents()
    texts.forEach((text, index) => expect(text.trim()).toMatch(new RegExp(`^${index + 1}\\. \\S`)))

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/this-road-leads-nowhere-e2e')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })

  test('a deeper unknown path is 404 too', async ({ request }) => {
    const response = await request.get('/no/such/page/e2e')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
  })

  test('/not-found answers 404', async ({ page }) => {
    const response = await page.goto('/not-found')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
  })

  test('Return to Home goes to /', async ({ page }) => {
    await page.goto('/this-road-leads-nowhere-e2e')
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('trailing slash', () => {
  test('/about/?a=1 redirects (308) to /about?a=1', async ({ request, baseURL }) => {
    const response = await request.get('/about/?a=1', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    const location = new URL(response.headers()['location'] ?? '', baseURL)
    expect(`${location.pathname}${location.search}`).toBe('/about?a=1')
  })
})
