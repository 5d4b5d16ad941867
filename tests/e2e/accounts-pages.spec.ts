/**
 * Signing out at 1280 px (issue 12 point 3): from the header's account menu and from the
 * dashboard, ended on the server too; a failed sign-out says "Sign out failed" and gives the
 * button back; and axe on /auth. The flows that do not depend on the header are in
 * accounts-flows.shared.ts (both widths), 390 px's menu in accounts.mobile.spec.ts.
 */
import { expect, type Page, test } from '@playwright/test'

import { createMember, ownAddress, sessionFromPage, signInThroughApi, toastTitled } from './accounts.shared'
import { expectNoAxeViolations } from './support'

const banner = (page: Page) => page.getByRole('banner')

/** Answers the sign-out request with a server failure (the session stays). */
async function failSignOut(page: Page): Promise<void> {
  await page.route('**/api/account/sign-out', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, error: 'The service is busy. Please try again in a moment.' }),
    }),
  )
}

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

test.describe('a sign-out that fails', () => {
  test('the dashboard says "Sign out failed" with the message and gives the button back', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Fay', lastName: 'Fail' }, 'signout-fail')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/account')
    await failSignOut(page)
    const signOut = page.getByRole('main').getByRole('button', { name: 'Sign Out' })
    await signOut.click()
    await expect(toastTitled(page, 'Sign out failed')).toBeVisible()
    await expect(page.getByText('The service is busy. Please try again in a moment.')).toBeVisible()
    await expect(signOut).toBeEnabled()
    await expect(page).toHaveURL(/\/account$/)
    expect(await sessionFromPage(page)).toMatchObject({ signedIn: true })

    // Once the server answers again, the same button signs out.
    await page.unroute('**/api/account/sign-out')
    await signOut.click()
    await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/)
  })

  test('the account menu says it too, and the member stays signed in', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Flo', lastName: 'Fail' }, 'signout-fail-menu')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/about')
    await failSignOut(page)
    const menuButton = banner(page).getByRole('button', { name: 'Flo', exact: true })
    await menuButton.click()
    await page.getByRole('menuitem', { name: 'Sign Out' }).click()
    await expect(toastTitled(page, 'Sign out failed')).toBeVisible()
    await expect(menuButton).toBeVisible()
    await expect(menuButton).toBeEnabled()
  })

  test('when the sign-out code cannot be loaded, the member is told and can try again', async ({ page, request }) => {
    const member = await createMember(request, { firstName: 'Lou', lastName: 'Load' }, 'signout-chunk')
    await ownAddress(page)
    await signInThroughApi(page, member)
    await page.goto('/account')
    const signOut = page.getByRole('main').getByRole('button', { name: 'Sign Out' })
    await expect(signOut).toBeEnabled()
    // The toaster is there already (the dashboard's Sign Out mounts it); every script asked for
    // from now on fails, as after a deployment that replaced the build's chunks.
    await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached()
    const failedScripts: string[] = []
    await page.route('**/_next/static/chunks/**', (route) => {
      failedScripts.push(route.request().url())
      return route.abort('failed')
    })
    await signOut.click()
    await expect(page.getByText('Sign out failed', { exact: true })).toBeVisible()
    await expect(signOut).toBeEnabled()
    expect(failedScripts.length).toBeGreaterThan(0)
    await expect(page).toHaveURL(/\/account$/)
  })
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
})
