/**
 * The member's pages at 1280 px (issue 12 points 4 to 7): /profile, /account (texts and profile
 * completion), /orders without orders, signing out (header menu and dashboard), the password
 * reset through the email from the run's SMTP server, and axe on each page.
 */
import { expect, type Page, test } from '@playwright/test'

import {
  createMember,
  heading,
  ownAddress,
  sessionFromPage,
  signInThroughApi,
  signInThroughForm,
  toastTitled,
} from './accounts.shared'
import { linkIn, waitForEmail } from './mail'
import { expectNoAxeViolations } from './support'

const banner = (page: Page) => page.getByRole('banner')

/** Holds the requests to `url` until the returned function is called (to see a loading state). */
async function holdRequests(page: Page, url: string, method = 'GET'): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback()
    await released
    await route.fallback()
  })
  return release
}

test.describe('/profile', () => {
  test('loads, edits the name and phone, keeps the email read-only', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Pat', lastName: 'Profile' }, 'profile')
    await ownAddress(page)
    await signInThroughApi(page, member)

    const releaseLoad = await holdRequests(page, '**/api/account/profile')
    await page.goto('/profile')
    await expect(heading(page)).toHaveText('My Profile')
    await expect(page.getByRole('status').filter({ hasText: 'Loading profile...' })).toBeVisible()
    releaseLoad()
    await page.unroute('**/api/account/profile')

    const form = page.getByRole('form', { name: 'Profile' })
    await expect(form.getByLabel('First Name')).toHaveValue('Pat')
    await expect(form.getByLabel('Last Name')).toHaveValue('Profile')
    const email = form.getByLabel('Email')
    await expect(email).toHaveValue(member.email)
    await expect(email).toHaveAttribute('readonly', '')
    await expect(
      form.getByText('Your email cannot be changed here. To change it, please contact support.'),
    ).toBeVisible()
    await expect(form.getByLabel('Phone Number')).toHaveValue('')

    await form.getByLabel('First Name').fill('Patricia')
    await form.getByLabel('Last Name').fill('Prairie')
    await form.getByLabel('Phone Number').fill('+1 555 0100')
    const releaseSave = await holdRequests(page, '**/api/account/profile', 'POST')
    await form.getByRole('button', { name: 'Update Profile' }).click()
    await expect(form.getByRole('button', { name: 'Updating...' })).toBeDisabled()
    releaseSave()
    await expect(toastTitled(page, 'Profile updated')).toBeVisible()
    await expect(page.getByText('Your profile has been updated successfully.')).toBeVisible()
    // The header knows the new first name at once.
    await expect(banner(page).getByRole('button', { name: 'Patricia', exact: true })).toBeVisible()

    await page.reload()
    await expect(form.getByLabel('First Name')).toHaveValue('Patricia')
    await expect(form.getByLabel('Last Name')).toHaveValue('Prairie')
    await expect(form.getByLabel('Phone Number')).toHaveValue('+1 555 0100')
  })

  test('a first name is required; Cancel goes to /account', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Rita', lastName: 'Required' }, 'required')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/profile')
    const form = page.getByRole('form', { name: 'Profile' })
    await form.getByLabel('First Name').fill('')
    await form.getByRole('button', { name: 'Update Profile' }).click()
    await expect(form.getByText('First name is required')).toBeVisible()
    await expect(form.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(toastTitled(page, 'Profile updated')).toHaveCount(0)

    await form.getByRole('link', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/account$/)
    await expect(heading(page)).toHaveText('Account Dashboard')
    // Nothing was saved.
    await expect(page.getByText('Rita Required', { exact: true })).toBeVisible()
  })
})

test.describe('/account', () => {
  test('the overview, quick actions and stats of a complete profile', async ({ page, request }) => {
    const member = await createMember(
      request,
      { firstName: 'Dana', lastName: 'Dashboard', phone: '+44 20 7946 0000' },
      'dashboard',
    )
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/account')
    await expect(heading(page)).toHaveText('Account Dashboard')

    const overview = page.locator('dl').first()
    const detail = (term: string) => overview.locator('div').filter({ has: page.locator('dt', { hasText: term }) })
    await expect(detail('Email').locator('dd')).toHaveText(member.email)
    await expect(detail('Name').locator('dd')).toHaveText('Dana Dashboard')
    await expect(detail('Phone').locator('dd')).toHaveText('+44 20 7946 0000')
    const since = new Date(member.createdAt).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    })
    await expect(detail('Member since').locator('dd')).toHaveText(since)
    await expect(page.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/profile')

    for (const [name, href] of [
      ['My Orders', '/orders'],
      ['Share Your Story', '/share-your-story'],
      ['Cost Calculator', '/vanlife-cost-calculator'],
    ]) {
      await expect(page.getByRole('main').getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign Out' })).toBeVisible()
    await expect(page.getByText('Account Status')).toBeVisible()
    await expect(page.getByText('Active', { exact: true })).toBeVisible()
    await expect(page.getByText('100%', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('no last name: 75%; no phone: no phone line', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Solo' }, 'partial')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/account')
    await expect(page.getByText('75%', { exact: true })).toBeVisible()
    await expect(page.locator('dt', { hasText: 'Name' })).toHaveCount(1)
    await expect(page.locator('dd', { hasText: /^Solo$/ })).toBeVisible()
    await expect(page.locator('dt', { hasText: 'Phone' })).toHaveCount(0)
  })
})

test('/orders without orders: the store is coming soon, with links to stories and articles', async ({
  page,
  request,
}) => {
  const member = await createMember(request, undefined, 'orders')
  await ownAddress(page)
  await signInThroughApi(page, member)
  await page.goto('/orders')
  await expect(heading(page)).toHaveText('My Orders')
  await expect(page.getByRole('heading', { name: /Store Coming Soon$/ })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Read Stories' })).toHaveAttribute('href', '/stories')
  await expect(page.getByRole('main').getByRole('link', { name: 'Read Articles' })).toHaveAttribute('href', '/articles')
  await expectNoAxeViolations(page)
})

test.describe('sign out', () => {
  test('from the account menu: the header shows Sign In, /account goes to /auth', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Owen', lastName: 'Out' }, 'signout')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/about')
    await banner(page).getByRole('button', { name: 'Owen', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(banner(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    await expect(banner(page).getByRole('button', { name: 'Owen' })).toHaveCount(0)
    await page.goto('/account')
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/)
  })

  test('from the dashboard: back to /auth, signed out on the server too', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Dot', lastName: 'Dash' }, 'signout-dash')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/account')
    // The session cookie as it is now, to ask the server about it after the sign-out.
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'payload-token')?.value
    expect(token).toBeTruthy()
    const withOldCookie = async () => {
      const response = await request.get('/api/account/session', {
        headers: { cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' },
      })
      return ((await response.json()) as { signedIn: boolean }).signedIn
    }
    expect(await withOldCookie()).toBe(true)

    await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click()
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/)
    await expect(banner(page).getByRole('link', { name: 'Sign In' })).toBeVisible()
    expect(await sessionFromPage(page)).toEqual({ signedIn: false })
    // Ended on the server: the old cookie no longer signs in.
    expect(await withOldCookie()).toBe(false)
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/auth\?next=%2Fprofile$/)
  })
})

test('reset password: Forgot password? → email → new password → signed in; the link works once', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Remy', lastName: 'Reset' }, 'reset')
  await ownAddress(page)
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot-password$/)
  const ask = page.getByRole('form', { name: 'Request a password reset link' })
  await ask.getByLabel('Email').fill(member.email)
  await ask.getByRole('button', { name: 'Send reset link' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to reset your password is on its way' }),
  ).toBeVisible()

  const message = await waitForEmail(request, member.email, /^Reset your Vanlife Voices password$/)
  const link = linkIn(message, '/auth/reset-password')
  await page.goto(link)
  await expect(heading(page)).toHaveText('Choose a new password')
  const newPassword = 'Fresh-start-77'
  const form = page.getByRole('form', { name: 'Choose a new password' })
  await form.getByLabel('New password', { exact: true }).fill(newPassword)
  await form.getByLabel('Confirm new password').fill(newPassword)
  await form.getByRole('button', { name: 'Set new password' }).click()
  await expect(toastTitled(page, 'Password changed')).toBeVisible()
  await expect(page).toHaveURL(/\/account$/)
  await expect(banner(page).getByRole('button', { name: 'Remy', exact: true })).toBeVisible()

  // The link again: used (Payload ends a used reset link's time, so the server calls it expired).
  await page.goto(link)
  await form.getByLabel('New password', { exact: true }).fill('Another-one-88')
  await form.getByLabel('Confirm new password').fill('Another-one-88')
  await form.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByRole('heading', { name: 'This link has expired.' })).toBeFocused()
  await expect(page.getByText('Password reset links work for one hour, and only once.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth/forgot-password')

  // The new password signs in; the old one no longer does.
  await page.context().clearCookies()
  await page.goto('/auth')
  await signInThroughForm(page, member.email, member.password)
  await expect(toastTitled(page, 'Sign in failed')).toBeVisible()
  await signInThroughForm(page, member.email, newPassword)
  await expect(page).toHaveURL(/\/$/)
  await expect(banner(page).getByRole('button', { name: 'Remy', exact: true })).toBeVisible()
})

test.describe('axe', () => {
  test('/auth, both tabs', async ({ page }) => {
    await ownAddress(page)
    await page.goto('/auth')
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible()
    // With the errors of an empty submit shown too.
    await page.getByRole('form', { name: 'Sign up' }).getByRole('button', { name: 'Sign Up' }).click()
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('/profile', async ({ page, request }) => {
    const member = await createMember(request, undefined, 'axe-profile')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/profile')
    await expect(page.getByRole('form', { name: 'Profile' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
