import { randomBytes } from 'node:crypto'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { adminToken, expectNoAxeViolations } from './support'

/** Each test gets its own client address, so the contact rate limit (5 per 10 min per IP) never bites. */
async function ownAddress(page: Page) {
  const bytes = randomBytes(3)
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`,
  })
}

async function open(page: Page) {
  await ownAddress(page)
  const response = await page.goto('/contact')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const field = (page: Page, label: string) => contactForm(page).getByLabel(label, { exact: true })
const sendButton = (page: Page) => contactForm(page).getByRole('button', { name: 'Send Message' })
const uniqueAddress = () => `e2e-contact-${randomBytes(4).toString('hex')}@example.com`

async function storedMessages(request: APIRequestContext, email: string) {
  const response = await request.get('/api/contact-messages', {
    params: { 'where[email][equals]': email, depth: '0' },
    headers: { Authorization: `JWT ${await adminToken(request)}` },
  })
  expect(response.status()).toBe(200)
  const { docs } = (await response.json()) as {
    docs: {
      name: string
      message: string
      subscribeToNewsletter: boolean
      newsletterOutcome: string
    }[]
  }
  return docs
}

test('renders the page, the team addresses and the form', async ({ page }) => {
  await open(page)
  await expect(page).toHaveTitle(/Contact Us/)
  await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/)
  for (const label of ['Name', 'Email', 'Message', 'Subscribe to our newsletter']) {
    await expect(field(page, label)).toBeVisible()
  }
  await expect(field(page, 'Subscribe to our newsletter')).not.toBeChecked()
  await expect(sendButton(page)).toBeEnabled()
})

test('shows each validation message, then clears it as the field is corrected', async ({ page }) => {
  await open(page)
  await sendButton(page).click()
  await expect(contactForm(page).getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(contactForm(page).getByText('Please enter a valid email address')).toBeVisible()
  await expect(contactForm(page).getByText('Message must be at least 10 characters')).toBeVisible()
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(field(page, 'Message')).toHaveAccessibleDescription('Message must be at least 10 characters')

  await field(page, 'Name').fill('M')
  await field(page, 'Email').fill('not-an-email')
  await field(page, 'Message').fill('Too short')
  await expect(contactForm(page).getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(contactForm(page).getByText('Please enter a valid email address')).toBeVisible()
  await expect(contactForm(page).getByText('Message must be at least 10 characters')).toBeVisible()

  await field(page, 'Name').fill('Maya')
  await field(page, 'Email').fill(uniqueAddress())
  await field(page, 'Message').fill('Long enough now, thank you.')
  await expect(contactForm(page).getByText('Name must be at least 2 characters')).toBeHidden()
  await expect(contactForm(page).getByText('Please enter a valid email address')).toBeHidden()
  await expect(contactForm(page).getByText('Message must be at least 10 characters')).toBeHidden()
  await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true')
})

test('sends a message without the newsletter box: one toast, the form resets, the message is stored', async ({
  page,
  request,
}) => {
  await open(page)
  const email = uniqueAddress()
  await field(page, 'Name').fill('Playwright Tester')
  await field(page, 'Email').fill(email)
  await field(page, 'Message').fill('Hello from the end-to-end tests, no newsletter please.')
  await sendButton(page).click()

  await expect(page.getByText('Message sent', { exact: true })).toBeVisible()
  await expect(page.getByText("Thanks for reaching out. We'll get back to you soon!")).toBeVisible()
  await expect(page.getByText('Newsletter subscription successful')).toHaveCount(0)
  await expect(field(page, 'Name')).toHaveValue('')
  await expect(field(page, 'Message')).toHaveValue('')

  const docs = await storedMessages(request, email)
  expect(docs).toEqual([
    expect.objectContaining({
      name: 'Playwright Tester',
      subscribeToNewsletter: false,
      newsletterOutcome: 'not-requested',
    }),
  ])
})

test('sends a message with the newsletter box: the message and the newsletter toasts', async ({ page, request }) => {
  await open(page)
  const email = uniqueAddress()
  await field(page, 'Name').fill('Playwright Subscriber')
  await field(page, 'Email').fill(email)
  await field(page, 'Message').fill('Hello, and please add me to the newsletter.')
  await field(page, 'Subscribe to our newsletter').check()
  await sendButton(page).click()

  await expect(page.getByText('Message sent', { exact: true })).toBeVisible()
  await expect(page.getByText('Newsletter subscription successful')).toBeVisible()
  await expect(page.getByText("You've been added to our mailing list!")).toBeVisible()
  await expect(field(page, 'Subscribe to our newsletter')).not.toBeChecked()

  const docs = await storedMessages(request, email)
  expect(docs).toEqual([
    expect.objectContaining({
      subscribeToNewsletter: true,
      newsletterOutcome: 'subscribed',
    }),
  ])
})

test('keyboard only: Tab through the fields, Space ticks the box, Enter sends', async ({ page, request }) => {
  await open(page)
  let reached = false
  for (let presses = 0; presses < 60 && !reached; presses += 1) {
    await page.keyboard.press('Tab')
    reached = await field(page, 'Name').evaluate((element) => element === document.activeElement)
  }
  expect(reached, 'Name reachable with Tab').toBe(true)

  const email = uniqueAddress()
  await page.keyboard.type('Keyboard Tester')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Email')).toBeFocused()
  await page.keyboard.type(email)
  await page.keyboard.press('Tab')
  await expect(field(page, 'Message')).toBeFocused()
  await page.keyboard.type('Sent without touching the mouse.')
  await page.keyboard.press('Tab')
  await expect(field(page, 'Subscribe to our newsletter')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(field(page, 'Subscribe to our newsletter')).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(sendButton(page)).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(page.getByText('Message sent', { exact: true })).toBeVisible()
  await expect(page.getByText('Newsletter subscription successful')).toBeVisible()
  expect(await storedMessages(request, email)).toHaveLength(1)
})

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`axe: no WCAG 2 A/AA violations on ${name}, with and without errors`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await open(page)
    await expectNoAxeViolations(page)
    await sendButton(page).click()
    await expect(contactForm(page).getByText('Name must be at least 2 characters')).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
