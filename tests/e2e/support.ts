/** Shared by the end-to-end specs and playwright.config.ts. */
import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

/** The staff login the e2e server creates on its empty database (see playwright.config.ts). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-password-123' } as const

export { BROWSER_USER_AGENT } from '../../scripts/lib/raw-post'

/** The newest published story, read through the public REST API (what a visitor may see). */
export async function latestPublishedStory(request: APIRequestContext): Promise<{ title: string; slug: string }> {
  const response = await request.get('/api/stories', {
    params: { sort: '-publishDate', limit: '1', depth: '0', 'where[_status][equals]': 'published' },
  })
  if (!response.ok()) throw new Error(`GET /api/stories answered ${response.status()}`)
  const { docs } = (await response.json()) as { docs: { title: string; slug: string }[] }
  if (!docs[0]) throw new Error('The e2e database has no published story (was it seeded?)')
  return docs[0]
}

/** GET `path`, expect 200, and return the body (a page as the server rendered it). */
export async function okText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response.text()
}

let cachedToken: string | undefined

/** True when the JWT signs in (Payload finds its session). */
async function signsIn(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  return response.ok() && ((await response.json()) as { user: unknown }).user !== null
}

/**
 * Signs in as the e2e admin through the REST API and returns the JWT, one per worker. Checked
 * before use: two logins of one user at the same moment (the two workers) can each rewrite the
 * user's session list and drop the other's session, so a token that no longer signs in is
 * replaced (a new login) instead of failing the test with 403.
 */
export async function adminToken(request: APIRequestContext): Promise<string> {
  if (cachedToken && (await signsIn(request, cachedToken))) return cachedToken
  for (let attempt = 1; attempt <= 3; attempt++) {
    const response = await request.post('/api/users/login', { data: E2E_ADMIN })
    if (!response.ok()) throw new Error(`Admin login answered ${response.status()}: ${await response.text()}`)
    const { token } = (await response.json()) as { token: string }
    if (await signsIn(request, token)) {
      cachedToken = token
      return token
    }
  }
  throw new Error('Three admin logins in a row gave tokens that do not sign in')
}

/**
 * Runs axe (WCAG 2.2 A/AA: wcag2a, wcag2aa, wcag21aa, wcag22aa, which holds 2.5.8 Target Size) on
 * the page as it is now, once the web fonts are in and what fades or slides in has settled (a toast
 * measured mid-fade has a pale text; endless animations are not waited for, and 2 s at most), and
 * fails with a readable list.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    const settling = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
      .map((animation) => animation.finished.catch(() => undefined))
    await Promise.race([Promise.all(settling), new Promise((resolve) => setTimeout(resolve, 2000))])
  })
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join('; ')}`)
        .join('\n'),
  )
  expect(summary, summary.join('\n')).toEqual([])
}

/** The story cards inside `scope`. */
export const cards = (scope: Page | Locator) => scope.locator('[data-slot="story-card"]')

/** Waits until the cards' fade-in (and any other CSS animation) has finished. */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

/**
 * Runs `act` with `page` signed in as a new, confirmed site member (created through the REST API as
 * the e2e admin, signed in through /api/account/sign-in so the page's cookies hold the session),
 * and removes the member afterwards.
 */
export async function asSignedInMember(
  page: Page,
  request: APIRequestContext,
  act: () => Promise<void>,
): Promise<void> {
  const email = `member-${Math.random().toString(36).slice(2, 10)}@e2e.test`
  const password = 'member-password-123'
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const created = await request.post('/api/members', {
    headers,
    data: { email, password, firstName: 'Member', _verified: true },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { doc: { id: number | string } }).doc.id
  try {
    expect((await page.request.post('/api/account/sign-in', { data: { email, password } })).status()).toBe(200)
    await act()
  } finally {
    await request.delete(`/api/members/${id}`, { headers })
  }
}

/** A copy fit for a create: no ids (array rows keep theirs, which must be unique), no timestamps. */
export function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !['id', 'createdAt', 'updatedAt', 'sourceId'].includes(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  )
}

/** A laid-out element's rectangle (Playwright's boundingBox). */
export type Box = { x: number; y: number; width: number; height: number }

/** True when the two rectangles share any area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

/**
 * Waits until the page has hydrated (the header's Subscribe button opens its dialog), so that a
 * click after it is the client router's, not a plain page load.
 */
export async function hydrated(page: Page) {
  const dialog = page.getByRole('dialog')
  await expect(async () => {
    // The dialog loads on first use and may open after this try gave up: then it hides the header.
    if (!(await dialog.isVisible())) {
      await page.getByRole('banner').getByRole('button', { name: 'Subscribe' }).click({ timeout: 2_000 })
    }
    await expect(dialog).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}
