/**
 * Staff sign-in limits in the admin's login form (issue 21 point 4): after five wrong passwords
 * from one address the form shows the one "too many" message (even for the right password there),
 * while the owner, from another address, still signs in. The server believes X-Forwarded-For from
 * loopback (TRUSTED_PROXIES in playwright.config.ts), so each browser context is its own client.
 */
import { randomBytes } from 'node:crypto'

import { type Browser, expect, type Page, test } from '@playwright/test'

import { SIGN_IN_TOO_MANY } from '../../src/lib/forms/messages'
import { adminToken } from './support'

const clientAt = async (browser: Browser, address: string): Promise<Page> =>
  (await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } })).newPage()

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/email/i).fill(email)
  await page.getByLabel(/password/i).fill(password)
  await page.getByRole('button', { name: /log ?in/i }).click()
}

test('the admin login shows the too-many message after repeated failures; the owner still signs in elsewhere', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const email = `editor-${randomBytes(4).toString('hex')}@e2e.test`
  const password = 'editor-password-123'
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/users', { headers, data: { email, password, role: 'editor' } })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number | string } }).doc.id
  const octet = () => randomBytes(1)[0]

  try {
    const attacker = await clientAt(browser, `198.51.100.${octet()}`)
    await attacker.goto('/admin/login')
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitLogin(attacker, email, `wrong-password-${attempt}`)
      await expect(attacker.getByText(/incorrect/i).last()).toBeVisible()
      await attacker.reload()
    }
    // The sixth: the server answers the one "too many" refusal, and the form stays on the login.
    const refused = attacker.waitForResponse((response) => response.url().endsWith('/api/users/login'))
    await submitLogin(attacker, email, 'wrong-password-6')
    const answer = await refused
    expect(answer.status()).toBe(429)
    expect(answer.headers()['retry-after']).toBe('600')
    expect(await answer.json()).toEqual({ errors: [{ message: SIGN_IN_TOO_MANY }] })
    await expect(attacker).toHaveURL(/\/admin\/login/)
    await expect(attacker.getByText(SIGN_IN_TOO_MANY).last()).toBeVisible()

    const owner = await clientAt(browser, `203.0.113.${octet()}`)
    await owner.goto('/admin/login')
    await submitLogin(owner, email, password)
    await expect(owner).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  } finally {
    await request.delete(`/api/users/${id}`, { headers })
  }
})
