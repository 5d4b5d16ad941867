/**
 * The cost-of-living calculator (issue 13), the same flows at 1280 px (calculator.spec.ts) and
 * 390 px (calculator.mobile.spec.ts): dimmed before a choice, the Coming soon regions, a USA
 * month worked through the inputs, the Switch Region dialog, the reveal with the email from the
 * local SMTP server and its link back, the newsletter it subscribes to (opt-out box, unsubscribe
 * link in the summary email), the address keeping every input, keyboard only, and axe.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { linkIn, waitForEmail } from './mail'
import { adminToken, expectNoAxeViolations } from './support'

export const CALCULATOR = '/vanlife-cost-calculator'
const DIMMED = 'Please select a country/region above to enable this section.'
export const SECTION_TITLES = [
  'Accommodation & Overnight Fees',
  'Fuel & Transportation',
  'Utilities & Connectivity',
  'Food & Groceries',
  'Health & Insurance',
  'Miscellaneous & Contingency',
]

export const section = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) })

/** The section's monthly total as its heading row shows it. */
export const sectionTotal = (page: Page, title: string) =>
  section(page, title)
    .getByText(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')} per month:`))
    .locator('..')

/** The sections' ids, in the order of SECTION_TITLES (the running total's rows: running-{id}). */
export const SECTION_IDS = ['accommodation', 'transportation', 'utilities', 'food', 'health', 'misc'] as const

/** The first amount in `text` ("… per month: $1,234.50 a month") in cents. */
export function centsIn(text: string | null): number {
  const amount = /[$£€]([\d,]+\.\d{2})/.exec(text ?? '')?.[1]
  if (!amount) throw new Error(`No amount in ${JSON.stringify(text)}`)
  return Math.round(Number(amount.replaceAll(',', '')) * 100)
}

/** The six section totals as their heading rows show them, in cents. */
export async function sectionTotalsInCents(page: Page): Promise<number[]> {
  const totals: number[] = []
  for (const title of SECTION_TITLES) totals.push(centsIn(await sectionTotal(page, title).textContent()))
  return totals
}

/** The visa line the running-total flows type into (section 6, the last one). */
export const WITH_A_VISA = '?region=usa&visas=[{"name":"Park pass","cost":"8"}]'

export async function openCalculator(page: Page, query = '') {
  const response = await page.goto(`${CALCULATOR}${query}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Vanlife Cost of Living Calculator' })).toBeVisible()
}

export async function chooseRegion(page: Page, label: 'USA' | 'UK') {
  await page.getByRole('button', { name: label, exact: true }).click()
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
}

async function fill(scope: Page | Locator, label: string, value: string) {
  const field = scope.getByLabel(label, { exact: true })
  await field.fill(value)
}

/** The newsletter rows of `email` on the built-in list (staff read them through the REST API). */
async function subscribersOf(request: APIRequestContext, email: string): Promise<{ status: string }[]> {
  const response = await request.get('/api/subscribers', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    params: { 'where[email][equals]': email.toLowerCase(), depth: '0' },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: { status: string }[] }).docs
}

/** A visitor of its own (the form rate limits count per client address; the e2e server trusts loopback). */
async function ownAddress(page: Page) {
  const byte = () => Math.floor(Math.random() * 250) + 1
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` })
}

const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.test`

export function calculatorFlows() {
  // Long flows over a page of some 60 fields, with axe runs on it.
  test.describe.configure({ timeout: 90_000 })

  test('before a choice every section is dimmed, says why and cannot be focused; Coming soon regions are disabled', async ({
    page,
  }) => {
    await openCalculator(page)
    for (const [index, title] of SECTION_TITLES.entries()) {
      const card = section(page, title)
      await expect(card.getByRole('heading', { level: 2 })).toHaveAccessibleName(`${index + 1}. ${title}`)
      await expect(card.getByText(DIMMED, { exact: true })).toBeVisible()
    }
    for (const label of ['Canada', 'Europe', 'Australia']) {
      const button = page.getByRole('button', { name: new RegExp(`^${label}`) })
      await expect(button).toBeDisabled()
      await expect(button).toContainText('Coming soon')
    }
    // Nothing inside the dimmed sections takes focus: Tab goes from the regions to the footer.
    const focusableInSections = await page.evaluate(
      () =>
        [...document.querySelectorAll('[data-calculator-section]')]
          .flatMap((each) => [...each.querySelectorAll('input, select, textarea, button, a[href], [tabindex]')])
          .filter((element) => !element.closest('[inert]')).length,
    )
    expect(await page.locator('[data-calculator-section]').count()).toBe(6)
    expect(focusableInSections).toBe(0)
    await expectNoAxeViolations(page)
  })

  test('a USA month: the first choice applies at once, totals follow the inputs, clamping says so', async ({
    page,
  }) => {
    await openCalculator(page)
    await chooseRegion(page, 'USA')
    await expect(page).toHaveURL(/region=usa/)
    const accommodation = section(page, SECTION_TITLES[0])
    await fill(accommodation, 'Campsite cost per night', '30')
    await fill(accommodation, 'Nights at campsites', '12')
    await accommodation.getByLabel('The Dyrt PRO').check()
    await fill(accommodation, 'Days of urban parking', '0')
    // 30 × 12 + 59.99 / 12 = 360.00 + 5.00
    await expect(sectionTotal(page, SECTION_TITLES[0])).toContainText('$365.00')

    const food = section(page, SECTION_TITLES[3])
    await fill(food, 'Groceries', '100')
    await fill(food, 'Coffees out', '0')
    await fill(food, 'Takeout meals', '0')
    await fill(food, 'Restaurant meals', '0')
    await fill(food, 'Specialty items', '0')
    await expect(sectionTotal(page, SECTION_TITLES[3])).toContainText('$400.00')

    // The arrow keys move by the input's step: miles in hundreds.
    const miles = section(page, SECTION_TITLES[1]).getByLabel('Miles driven', { exact: true })
    await expect(miles).toHaveAccessibleDescription(/0 to 5,000 miles a month, in steps of 100/)
    await miles.press('ArrowUp')
    await expect(miles).toHaveValue('1100')

    await fill(accommodation, 'Nights at campsites', '45')
    await expect(accommodation.getByText('Above the maximum of 30, so 30 is counted.')).toBeVisible()
    await expect(accommodation.getByLabel('Nights at campsites', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await expect(sectionTotal(page, SECTION_TITLES[0])).toContainText('$905.00')
    await fill(food, 'Groceries', 'lots')
    await expect(food.getByText('Not a number, so it counts as $0.00.')).toBeVisible()
    await expect(sectionTotal(page, SECTION_TITLES[3])).toContainText('$0.00')

    // The address keeps every input: a reload shows the same month.
    await page.reload()
    await expect(accommodation.getByLabel('Nights at campsites', { exact: true })).toHaveValue('45')
    await expect(accommodation.getByLabel('The Dyrt PRO')).toBeChecked()
    await expect(sectionTotal(page, SECTION_TITLES[0])).toContainText('$905.00')
    await expectNoAxeViolations(page)
  })

  test('Switch Region: Cancel keeps everything, Proceed starts over in pounds with every input cleared', async ({
    page,
  }) => {
    await openCalculator(page, '?region=usa&campsiteCost=40&gym=true')
    const accommodation = section(page, SECTION_TITLES[0])
    await expect(accommodation.getByLabel('Campsite cost per night', { exact: true })).toHaveValue('40')

    await page.getByRole('button', { name: 'UK', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Switch Region' })
    await expect(dialog).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'UK', exact: true })).toBeFocused()
    await expect(page).toHaveURL(/region=usa/)
    await expect(accommodation.getByLabel('Campsite cost per night', { exact: true })).toHaveValue('40')

    await page.getByRole('button', { name: 'UK', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch Region' }).getByRole('button', { name: 'Proceed' }).click()
    await expect(page.getByRole('button', { name: 'UK', exact: true })).toHaveAttribute('aria-pressed', 'true')
    expect(new URL(page.url()).search).toBe('?region=uk')
    // The UK's own defaults: the 6kg tank, £ prices.
    await expect(accommodation.getByLabel('Campsite cost per night', { exact: true })).not.toHaveValue('40')
    await expect(section(page, SECTION_TITLES[1]).getByLabel('6kg')).toBeChecked()
    await expect(sectionTotal(page, SECTION_TITLES[0])).toContainText('£')
    await expect(section(page, SECTION_TITLES[2]).getByLabel('Gym membership')).not.toBeChecked()
  })

  test('the reveal: name and email required, then the summary by email with a link that restores the month', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('calc')
    await openCalculator(
      page,
      '?region=usa&campsiteCost=30&campsiteNights=12&miles=1500&visas=[{"name":"Park pass","cost":"8"}]',
    )
    const summary = page.getByTestId('cost-summary')
    await expect(summary.locator('[data-revealed="false"]')).toHaveAttribute('aria-hidden', 'true')
    // The form's code loads when the summary comes near the screen.
    await summary.scrollIntoViewIfNeeded()

    const form = page.getByRole('form', { name: 'Get your summary' })
    await form.getByRole('button', { name: 'Email me my summary' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expect(form.getByText('Email is required')).toBeVisible()
    await form.getByLabel('Name').fill('Robin Road')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Email me my summary' }).click()

    await expect(page.getByText('Success!', { exact: true })).toBeVisible()
    await expect(page.getByText('Your cost summary has been sent to your email.')).toBeVisible()
    await expect(summary.locator('[data-revealed="true"]')).toBeVisible()
    const monthly = (await summary.getByTestId('Monthly total').textContent()) ?? ''
    expect(monthly).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)

    // The chart and its table.
    const chart = summary.getByRole('figure', { name: 'Where the month goes' })
    await expect(chart.getByRole('img', { name: /Monthly costs by section/ })).toBeVisible()
    const table = chart.getByRole('table')
    for (const title of SECTION_TITLES)
      await expect(table.getByRole('rowheader', { name: new RegExp(title) })).toBeVisible()
    await expect(table.getByRole('row', { name: /Monthly total/ })).toContainText(monthly)
    await expect(summary.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible()
    await expectNoAxeViolations(page)

    const mail = await waitForEmail(request, email, /cost summary/i)
    expect(mail.html).toContain(monthly)
    for (const title of SECTION_TITLES) expect(mail.html).toContain(title.replace('&', '&amp;'))
    const back = linkIn(mail, CALCULATOR)
    const fresh = await page.context().newPage()
    await fresh.goto(back)
    await expect(section(fresh, SECTION_TITLES[0]).getByLabel('Campsite cost per night', { exact: true })).toHaveValue(
      '30',
    )
    await expect(section(fresh, SECTION_TITLES[1]).getByLabel('Miles driven', { exact: true })).toHaveValue('1500')
    await expect(section(fresh, SECTION_TITLES[5]).getByLabel('Visa or permit 1', { exact: true })).toHaveValue(
      'Park pass',
    )
    await fresh.close()
  })

  test('the reveal says it subscribes to the newsletter; unticking the box opts out and nobody is subscribed', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('optout')
    await ownAddress(page)
    await openCalculator(page, '?region=usa&miles=800')
    await page.getByTestId('cost-summary').scrollIntoViewIfNeeded()
    const form = page.getByRole('form', { name: 'Get your summary' })
    const box = form.getByRole('checkbox', { name: 'Also subscribe me to the weekly newsletter' })
    await expect(box).toBeChecked()
    await expect(box).toHaveAccessibleDescription(/Sending this form also subscribes you to our weekly newsletter/)
    await expect(form.getByText(/Untick the box if you only want your summary/)).toBeVisible()
    await expectNoAxeViolations(page)

    await form.getByLabel('Name').fill('Olive Optout')
    await form.getByLabel('Email').fill(email)
    // Keyboard: Space unticks it.
    await box.focus()
    await page.keyboard.press('Space')
    await expect(box).not.toBeChecked()
    await form.getByRole('button', { name: 'Email me my summary' }).click()
    await expect(page.getByText('Your cost summary has been sent to your email.')).toBeVisible()

    const mail = await waitForEmail(request, email, /cost summary/i)
    expect(mail.html).not.toContain('/newsletter/unsubscribe')
    expect(await subscribersOf(request, email)).toEqual([])
  })

  test("kept ticked: the summary email's unsubscribe link takes that address off the list", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('optin')
    await ownAddress(page)
    await openCalculator(page, '?region=usa&miles=900')
    await page.getByTestId('cost-summary').scrollIntoViewIfNeeded()
    const form = page.getByRole('form', { name: 'Get your summary' })
    await form.getByLabel('Name').fill('Ivy Optin')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Email me my summary' }).click()
    await expect(page.getByText('Your cost summary has been sent to your email.')).toBeVisible()

    const mail = await waitForEmail(request, email, /cost summary/i)
    expect(await subscribersOf(request, email)).toMatchObject([{ status: 'pending' }])
    await page.goto(linkIn(mail, '/newsletter/unsubscribe'))
    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\/done$/)
    expect(await subscribersOf(request, email)).toMatchObject([{ status: 'unsubscribed' }])
  })

  test('keyboard only: choose a region, change a value, add and remove a visa line', async ({ page }) => {
    await openCalculator(page)
    const usa = page.getByRole('button', { name: 'USA', exact: true })
    await usa.focus()
    await page.keyboard.press('Enter')
    await expect(usa).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Tab') // UK
    await page.keyboard.press('Tab') // the first field of section 1
    await expect(page.getByLabel('Campsite cost per night', { exact: true })).toBeFocused()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type('25')
    await expect(page).toHaveURL(/campsiteCost=25/)

    const add = page.getByRole('button', { name: 'Add a visa or permit' })
    await add.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Visa or permit 1', { exact: true })).toBeFocused()
    await page.keyboard.type('Permit')
    await page.keyboard.press('Tab')
    await page.keyboard.type('12')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Remove Permit' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Visa or permit 1', { exact: true })).toHaveCount(0)
    await expect(add).toBeFocused()

    // The contingency slider moves with the arrow keys.
    const slider = page.getByRole('slider', { name: /Contingency/ })
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/contingency=11/)
  })
}

export function addressFlows() {
  test('back and forward: a region switch is a history entry, and each entry shows its own month', async ({ page }) => {
    await openCalculator(page, '?region=usa&campsiteCost=44')
    const campsite = () => section(page, SECTION_TITLES[0]).getByLabel('Campsite cost per night', { exact: true })
    await expect(campsite()).toHaveValue('44')
    await page.getByRole('button', { name: 'UK', exact: true }).click()
    await page.getByRole('dialog', { name: 'Switch Region' }).getByRole('button', { name: 'Proceed' }).click()
    await expect(page).toHaveURL(/\?region=uk$/)
    await expect(campsite()).not.toHaveValue('44')

    await page.goBack()
    await expect(page).toHaveURL(/region=usa&campsiteCost=44/)
    await expect(page.getByRole('button', { name: 'USA', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(campsite()).toHaveValue('44')
    await page.goForward()
    await expect(page.getByRole('button', { name: 'UK', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(campsite()).not.toHaveValue('44')
  })
}
