/**
 * Member accounts at 1280 px (issue 12 point 10): sign up, the confirmation email from the run's
 * SMTP server (./mail-server.ts) and its link, sign in and its failures, the guard's return to
 * the page asked for, and the keyboard. The pages are in accounts-pages.spec.ts, the session in
 * accounts-session.spec.ts, 390 px in accounts.mobile.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import {
  createMember,
  heading,
  ownAddress,
  PASSWORD,
  randomIp,
  signInThroughForm,
  toastTitled,
  uniqueEmail,
} from './accounts.shared'
import { linkIn, waitForEmail } from './mail'
import { adminToken } from './support'

const CONFIRM_SUBJECT = /^Confirm your Vanlife Voices account$/

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
  const confirm = page.getByRole('button', { name: 'Confirm my email' })
  await expect(confirm).toBeEnabled()
  expect(await isVerified(request, email)).toBe(false)

  await confirm.click()
  await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeFocused()
  await expect(page.getByText("Your email is confirmed and you're signed in. Welcome aboard!").first()).toBeVisible()
  await expect(accountMenuButton(page, 'Sunny')).toBeVisible()
  expect(await isVerified(request, email)).toBe(true)

  // The link again: used.
  await page.goto(link)
  await page.getByRole('button', { name: 'Confirm my email' }).click()
  await expect(page.getByRole('heading', { name: 'This link is not valid or has already been used.' })).toBeVisible()
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
    await page.getByRole('button', { name: 'Confirm my email' }).click()
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible()
    await expect(accountMenuButton(page, 'Una')).toBeVisible()
  })
})

test.describe('the guard', () => {
  test('a private page sends a visitor to /auth and sign-in returns there, query included', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, { firstName: 'Gus', lastName: 'Guard' }, 'guard')
    await ownAddress(page)
    await page.goto('/orders?page=2')
    await expect(page).toHaveURL(/\/auth\?next=%2Forders%3Fpage%3D2$/)
    await signInThroughForm(page, member.email, member.password)
    await expect(toastTitled(page, "Welcome back! You've been signed in successfully.")).toBeVisible()
    await expect(page).toHaveURL(/\/orders\?page=2$/)
    await expect(heading(page)).toHaveText('My Orders')

    // Signed in, /auth is not for them.
    await page.goto('/auth')
    await expect(page).toHaveURL(/\/$/)
    await expect(accountMenuButton(page, 'Gus')).toBeVisible()
  })

  test('another site as the return target lands on the home page', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Eve', lastName: 'Il' }, 'evil')
    await ownAddress(page)
    await page.goto('/auth?next=https://evil.example')
    await signInThroughForm(page, member.email, member.password)
    await expect(accountMenuButton(page, 'Eve')).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/' && !url.href.includes('evil.example'))
  })
})

test('keyboard only: sign in with Tab and Enter, then the account menu opens and Escape returns focus', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Kim', lastName: 'Keys' }, 'keys')
  await ownAddress(page)
  await page.goto('/auth')
  const form = signInForm(page)
  const email = form.getByLabel('Email')
  const password = form.getByLabel('Password', { exact: true })
  await expect(email).toBeVisible()

  const tabTo = async (target: ReturnType<Page['locator']>, limit = 40) => {
    for (let presses = 0; presses < limit; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return
      await page.keyboard.press('Tab')
    }
    await expect(target).toBeFocused()
  }

  await tabTo(email)
  await page.keyboard.type(member.email)
  await tabTo(password, 3)
  await page.keyboard.type(member.password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/$/)

  const menuButton = accountMenuButton(page, 'Kim')
  await expect(menuButton).toBeVisible()
  await tabTo(menuButton)
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
