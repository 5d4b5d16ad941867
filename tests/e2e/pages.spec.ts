import { expect, test } from '@playwright/test'

import { latestPublishedStory } from './support'

test('/about tells the mission and links to the stories and the share page', async ({ page }) => {
  const response = await page.goto('/about')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(main.getByText('New story every Thursday')).toBeVisible()
  await expect(main.getByRole('link', { name: /stories/i }).first()).toHaveAttribute('href', '/stories')
  await expect(main.getByRole('link', { name: /share your story/i })).toHaveAttribute('href', '/share-your-story')
})

test('/link shows the latest story and a View all stories button', async ({ page, request }) => {
  const latest = await latestPublishedStory(request)
  const response = await page.goto('/link')
  expect(response?.status()).toBe(200)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'View all stories' })).toHaveAttribute('href', '/stories')
  await expect(main.getByRole('link', { name: latest.title })).toHaveAttribute('href', `/${latest.slug}`)
  await expect(main.getByRole('heading', { name: /cost of living calculator/i })).toBeVisible()
  await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/vanlife-cost-calculator')
})

test('/link: the header shows the logo, linking home, and the page names the site', async ({ page }) => {
  await page.goto('/link')
  const home = page.getByRole('banner').getByRole('link', { name: /home/ })
  await expect(home).toBeVisible()
  await expect(home).toHaveAttribute('href', '/')
  await expect(home.locator('[data-slot="logo"] svg')).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await home.click()
  await expect(page).toHaveURL(/\/$/)
})

test('/terms and /privacy-policy render their documents', async ({ page }) => {
  for (const [path, title] of [
    ['/terms', /terms/i],
    ['/privacy-policy', /privacy policy/i],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible()
  }
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(12)
})
