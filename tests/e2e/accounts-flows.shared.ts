/**
 * The member's flows that do not depend on the header's layout, checked the same way at 1280 px
 * (accounts-flows.spec.ts, project desktop) and 390 px (accounts-flows.mobile.spec.ts, project
 * mobile), issue 12 point 10: the guard and its return to the origin (and no open redirect),
 * /profile, /account (texts and profile completion), /orders and its pages, the password reset
 * through the email from the run's SMTP server, and axe on those pages.
 */
import { expect, type Page, test } from '@playwright/test'

import {
  createMember,
  expectHeaderSignedIn,
  heading,
  type Layout,
  ownAddress,
  signInThroughApi,
  signInThroughForm,
  toastTitled,
} from './accounts.shared'
import { linkIn, waitForEmail } from './mail'
import { expectNoAxeViolations } from './support'

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

export function accountFlowTests(layout: Layout) {
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
      await expectHeaderSignedIn(page, layout, 'Gus')
    })

    for (const next of ['https://evil.example', '/.//evil.example', '/%2e//evil.example']) {
      test(`another site as the return target (${next}) lands on the home page`, async ({ page, request }) => {
        const member = await createMember(request, { firstName: 'Eve', lastName: 'Il' }, 'evil')
        await ownAddress(page)
        await page.goto(`/auth?next=${next}`)
        await signInThroughForm(page, member.email, member.password)
        await expect(toastTitled(page, "Welcome back! You've been signed in successfully.")).toBeVisible()
        await expect(page).toHaveURL((url) => url.hostname === 'localhost' && url.pathname === '/')
        await expectHeaderSignedIn(page, layout, 'Eve')
      })
    }
  })

  test.describe('/profile', () => {
    // Sign-in, two saves, a reload and axe: more than 30 s on a busy machine.
    test.describe.configure({ timeout: 60_000 })

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
      await expectHeaderSignedIn(page, layout, 'Patricia')

      await page.reload()
      await expect(form.getByLabel('First Name')).toHaveValue('Patricia')
      await expect(form.getByLabel('Last Name')).toHaveValue('Prairie')
      await expect(form.getByLabel('Phone Number')).toHaveValue('+1 555 0100')
      await expectNoAxeViolations(page)
    })

    test('a first name is required; a field message from the server lands on its field; Cancel goes to /account', async ({
      page,
      request,
    }) => {
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

      // The server's 400 with a field message (its own check of the same rules): on the field.
      await page.route('**/api/account/profile', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                ok: false,
                error: 'Please check the highlighted fields.',
                fieldErrors: { lastName: 'Last name is required' },
              }),
            })
          : route.fallback(),
      )
      await form.getByLabel('First Name').fill('Rita')
      await form.getByRole('button', { name: 'Update Profile' }).click()
      await expect(toastTitled(page, 'Error updating profile')).toBeVisible()
      await expect(form.getByText('Last name is required')).toBeVisible()
      await expect(form.getByLabel('Last Name')).toHaveAttribute('aria-invalid', 'true')
      await expect(form.getByLabel('Last Name')).toBeFocused()
      await page.unroute('**/api/account/profile')

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

  test('/orders without orders: points to the shop; a page that is not a number is not found', async ({
    page,
    request,
  }) => {
    const member = await createMember(request, undefined, 'orders')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/orders')
    await expect(heading(page)).toHaveText('My Orders')
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Visit the Shop' })).toHaveAttribute('href', '/shop')
    await expect(page.getByRole('main').getByRole('link', { name: 'Read Stories' })).toHaveAttribute('href', '/stories')
    await expect(page.getByRole('navigation', { name: 'Order pages' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    for (const bad of ['abc', '0', '-1', '02']) {
      const response = await page.goto(`/orders?page=${bad}`)
      expect(response?.status(), bad).toBe(404)
    }
  })

  test('reset password: Forgot password? → email → new password → signed in; the link works once', async ({
    page,
    request,
  }) => {
    // A long flow: two emails, two resets, two sign-ins.
    test.setTimeout(60_000)
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
    expect(link).toContain('token=')
    await page.goto(link)
    await expect(heading(page)).toHaveText('Choose a new password')
    const form = page.getByRole('form', { name: 'Choose a new password' })
    await expect(form).toBeVisible()
    // The token leaves the address bar (and so the history) once the page has read it.
    await expect(page).toHaveURL(/\/auth\/reset-password$/)
    const newPassword = 'Fresh-start-77'
    await form.getByLabel('New password', { exact: true }).fill(newPassword)
    await form.getByLabel('Confirm new password').fill(newPassword)
    await form.getByRole('button', { name: 'Set new password' }).click()
    await expect(toastTitled(page, 'Password changed')).toBeVisible()
    await expect(page).toHaveURL(/\/account$/)
    await expectHeaderSignedIn(page, layout, 'Remy')

    // The link again: used, and said so (as a used confirmation link is), not "expired".
    await page.goto(link)
    await form.getByLabel('New password', { exact: true }).fill('Another-one-88')
    await form.getByLabel('Confirm new password').fill('Another-one-88')
    await form.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('heading', { name: 'This link is not valid or has already been used.' })).toBeFocused()
    await expect(
      page.getByText('Password reset links work for one hour, and only once.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    )

    // The new password signs in; the old one no longer does.
    await page.context().clearCookies()
    await page.goto('/auth')
    await signInThroughForm(page, member.email, member.password)
    await expect(toastTitled(page, 'Sign in failed')).toBeVisible()
    await signInThroughForm(page, member.email, newPassword)
    await expect(page).toHaveURL(/\/$/)
    await expectHeaderSignedIn(page, layout, 'Remy')
  })
}
