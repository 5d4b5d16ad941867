import { randomBytes, randomUUID } from 'node:crypto'

import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

/** Each test gets its own client address, so the subscribe rate limit (5 per minute per IP) never bites. */
async function ownAddress(page: Page) {
  const bytes = randomBytes(3)
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`,
  })
}

async function open(page: Page, path = '/about') {
  await ownAddress(page)
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
}

const uniqueEmail = () => `subscriber-${randomUUID()}@example.com`
const dialog = (page: Page) => page.getByRole('dialog')
const headerSubscribe = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Subscribe' })

async function openDialog(page: Page) {
  // Retried: a click that lands before hydration has no listener yet.
  await expect(async () => {
    // A short click timeout: a dialog that opens meanwhile hides the header from the next try.
    if (!(await dialog(page).isVisible())) await headerSubscribe(page).click({ timeout: 2_000 })
    await expect(dialog(page)).toBeVisible({ timeout: 2_000 })
  }).toPass()
  await expect(dialog(page).getByRole('heading', { name: /^Subscribe to / })).toBeVisible()
}

test.describe('subscribe dialog', () => {
  test('the header button opens it with the title, description, fields and buttons', async ({ page }) => {
    await open(page)
    await openDialog(page)
    await expect(
      dialog(page).getByText(
        'Join our community and receive the latest vanlife stories, tips, and updates to your inbox.',
      ),
    ).toBeVisible()
    await expect(dialog(page).getByLabel('Name')).toBeVisible()
    await expect(dialog(page).getByLabel('Email')).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Cancel' })).toBeVisible()
    await expect(dialog(page).getByRole('button', { name: 'Subscribe' })).toBeVisible()
  })

  test('validates on submit, then re-validates on change', async ({ page }) => {
    await open(page)
    await openDialog(page)
    await dialog(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(dialog(page).getByText('Please enter your name')).toBeVisible()
    await expect(dialog(page).getByText('Email is required')).toBeVisible()
    await expect(dialog(page).getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')

    await dialog(page).getByLabel('Email').fill('not-an-email')
    await expect(dialog(page).getByText('Please enter a valid email address')).toBeVisible()
    await dialog(page).getByLabel('Email').fill(uniqueEmail())
    await expect(dialog(page).getByText('Please enter a valid email address')).toBeHidden()
    await dialog(page).getByLabel('Name').fill('Robin')
    await expect(dialog(page).getByText('Please enter your name')).toBeHidden()
  })

  test('a valid submission shows the toast and closes the dialog', async ({ page }) => {
    await open(page)
    await openDialog(page)
    await dialog(page).getByLabel('Name').fill('Robin Road')
    await dialog(page).getByLabel('Email').fill(uniqueEmail())
    await dialog(page).getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible()
    await expect(page.getByText('Please check your inbox for confirmation.')).toBeVisible()
    await expect(dialog(page)).toBeHidden()

    // Reopened, it is empty again.
    await openDialog(page)
    await expect(dialog(page).getByLabel('Name')).toHaveValue('')
    await expect(dialog(page).getByLabel('Email')).toHaveValue('')
  })

  test('Cancel closes it', async ({ page }) => {
    await open(page)
    await openDialog(page)
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toBeHidden()
  })

  test('keyboard: Escape closes it and focus returns to the opener', async ({ page }) => {
    await open(page)
    await openDialog(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(headerSubscribe(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByLabel('Name')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(headerSubscribe(page)).toBeFocused()
  })

  test('the event can prefill the email', async ({ page }) => {
    await open(page)
    const email = uniqueEmail()
    // Retried until hydrated: an event dispatched before the dialog mounts has no listener.
    await expect(async () => {
      await page.evaluate((value) => {
        window.dispatchEvent(
          new CustomEvent('vanlife:open-subscribe-dialog', {
            detail: { email: value },
          }),
        )
      }, email)
      await expect(dialog(page)).toBeVisible({ timeout: 1_000 })
    }).toPass()
    await expect(dialog(page).getByLabel('Email')).toHaveValue(email)
  })

  test('also on the minimal layout (/link)', async ({ page }) => {
    await open(page, '/link')
    await openDialog(page)
  })

  test('no axe violations on /about with the dialog open', async ({ page }) => {
    await open(page)
    await openDialog(page)
    await expectNoAxeViolations(page)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the icon-only Subscribe button opens the dialog', async ({ page }) => {
    await open(page)
    const button = page.getByRole('banner').getByRole('button', { name: 'Subscribe' })
    await expect(button).toHaveCount(1)
    await expect(button).toBeVisible()
    await expect(button).not.toHaveText('Subscribe')
    await expect(async () => {
      if (!(await dialog(page).isVisible())) await button.click({ timeout: 2_000 })
      await expect(dialog(page)).toBeVisible({ timeout: 2_000 })
    }).toPass()
  })
})

test.describe('Get Weekly Stories (footer)', () => {
  const block = (page: Page) => page.locator('#subscribe')

  test('an empty submit does nothing; an invalid email shows the message; a valid one the toast', async ({ page }) => {
    await open(page)
    await expect(block(page).getByRole('heading', { name: 'Get Weekly Stories' })).toBeVisible()
    // Hydrated first (the dialog opens), so the form's submit is handled by React.
    await openDialog(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    const input = block(page).getByLabel('Email')
    const button = block(page).getByRole('button', { name: 'Subscribe' })

    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('/api/newsletter/subscribe')) requests += 1
    })
    await button.click()
    await page.waitForTimeout(500)
    expect(requests).toBe(0)
    await expect(block(page).getByText('Please enter a valid email address')).toBeHidden()
    await expect(page.getByText('Thanks for subscribing!')).toBeHidden()

    await input.fill('nope@')
    await button.click()
    await expect(block(page).getByText('Please enter a valid email address')).toBeVisible()
    expect(requests).toBe(0)

    await input.fill(uniqueEmail())
    await expect(block(page).getByText('Please enter a valid email address')).toBeHidden()
    await button.click()
    await expect(page.getByText('Thanks for subscribing!')).toBeVisible()
    await expect(page.getByText("We'll send you our latest stories and tips.")).toBeVisible()
    await expect(input).toHaveValue('')
    expect(requests).toBe(1)
  })
})
