/**
 * The member's session at 1280 px (issue 12 points 3, 8 and 9): the browser refreshes it before it
 * expires (SPEC §9: a 30 s tick, a refresh within 90 s of the expiry), seen by fast-forwarding the
 * page's clock; a refresh answered 401 ends it with a return to /auth; members never reach /admin;
 * public pages stay cached for members.
 */
import { expect, type Page, type Response, test } from '@playwright/test'

import { createMember, ownAddress, sessionFromPage, signInThroughApi } from './accounts.shared'

const REFRESH_WINDOW_MS = 90_000

const isAnswerTo = (path: string, method: string) => (response: Response) =>
  new URL(response.url()).pathname === path && response.request().method() === method

/**
 * Opens `path` signed in, with the page's clock installed before load, and returns the session's
 * expiry as the first GET /api/account/session answered it (real server time).
 */
async function openWithClock(page: Page, path: string): Promise<number> {
  await page.clock.install()
  const sessionAnswer = page.waitForResponse(isAnswerTo('/api/account/session', 'GET'))
  await page.goto(path)
  const answer = (await (await sessionAnswer).json()) as { signedIn: boolean; expiresAt: number }
  expect(answer.signedIn).toBe(true)
  return answer.expiresAt
}

/** Moves the page's clock to 60 s before `expiresAt`: inside the refresh window; the next tick refreshes. */
async function fastForwardNearExpiry(page: Page, expiresAt: number): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  const target = expiresAt - REFRESH_WINDOW_MS + 30_000
  expect(target).toBeGreaterThan(now)
  await page.clock.fastForward(target - now)
}

test('the session refreshes itself when its expiry is near, and the member stays signed in', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Rae', lastName: 'Refresh' }, 'refresh')
  await ownAddress(page)
  await signInThroughApi(page, member)
  const expiresAt = await openWithClock(page, '/account')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rae', exact: true })).toBeVisible()

  // Far from the expiry, a tick asks nothing.
  const refreshes: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/account/refresh') refreshes.push(request.method())
  })
  await page.clock.fastForward(60_000)
  await page.waitForTimeout(500)
  expect(refreshes).toEqual([])

  const refreshed = page.waitForResponse(isAnswerTo('/api/account/refresh', 'POST'))
  await fastForwardNearExpiry(page, expiresAt)
  const response = await refreshed
  expect(response.status()).toBe(200)
  const answer = (await response.json()) as { ok: boolean; expiresAt: number }
  expect(answer.ok).toBe(true)
  expect(answer.expiresAt).toBeGreaterThanOrEqual(expiresAt)

  await expect(page).toHaveURL(/\/account$/)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Rae', exact: true })).toBeVisible()
  expect((await sessionFromPage(page)).signedIn).toBe(true)
})

test('a refresh answered 401 ends the session: /account returns to /auth?next=%2Faccount', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Ned', lastName: 'Ended' }, 'ended')
  await ownAddress(page)
  await signInThroughApi(page, member)
  await page.route('**/api/account/refresh', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ ok: false, error: 'Your session has ended. Please sign in again.', code: 'signed-out' }),
    }),
  )
  const expiresAt = await openWithClock(page, '/account')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Dashboard')
  const refreshed = page.waitForResponse(isAnswerTo('/api/account/refresh', 'POST'))
  await fastForwardNearExpiry(page, expiresAt)
  expect((await refreshed).status()).toBe(401)
  await expect(page).toHaveURL(/\/auth\?next=%2Faccount$/)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible()
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible()
})

test('a signed-in member opening /admin does not see the dashboard', async ({ page, request }) => {
  test.setTimeout(60_000) // the admin's first render loads a large bundle
  const member = await createMember(request, { firstName: 'Mo', lastName: 'Member' }, 'admin')
  await ownAddress(page)
  await signInThroughApi(page, member)
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/(login|unauthorized)/, { timeout: 30_000 })
  await expect(page.getByRole('link', { name: /stories/i })).toHaveCount(0)
  const me = await page.request.get('/api/users/me')
  expect(((await me.json()) as { user: unknown }).user).toBeNull()
})

test('public pages stay cached for a signed-in member (the header learns the state in the browser)', async ({
  page,
  request,
}) => {
  const member = await createMember(request, { firstName: 'Cara', lastName: 'Cached' }, 'cached')
  await ownAddress(page)
  await signInThroughApi(page, member)
  const cookies = await page.context().cookies()
  expect(cookies.map((cookie) => cookie.name)).toContain('payload-token')

  for (const path of ['/', '/about']) {
    // Once to fill the cache (an earlier spec may have), then as the member.
    await page.request.get(path)
    const response = await page.request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['x-nextjs-cache'], path).toBe('HIT')
    expect(response.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(response.headers()['set-cookie'], path).toBeUndefined()
    const html = await response.text()
    expect(html, path).not.toContain(member.email)
    expect(html, path).not.toContain('Cara')
  }
  // The browser's own navigation too: the cached page, then the header asks who is signed in.
  const navigation = await page.goto('/')
  expect(navigation?.headers()['x-nextjs-cache']).toBe('HIT')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cara', exact: true })).toBeVisible()
})
