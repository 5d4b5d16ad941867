/**
 * Member accounts at 390 px (project `mobile`; issue 12 point 10): sign up and confirm from the
 * email, the mobile menu's Sign In (returning to the page it was opened on) and account entries,
 * sign out there, a keyboard-only sign-in, and axe on /auth and the open menu. The guard,
 * /profile, /account, /orders and the reset run at 390 px too (accounts-flows.mobile.spec.ts).
 */
import { expect, type Page, test } from '@playwright/test'

import {
  confirmThroughForm,
  createMember,
  heading,
  ownAddress,
  PASSWORD,
  signInThroughApi,
  signInThroughForm,
  toastTitled,
  uniqueEmail,
  signInWithKeyboard,
  tabTo,
} from './accounts.shared'
import { linkIn, waitForEmail } from './mail'
import { expectNoAxeViolations } from './support'

const accountNav = (page: Page) => page.getByRole('navigation', { name: 'Account' })

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
}

test('sign up and confirm from the email on a phone; the menu then shows the account entries', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mobile-signup')
  await ownAddress(page)
  await page.goto('/auth?tab=signup')
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('First Name').fill('Mia')
  await form.getByLabel('Last Name').fill('Mobile')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign Up' }).click()
  await expect(toastTitled(page, 'Check your email')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')

  const message = await waitForEmail(request, email, /^Confirm your Vanlife Voices account$/)
  await page.goto(linkIn(message, '/auth/confirm'))
  await confirmThroughForm(page, PASSWORD)
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()

  await openMenu(page)
  for (const name of ['Account', 'Profile', 'Orders']) {
    await expect(accountNav(page).getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(accountNav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible()
  await accountNav(page).getByRole('link', { name: 'Account', exact: true }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(heading(page)).toHaveText('Account Dashboard')
  await expect(page.getByText('100%', { exact: true })).toBeVisible()
})

test("the menu's Sign In returns to the page it was opened on; Sign Out there signs out", async ({ page, request }) => {
  const member = await createMember(request, { firstName: 'Max', lastName: 'Menu' }, 'mobile-menu')
  await ownAddress(page)
  await page.goto('/about')
  await openMenu(page)
  await accountNav(page).getByRole('link', { name: 'Sign In' }).click()
  await expect(page).toHaveURL(/\/auth\?next=%2Fabout$/)
  await signInThroughForm(page, member.email, member.password)
  await expect(page).toHaveURL(/\/about$/)

  await openMenu(page)
  await accountNav(page).getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
  await openMenu(page)
  await expect(accountNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
  await page.goto('/orders')
  await expect(page).toHaveURL(/\/auth\?next=%2Forders$/)
})

test('keyboard only at 390 px: sign in with Tab and Enter, then the menu opens from the keyboard', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Kit', lastName: 'Keys' }, 'mobile-keys')
  await ownAddress(page)
  await page.goto('/auth')
  await signInWithKeyboard(page, member)
  await expect(toastTitled(page, "Welcome back! You've been signed in successfully.")).toBeVisible()
  await expect(page).toHaveURL(/\/$/)

  const toggle = page.getByRole('button', { name: 'Open menu' })
  await tabTo(page, toggle)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
  const account = accountNav(page).getByRole('link', { name: 'Account', exact: true })
  await tabTo(page, account, 60)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account$/)
  await expect(heading(page)).toHaveText('Account Dashboard')
})

test('axe at 390 px: /auth (both tabs) and the open menu signed in', async ({ page, request }) => {
  await ownAddress(page)
  await page.goto('/auth')
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('tab', { name: 'Sign Up' }).click()
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible()
  await expectNoAxeViolations(page)

  // /profile, /account and /orders: in accounts-flows.mobile.spec.ts.
  const member = await createMember(request, { firstName: 'Axel', lastName: 'Narrow', phone: '555 0199' }, 'axe')
  await signInThroughApi(page, member)
  await page.goto('/account')
  await expect(heading(page)).toHaveText('Account Dashboard')
  await openMenu(page)
  await expectNoAxeViolations(page)
})
