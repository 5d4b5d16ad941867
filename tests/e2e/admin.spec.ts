import { expect, test } from '@playwright/test'

import sharp from 'sharp'

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

test('the admin works at 127.0.0.1 too: sign in, save a draft, upload an image', async ({ page, baseURL }) => {
  test.setTimeout(120_000)
  const origin = process.env.E2E_DEBUG_LOCAL ? baseURL! : baseURL!.replace('://localhost', '://127.0.0.1')
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  const title = `Draft at 127.0.0.1 ${Date.now()}`
  await page.goto(`${origin}/admin/collections/articles/create`)
  await page
    .getByLabel(/^title/i)
    .first()
    .fill(title)
  await page.getByRole('button', { name: /save draft/i }).click()
  // Saved: the document has an id and says it is a draft.
  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/, { timeout: 20_000 })
  await expect(page.getByText('Status: Draft').first()).toBeVisible()

  await page.goto(`${origin}/admin/collections/media/create`)
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2f6f5e' } })
    .png()
    .toBuffer()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: `e2e-127-${Date.now()}.png`, mimeType: 'image/png', buffer: image })
  await page.getByLabel(/^alt/i).fill('An upload made at 127.0.0.1')
  await page.getByRole('button', { name: /^save$/i }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/, { timeout: 20_000 })
})
