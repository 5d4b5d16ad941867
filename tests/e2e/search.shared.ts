/**
 * Search (issue 25) at both sizes: the header's dialog by keyboard and by its button, the /search
 * page with and without JavaScript, its filters, paging and no-results state, and axe on each.
 * Registered by search.spec.ts (1280 px) and search.mobile.spec.ts (390 px).
 */
import { expect, type Page, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import { expectNoAxeViolations, latestPublishedStory } from './support'

/** A word nothing on the site contains. */
const NOWHERE = 'zzqxvbnm'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' })
const combobox = (page: Page) => dialog(page).getByRole('combobox')

/** The newest story's title, as words a visitor would type (no punctuation). */
async function newestStory(page: Page) {
  const story = await latestPublishedStory(page.request)
  return { ...story, words: story.title.replace(/[^\p{L}\p{N}]+/gu, ' ').trim() }
}

/** Waits until the page's client code runs (the shortcut listener is attached after hydration). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.waitForTimeout(300)
}

export function searchFlows() {
  test.beforeEach(async ({ page }) => {
    await ownAddress(page)
  })

  test('the header button opens the search dialog; Escape closes it and focus goes back', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    const button = page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true })
    await button.click()
    await expect(dialog(page)).toBeVisible()
    await expect(combobox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('Ctrl+K opens the dialog; typing, ↓ and Enter land on the story', async ({ page }) => {
    const story = await newestStory(page)
    await page.goto('/about')
    await hydrated(page)
    await page.keyboard.press('Control+k')
    await expect(combobox(page)).toBeFocused()
    // The answer to the whole words, not to a prefix typed on the way: the arrows count its options.
    const answered = page.waitForResponse(
      (response) => new URL(response.url()).searchParams.get('q') === story.words && response.ok(),
    )
    await combobox(page).pressSequentially(story.words, { delay: 20 })
    await answered
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results?$/)
    const option = dialog(page).getByRole('option').filter({ hasText: story.title }).first()
    await expect(option).toBeVisible()
    // Move down to the story's option.
    const options = dialog(page).getByRole('option')
    const index = (await options.allTextContents()).findIndex((text) => text.includes(story.title))
    for (let step = 0; step <= index; step += 1) await page.keyboard.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(`/${story.slug}`)
  })

  test('"/" opens the dialog, but not while typing in a field; Enter without a choice opens all results', async ({
    page,
  }) => {
    await page.goto('/contact')
    await hydrated(page)
    const field = page.getByRole('main').getByRole('textbox').first()
    await field.click()
    await page.keyboard.press('/')
    await expect(dialog(page)).toBeHidden()
    await page.getByRole('main').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('/')
    await expect(combobox(page)).toBeFocused()
    await combobox(page).fill('Van ')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search?q=van')
    await expect(page.getByRole('heading', { level: 1, name: 'Search Vanlife Voices' })).toBeVisible()
  })

  test('the dialog says so when results cannot be loaded, and Enter still opens the results page', async ({ page }) => {
    await page.route('**/api/search?*', (route) => route.fulfill({ status: 503, json: { ok: false } }))
    await page.goto('/')
    await hydrated(page)
    await page.keyboard.press('Control+k')
    await combobox(page).fill('van')
    await expect(dialog(page).getByText('Results could not be loaded.', { exact: false })).toBeVisible()
    await expect(dialog(page).getByRole('status')).toHaveText(/not available right now/)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/search?q=van')
  })

  test('the header button leads to /search when the dialog cannot be loaded', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    // From now on no script loads: the dialog's code neither.
    await page.route('**/_next/static/chunks/**', (route) => route.abort())
    await page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true }).click()
    await expect(page).toHaveURL('/search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search Vanlife Voices' })).toBeVisible()
  })

  test('the open dialog with results has no WCAG 2 A/AA violations', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.keyboard.press('Control+k')
    await combobox(page).fill('van')
    await expect(dialog(page).getByRole('option').first()).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('/search with results: kind, title, snippet with marks, filters; axe', async ({ page }) => {
    const story = await newestStory(page)
    const response = await page.goto(`/search?q=${encodeURIComponent(story.words.toLowerCase())}`)
    expect(response?.status()).toBe(200)
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: story.title }).first()).toHaveAttribute('href', `/${story.slug}`)
    await expect(main.locator('mark').first()).toBeVisible()
    await expect(main.getByText(/\d+ results? for/)).toBeVisible()
    await expectNoAxeViolations(page)

    await main.getByRole('navigation', { name: 'Filter results' }).getByRole('link', { name: 'Articles' }).click()
    await expect(page).toHaveURL(/\/search\?q=[^&]+&kind=articles$/)
    await expect(main.getByRole('link', { name: 'Articles', exact: true })).toHaveAttribute('aria-current', 'true')
  })

  test('/search with nothing found: suggestions, links to the lists; axe', async ({ page }) => {
    await page.goto(`/search?q=${NOWHERE}`)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'No Results Found' })).toBeVisible()
    await expect(main.getByRole('link', { name: 'vanlife stories' })).toHaveAttribute('href', '/stories')
    await expect(main.getByRole('link', { name: 'articles', exact: true })).toHaveAttribute('href', '/articles')
    await expectNoAxeViolations(page)
  })

  test('/search suggests the closest known word for a word two typos away', async ({ page }) => {
    await page.goto('/search?q=kichenn')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { name: 'No Results Found' })).toBeVisible()
    await main.getByRole('link', { name: 'kitchen', exact: true }).click()
    await expect(page).toHaveURL('/search?q=kitchen')
    await expect(main.getByText(/\d+ results? for/)).toBeVisible()
  })
}

export function searchWithoutJavaScript() {
  test('/search works without JavaScript: the form, the results, the pages', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    const story = await newestStory(page)
    await page.goto('/search')
    await expect(page.getByRole('heading', { name: 'What Are You Looking For?' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Search stories, articles and the shop' }).fill(`  ${story.words}  `)
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: story.words.toLowerCase() }).toString()}`)
    await expect(page.getByRole('main').getByRole('link', { name: story.title }).first()).toBeVisible()

    // Paging: search-paging.spec.ts (it publishes enough stories for two pages).
    // An address not in normal form is sent to it with a 308 a browser keeps an hour, not for good.
    const redirect = await page.request.get('/search?q=Van&utm_source=x', { maxRedirects: 0 })
    expect(redirect.status()).toBe(308)
    expect(redirect.headers()['location']).toMatch(/\/search\?q=van$/)
    expect(redirect.headers()['cache-control']).toBe('public, max-age=3600')
    // Odd input is answered, never an error page.
    for (const q of ['"', '*', 'NEAR(a b)', '\u202eevil', 'a'.repeat(1000)]) {
      const response = await page.goto(`/search?${new URLSearchParams({ q }).toString()}`)
      expect(response?.status(), q).toBe(200)
    }
    await context.close()
  })
}
