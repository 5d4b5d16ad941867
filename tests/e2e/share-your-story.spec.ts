import { randomBytes } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

const STEPS = [
  'Complete a Form',
  'Interview',
  'Story Draft Creation',
  'Upload Images',
  'Legal Stuff',
  'Publication and Sharing',
]

/** Each test gets its own client address, so the story rate limit (3 per 10 min per IP) never bites. */
async function ownAddress(page: Page) {
  const bytes = randomBytes(3)
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}` })
}

async function open(page: Page) {
  await ownAddress(page)
  const response = await page.goto('/share-your-story')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
}

const getStarted = (page: Page) => page.getByRole('main').getByRole('button', { name: 'Get Started' })
const dialog = (page: Page) => page.getByRole('dialog')

test('renders the six steps, the storyteller and the FAQ', async ({ page }) => {
  await open(page)
  const main = page.getByRole('main')
  const steps = main.getByRole('list').filter({ hasText: 'Complete a Form' }).getByRole('listitem')
  await expect(steps).toHaveCount(6)
  for (const [index, title] of STEPS.entries()) {
    await expect(steps.nth(index).getByRole('heading', { name: title, exact: true })).toBeVisible()
  }
  await expect(main.getByText(/30-45 minutes/).first()).toBeVisible()
  await expect(main.getByRole('heading', { name: /storyteller|meet/i }).first()).toBeVisible()
  await expect(main.getByRole('heading', { name: /frequently asked questions/i })).toBeVisible()
  await expect(page).toHaveTitle(/Share Your Story/)
})

test('the FAQ opens one item at a time and collapses', async ({ page }) => {
  await open(page)
  const faq = page
    .getByRole('main')
    .locator('section', { has: page.getByRole('heading', { name: /frequently asked/i }) })
  const triggers = faq.getByRole('button')
  await expect(triggers).toHaveCount(3)
  for (let index = 0; index < 3; index += 1) await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false')

  await triggers.nth(0).click()
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByText(/couple of hours/)).toBeVisible()

  await triggers.nth(2).click()
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByText(/nothing is published without it/)).toBeVisible()
  await expect(faq.getByText(/couple of hours/)).toBeHidden()

  await triggers.nth(2).click()
  for (let index = 0; index < 3; index += 1) await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', 'false')
})

test('Get Started opens the dialog; an empty submit shows the three messages', async ({ page }) => {
  await open(page)
  await getStarted(page).click()
  await expect(dialog(page)).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Submit' }).click()
  await expect(dialog(page).getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible()
  await expect(dialog(page).getByText('Location must be at least 2 characters')).toBeVisible()
  await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(dialog(page).getByLabel('Instagram (optional)')).not.toHaveAttribute('aria-invalid', 'true')
})

test('every call-to-action button opens the dialog', async ({ page }) => {
  await open(page)
  const buttons = page.getByRole('main').locator('button[aria-haspopup="dialog"]')
  const count = await buttons.count()
  expect(count).toBeGreaterThanOrEqual(4)
  for (let index = 0; index < count; index += 1) {
    await buttons.nth(index).click()
    await expect(dialog(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
  }
})

test('a valid submission shows Thank You!, a toast, and closes about 3 s later', async ({ page }) => {
  await open(page)
  await getStarted(page).click()
  const form = dialog(page)
  await form.getByLabel('Name').fill('Playwright Tester')
  await form.getByLabel('Email').fill(`e2e-${randomBytes(4).toString('hex')}@example.com`)
  await form.getByLabel('Location').fill('Moab, Utah')
  await form.getByLabel('Instagram (optional)').fill('@e2e.vanlife')
  await form.getByRole('button', { name: 'Submit' }).click()

  await expect(form.getByRole('heading', { name: 'Thank You!' })).toBeVisible()
  const shownAt = Date.now()
  await expect(page.getByText("Your story submission has been received. We'll be in touch soon!")).toBeVisible()
  await expect(dialog(page)).toBeHidden({ timeout: 6000 })
  const closedAfter = Date.now() - shownAt
  expect(closedAfter).toBeGreaterThan(2000)

  // Reset after closing: the next opening shows an empty form.
  await getStarted(page).click()
  await expect(dialog(page).getByLabel('Name')).toHaveValue('')
})

test('the window event opens the dialog', async ({ page }) => {
  await open(page)
  await expect(dialog(page)).toBeHidden()
  await page.evaluate(() => window.dispatchEvent(new Event('vanlife:open-story-dialog')))
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('heading', { name: 'Share Your Story' })).toBeVisible()
})

test('keyboard only: Tab to Get Started, Enter opens, focus is trapped, Escape closes', async ({ page }) => {
  await open(page)
  let reached = false
  for (let presses = 0; presses < 40 && !reached; presses += 1) {
    await page.keyboard.press('Tab')
    reached = await getStarted(page).evaluate((element) => element === document.activeElement)
  }
  expect(reached, 'Get Started reachable with Tab').toBe(true)

  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab')
    const inside = await dialog(page).evaluate((element) => element.contains(document.activeElement))
    expect(inside, `focus inside the dialog after ${presses + 1} Tab`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await expect(getStarted(page)).toBeFocused()
})

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`axe: no WCAG 2 A/AA violations on ${name}, with and without the dialog`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await open(page)
    await expectNoAxeViolations(page)
    await getStarted(page).click()
    await expect(dialog(page)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Submit' }).click()
    await expect(dialog(page).getByText('Name must be at least 2 characters')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
