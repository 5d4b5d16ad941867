import { expect, test } from '@playwright/test'

test.describe('mobile menu', () => {
  test('opens and closes with the toggle', async ({ page }) => {
    await page.goto('/about')
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await expect(menu).toBeHidden()

    const open = page.getByRole('button', { name: 'Open menu' })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()

    await expect(menu).toBeVisible()
    const close = page.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Stories', 'Vunked', 'Trelino', 'Share Your Story', 'Shop']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }

    await close.click()
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('choosing a link closes it', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()

    await menu.getByRole('link', { name: 'Vunked', exact: true }).click()
    await expect(page).toHaveURL(/\/about-vunked$/)
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })

  test('Shop is in it and leads to the shop', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Shop', exact: true }).click()
    await expect(page).toHaveURL(/\/shop$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  })

  test('Escape closes it', async ({ page }) => {
    await page.goto('/about')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })
})

test('/link on a phone: the header shows the logo, linking home', async ({ page }) => {
  await page.goto('/link')
  const home = page.getByRole('banner').getByRole('link', { name: /home/ })
  await expect(home).toBeVisible()
  await expect(home).toHaveAttribute('href', '/')
  await expect(home.locator('[data-slot="logo"] svg')).toBeVisible()
  const box = (await home.boundingBox())!
  expect(box.x + box.width, 'the logo fits beside the header buttons').toBeLessThanOrEqual(390)
  await home.click()
  await expect(page).toHaveURL(/\/$/)
})
