/**
 * Member accounts at 1280 px (issue 12 point 10): sign up, the confirmation email from the run's
 * SMTP server (./mail-server.ts) and its link (confirmed with the sign-up password), sign in and
 * its failures, and the keyboard. The guard, the pages and the reset are in accounts-flows.shared.ts
 * (both widths), signing out in accounts-pages.spec.ts, the session in accounts-session.spec.ts,
 * 390 px's own in accounts.mobile.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import {
  confirmThroughForm,
  createMember,
  heading,
  ownAddress,
  PASSWORD,
  randomIp,
  signInThroughForm,
  toastTitled,
  uniqueEmail,
  signInWithKeyboard,
  tabTo,
} from './accounts.shared'
import { linkIn, waitForEmail } from './mail'
import { adminToken } from './support'

const CONFIRM_SUBJECT = /^Confirm your Vanlife Voices account$/
/** ACCOUNT_MESSAGES.confirmPasswordMismatch */
const WRONG_PASSWORD =
  "This isn't the password chosen when the account was created. Sign up again with this email, or reset your password."

const tab = (page: Page, name: 'Sign In' | 'Sign Up') => page.getByRole('tab', { name })
const signInForm = (page: Page) => page.getByRole('form', { name: 'Sign in' })
const accountMenuButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true })

async function isVerified(request: Parameters<typeof adminToken>[0], email: string): Promise<boolean> {
  const response = await request.get('/api/members', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    params: { 'where[email][equals]': email, depth: '0' },
  })
  const { docs } = (await response.json()) as { docs: { _verified?: boolean | null }[] }
  expect(docs).toHaveLength(1)
  return docs[0]._verified === true
}

test('sign up, then the email link: opening it confirms nothing, the button confirms and signs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('signup')
  await ownAddress(page)
  await page.goto('/auth')
  await expect(tab(page, 'Sign In')).toHaveAttribute('aria-selected', 'true')
  await tab(page, 'Sign Up').click()
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('First Name').fill('Sunny')
  await form.getByLabel('Last Name').fill('Dunes')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password').fill(PASSWORD)
  await form.getByRole('button', { name: 'Sign Up' }).click()

  await expect(toastTitled(page, 'Check your email')).toBeVisible()
  await expect(page.getByText("We've sent you a confirmation link to complete your registration.")).toBeVisible()
  await expect(tab(page, 'Sign In')).toHaveAttribute('aria-selected', 'true')
  await expect(signInForm(page).getByLabel('Email')).toHaveValue(email)

  const message = await waitForEmail(request, email, CONFIRM_SUBJECT)
  const link = linkIn(message, '/auth/confirm')
  expect(message.text).toContain('/auth/confirm?token=')

  // A mail scanner's GET (and the page itself) changes nothing.
  expect((await request.get(link)).status()).toBe(200)
  await page.goto(link)
  await expect(heading(page)).toHaveText('Confirm your email')
  const confirmForm = page.getByRole('form', { name: 'Confirm your email' })
  const confirm = confirmForm.getByRole('button', { name: 'Confirm my email' })
  await expect(confirm).toBeEnabled()
  // The token leaves the address bar (and so the history) once the page has read it.
  await expect(page).toHaveURL(/\/auth\/confirm$/)
  expect(await isVerified(request, email)).toBe(false)

  // The password is checked in the browser first (SPEC's rule), then by the server.
  await confirm.click()
  await expect(confirmForm.getByText('Password must be at least 6 characters')).toBeVisible()
  expect(await isVerified(request, email)).toBe(false)

  await confirmThroughForm(page, PASSWORD)
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeFocused()
  await expect(page.getByText("Your email is confirmed and you're signed in. Welcome aboard!").first()).toBeVisible()
  await expect(accountMenuButton(page, 'Sunny')).toBeVisible()
  expect(await isVerified(request, email)).toBe(true)

  // The link again: used.
  await page.goto(link)
  await confirmThroughForm(page, PASSWORD)
  await expect(page.getByRole('heading', { name: 'This link is not valid or has already been used.' })).toBeVisible()
})

test('confirming with a password that is not the sign-up one says so on the field; the right one then confirms', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('confirm-wrong')
  const signedUp = await request.post('/api/account/sign-up', {
    data: { firstName: 'Cora', lastName: 'Confirm', email, password: PASSWORD },
    headers: { 'x-forwarded-for': randomIp() },
  })
  expect(signedUp.status(), await signedUp.text()).toBe(200)
  const link = linkIn(await waitForEmail(request, email, CONFIRM_SUBJECT), '/auth/confirm')

  await ownAddress(page)
  await page.goto(link)
  const form = page.getByRole('form', { name: 'Confirm your email' })
  const password = form.getByLabel('Password', { exact: true })
  await expect(password).toHaveAttribute('autocomplete', 'current-password')
  await confirmThroughForm(page, 'Someone-elses-99')
  await expect(form.getByText(WRONG_PASSWORD)).toBeVisible()
  await expect(password).toHaveAttribute('aria-invalid', 'true')
  await expect(password).toBeFocused()
  expect(await isVerified(request, email)).toBe(false)

  // The link still works: the right password confirms and signs in.
  await confirmThroughForm(page, PASSWORD)
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeFocused()
  await expect(accountMenuButton(page, 'Cora')).toBeVisible()
  expect(await isVerified(request, email)).toBe(true)
})

test.describe('sign in failures', () => {
  test('a wrong password and an unknown address get the same answer', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Wendy', lastName: 'Wrong' }, 'wrong')
    await ownAddress(page)
    await page.goto('/auth')

    const answers: string[] = []
    for (const email of [member.email, uniqueEmail('nobody')]) {
      await signInThroughForm(page, email, 'Not-the-password-1')
      await expect(toastTitled(page, 'Sign in failed')).toBeVisible()
      const alert = signInForm(page).getByRole('alert')
      await expect(alert).toHaveText('Invalid email or password.')
      answers.push((await alert.textContent()) ?? '')
      await expect(page).toHaveURL(/\/auth$/)
    }
    expect(answers[0]).toBe(answers[1])
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  })

  test('an unconfirmed account is told to confirm, and Resend sends a new email', async ({ page, request }) => {
    const email = uniqueEmail('unconfirmed')
    const signedUp = await request.post('/api/account/sign-up', {
      data: { firstName: 'Una', lastName: 'Firmed', email, password: PASSWORD },
      headers: { 'x-forwarded-for': randomIp() },
    })
    expect(signedUp.status(), await signedUp.text()).toBe(200)
    await waitForEmail(request, email, CONFIRM_SUBJECT)

    await ownAddress(page)
    await page.goto('/auth')
    await signInThroughForm(page, email, PASSWORD)
    await expect(toastTitled(page, 'Sign in failed')).toBeVisible()
    await expect(signInForm(page).getByRole('alert')).toHaveText(
      'Please confirm your email address first. We can send you a new confirmation link.',
    )
    await signInForm(page).getByRole('button', { name: 'Resend confirmation email' }).click()
    await expect(toastTitled(page, 'Confirmation email sent')).toBeVisible()

    const second = await waitForEmail(request, email, CONFIRM_SUBJECT, { count: 2 })
    const link = linkIn(second, '/auth/confirm')
    await page.goto(link)
    await confirmThroughForm(page, PASSWORD)
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
    await expect(accountMenuButton(page, 'Una')).toBeVisible()
  })
})

test('keyboard only: sign in with Tab and Enter, then the account menu opens and Escape returns focus', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Kim', lastName: 'Keys' }, 'keys')
  await ownAddress(page)
  await page.goto('/auth')
  await signInWithKeyboard(page, member)
  await expect(page).toHaveURL(/\/$/)

  const menuButton = accountMenuButton(page, 'Kim')
  await expect(menuButton).toBeVisible()
  await tabTo(page, menuButton)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false')

  // And the menu's link works from the keyboard.
  await page.keyboard.press('Enter')
  await expect(menu.getByRole('menuitem', { name: 'Account' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/account$/)
  await expect(heading(page)).toHaveText('Account Dashboard')
})
