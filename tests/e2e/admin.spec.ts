import { expect, test } from '@playwright/test'

import { E2E_ADMIN } from './support'

test('the admin login form signs staff in to the dashboard', async ({ page }) => {
  test.setTimeout(90_000) // the first admin render compiles nothing, but loads a large bundle
  await page.goto('/admin/login')
  const email = page.getByLabel(/email/i)
  const password = page.getByLabel(/password/i)
  await expect(email).toBeVisible()
  await expect(password).toBeVisible()

  await email.fill(E2E_ADMIN.email)
  await password.fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()

  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /stories/i }).first()).toBeVisible()
})

test('a wrong password is refused', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill('not-the-password')
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page.getByText(/incorrect|invalid/i).first()).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
