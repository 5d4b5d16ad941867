/**
 * Shared by the accounts specs at 1280 px and 390 px: members made for a
 * test, each visitor with an address of its own (X-Forwarded-For, so the per-address rate limits
 * of sign-up and sign-in never collide), and the ways in (the form, or the endpoint).
 */
import { randomBytes, randomUUID } from 'node:crypto'

import { type APIRequestContext, expect, type Page } from '@playwright/test'

import { adminToken } from './support'

/** A password the server's strength rule accepts (letters and a number, not a common one). */
export const PASSWORD = 'Dusty-roads-42'

export const randomIp = () => {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

/** An address no other test uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID()}@example.com`

/** Makes the page's requests come from an address of their own; returns it. */
export async function ownAddress(page: Page): Promise<string> {
  const ip = randomIp()
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

export type TestMember = {
  id: number
  /** ISO date the account was created. */
  createdAt: string
  email: string
  password: string
  firstName?: string
  lastName?: string
  phone?: string
}

/** A confirmed member created by staff through the REST API (as the admin), with the given profile. */
export async function createMember(
  request: APIRequestContext,
  profile: { firstName?: string; lastName?: string; phone?: string } = { firstName: 'Robin', lastName: 'Rover' },
  prefix = 'member',
): Promise<TestMember> {
  const token = await adminToken(request)
  const member = { email: uniqueEmail(prefix), password: PASSWORD, ...profile }
  const response = await request.post('/api/members', {
    headers: { Authorization: `JWT ${token}` },
    data: { ...member, _verified: true },
  })
  expect(response.status(), await response.text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; createdAt: string } }
  return { id: doc.id, createdAt: doc.createdAt, ...member }
}

/** Signs the page's browser context in through the endpoint (the cookies land in the context). */
export async function signInThroughApi(page: Page, member: Pick<TestMember, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/api/account/sign-in', {
    data: { email: member.email, password: member.password },
    headers: { 'x-forwarded-for': randomIp() },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** The Sign In tab's form, filled and sent (the page is on /auth). */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
}

/**
 * GET /api/account/session from the page (the browser's own request: Payload accepts the session
 * cookie only with the browser's Origin or Sec-Fetch-Site, which page.request does not send).
 */
export async function sessionFromPage(page: Page): Promise<{ signedIn: boolean }> {
  return page.evaluate(async () => {
    const response = await fetch('/api/account/session', { cache: 'no-store' })
    return (await response.json()) as { signedIn: boolean }
  })
}

/** A toast by its title; the first when a second of the same title came before the first had left. */
export const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true }).first()

/** The h1 of the page. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/**
 * The confirmation page's form (the page is on the email's /auth/confirm link): the password
 * chosen at sign-up, then "Confirm my email".
 */
export async function confirmThroughForm(page: Page, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Confirm your email' })
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Confirm my email' }).click()
}

/** The layouts the account flows run at: the desktop project (1280 px) and the mobile one (390 px). */
export type Layout = 'desktop' | 'mobile'

/**
 * The header says the member is signed in: at 1280 px its account menu button (their first name),
 * at 390 px the mobile menu's account entries (the menu is opened, checked and closed again).
 */
export async function expectHeaderSignedIn(page: Page, layout: Layout, firstName: string): Promise<void> {
  if (layout === 'desktop') {
    await expect(page.getByRole('banner').getByRole('button', { name: firstName, exact: true })).toBeVisible()
    return
  }
  await page.getByRole('button', { name: 'Open menu' }).click()
  const account = page.getByRole('navigation', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
}

/**
 * Presses Tab (or Shift+Tab, when `target` comes before the focused element, e.g. the header
 * after a navigation has put focus on the new page's heading) until `target` has the focus, at
 * most `limit` times each way, else fails.
 */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40): Promise<void> {
  const focused = () => target.evaluate((element) => element === document.activeElement)
  const before = await target.evaluate((element) => {
    const active = document.activeElement
    if (!active || active === document.body) return false
    return Boolean(element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  for (const key of before ? ['Shift+Tab', 'Tab'] : ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await focused()) return
      await page.keyboard.press(key)
    }
  }
  await expect(target).toBeFocused()
}

/**
 * Keyboard only: Tab to the sign-in form's Email, type, Tab to Password, type, Enter. Fails if
 * either field cannot be reached by Tab.
 */
export async function signInWithKeyboard(page: Page, member: Pick<TestMember, 'email' | 'password'>): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' })
  const email = form.getByLabel('Email')
  const password = form.getByLabel('Password', { exact: true })
  await expect(email).toBeVisible()
  await tabTo(page, email)
  await page.keyboard.type(member.email)
  await tabTo(page, password, 3)
  await page.keyboard.type(member.password)
  await page.keyboard.press('Enter')
}
