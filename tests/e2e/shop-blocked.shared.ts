/**
 * Issue 26 points 5 and 7, the same at 1280 px (shop-blocked.spec.ts) and 390 px
 * (shop-blocked.mobile.spec.ts): the checkout says what keeps "Continue to Payment" disabled and the
 * list shrinks as fields are filled; the checkout simulator formats the card number, expiry and
 * CVC as they are typed and the server takes them; a toast never covers the page's heading, the
 * open cart panel or the focused control; and no focused control hides under the sticky header or
 * a toast while tabbing through long pages (WCAG 2.4.11).
 */
import { expect, type Locator, type Page, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import {
  addToCart,
  cartButton,
  cartPanel,
  createOrder,
  customer,
  expectConfirmed,
  fields,
  fillCheckout,
  MESSAGES,
  openProduct,
  TEE,
  toast,
  whenHydrated,
} from './shop.shared'
import { type Box, overlaps } from './support'

const rectOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox()
  expect(box, 'the element is laid out').not.toBeNull()
  return box!
}

/** The toast on screen: sonner's list item. */
const toastBox = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])').first()

/**
 * Tabs through the page `presses` times; at each stop the focused element (outside the header,
 * the toasts and anything fixed, such as the skip link) is neither under the sticky header nor
 * under the toast on screen.
 */
async function expectFocusNeverObscured(page: Page, presses: number) {
  let checked = 0
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const active = document.activeElement
      if (!(active instanceof HTMLElement) || active === document.body) return null
      const header = document.querySelector('header')
      if (header?.contains(active) || active.closest('[data-sonner-toaster]')) return null
      for (let node: HTMLElement | null = active; node; node = node.parentElement)
        if (getComputedStyle(node).position === 'fixed') return null
      const rect = active.getBoundingClientRect()
      const toastEl = document.querySelector('[data-sonner-toast]:not([data-removed="true"])')
      const toastRect = toastEl?.getBoundingClientRect() ?? null
      const headerRect =
        header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect() : null
      return {
        name: `${active.tagName} ${active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? ''}`,
        rect: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        header: headerRect
          ? { x: headerRect.x, y: headerRect.y, width: headerRect.width, height: headerRect.height }
          : null,
        toast: toastRect ? { x: toastRect.x, y: toastRect.y, width: toastRect.width, height: toastRect.height } : null,
      }
    })
    if (!stop || stop.rect.width === 0) continue
    checked++
    if (stop.header) expect(overlaps(stop.rect, stop.header), `${stop.name} under the header`).toBe(false)
    if (stop.toast) expect(overlaps(stop.rect, stop.toast), `${stop.name} under the toast`).toBe(false)
  }
  expect(checked).toBeGreaterThan(5)
}

async function toCheckoutWithATee(page: Page) {
  await openProduct(page, TEE)
  await addToCart(page, { size: 'L' })
  await page.goto('/checkout')
  await whenHydrated(fields(page).email)
}

/** The list beside the disabled button, as its text reads. */
// The sentence on screen: its opening words (a paragraph), then the names (each a button), in one
// element. The button's description is the same sentence as hidden text.
const missingList = (page: Page) => page.locator('p', { hasText: /^Still needed to continue:/ }).locator('..')

export function blockedFormTests() {
  test.beforeEach(async ({ page }) => {
    await ownAddress(page)
  })

  test('checkout: what is missing is listed beside the disabled button and shrinks as fields are filled', async ({
    page,
  }) => {
    await toCheckoutWithATee(page)
    const form = fields(page)
    await expect(form.submit).toBeDisabled()
    await expect(missingList(page)).toHaveText(
      'Still needed to continue: Email, First Name, Last Name, Address, City, Postal Code.',
    )
    await expect(form.submit).toHaveAccessibleDescription(
      'Still needed to continue: Email, First Name, Last Name, Address, City, Postal Code.',
    )

    // Updated as the visitor types, before any field loses focus.
    await form.email.pressSequentially('robin@example.com')
    await expect(missingList(page)).toHaveText(
      'Still needed to continue: First Name, Last Name, Address, City, Postal Code.',
    )
    await form.firstName.fill('Robin')
    await form.lastName.fill('Rover')
    await expect(missingList(page)).toHaveText('Still needed to continue: Address, City, Postal Code.')
    await expect(form.submit).toHaveAccessibleDescription('Still needed to continue: Address, City, Postal Code.')
    // A name in the list takes focus to its field.
    await missingList(page).getByRole('button', { name: 'Address' }).click()
    await expect(form.address).toBeFocused()
    await form.address.fill('12 Trailhead Road')
    await form.city.fill('Bend')
    await expect(missingList(page)).toHaveText('Still needed to continue: Postal Code.')
    await form.postalCode.fill('97701')
    await expect(missingList(page)).toBeHidden()
    await expect(form.submit).toBeEnabled()
    await expect(form.submit).not.toHaveAttribute('aria-describedby')

    // A field the server refuses (a rule the browser does not know) is listed too, until edited.
    await page.route('**/api/shop/orders', (route) =>
      route.fulfill({
        status: 400,
        json: {
          ok: false,
          error: 'Please correct the highlighted fields.',
          fieldErrors: { 'customer.postalCode': 'We do not ship to this postal code' },
        },
      }),
    )
    await form.submit.click()
    await expect(page.getByText('We do not ship to this postal code', { exact: true })).toBeVisible()
    await expect(missingList(page)).toHaveText('Still needed to continue: Postal Code.')
    await expect(form.submit).toBeDisabled()
    await page.unroute('**/api/shop/orders')
    // Another field edited: the refused one is still listed and still keeps the button disabled.
    await form.city.fill('Bend, Oregon')
    await expect(missingList(page)).toHaveText('Still needed to continue: Postal Code.')
    await expect(form.submit).toBeDisabled()
    await form.postalCode.fill('97702')
    await expect(missingList(page)).toBeHidden()
    await expect(form.submit).toBeEnabled()

    // A field made invalid again is listed again.
    await form.email.fill('robin@')
    await expect(missingList(page)).toHaveText('Still needed to continue: Email.')
    await expect(page.getByText(MESSAGES.emailInvalid, { exact: true })).toBeVisible()
    await expect(form.submit).toBeDisabled()
  })

  test('the simulator formats the card number, expiry and CVC as typed, and the server takes them', async ({
    page,
  }) => {
    await toCheckoutWithATee(page)
    await fillCheckout(page, customer('shop-format'))
    const orderNumber = await createOrder(page)
    await page.getByRole('button', { name: /^Pay \$[\d.]+ with Stripe$/ }).click()
    await expect(page).toHaveURL(/\/checkout-simulator\/cs_sim_\w+/)
    await expect(page.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible()

    const number = page.getByLabel('Card number', { exact: true })
    const expiry = page.getByLabel('Expiry (MM/YY)', { exact: true })
    const cvc = page.getByLabel('CVC', { exact: true })
    await whenHydrated(number)

    await number.pressSequentially('42424')
    await expect(number).toHaveValue('4242 4')
    await number.pressSequentially('24242424242')
    await expect(number).toHaveValue('4242 4242 4242 4242')
    // A digit typed in the middle keeps the caret after it.
    await number.evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 2))
    await page.keyboard.press('Backspace')
    await expect(number).toHaveValue('4424 2424 2424 242')
    expect(await number.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(1)
    await page.keyboard.type('2')
    await expect(number).toHaveValue('4242 4242 4242 4242')
    expect(await number.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(2)

    await expiry.pressSequentially('1')
    await expect(expiry).toHaveValue('1')
    await expiry.pressSequentially('2')
    await expect(expiry).toHaveValue('12/')
    // Backspace goes through the slash.
    await page.keyboard.press('Backspace')
    await expect(expiry).toHaveValue('12')
    await expiry.fill('')
    await expiry.pressSequentially('1234')
    await expect(expiry).toHaveValue('12/34')

    await cvc.pressSequentially('1a23')
    await expect(cvc).toHaveValue('123')

    await page.getByLabel('Name on card', { exact: true }).fill('Robin Rover')
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expectConfirmed(page, orderNumber)
  })

  test('a toast covers neither the heading nor the open cart panel, and no focused control hides under the header or a toast', async ({
    page,
  }) => {
    await openProduct(page, TEE)
    await addToCart(page, { size: 'L' })
    const added = toastBox(page)
    await expect(added).toBeVisible()
    // Settled: sonner slides it in, so wait until two reads in a row agree.
    let last = await rectOf(added)
    await expect
      .poll(async () => {
        const now = await rectOf(added)
        const still = now.x === last.x && now.y === last.y
        last = now
        return still
      })
      .toBe(true)
    const heading = page.getByRole('heading', { level: 1 })
    expect(overlaps(await rectOf(added), await rectOf(heading))).toBe(false)
    expect(overlaps(await rectOf(added), await rectOf(page.locator('header').first()))).toBe(false)

    // Opened while the toast is up: the panel ends above it, its first line fully clear.
    await cartButton(page).click()
    const panel = cartPanel(page)
    await expect(panel).toBeVisible()
    await expect(toast(page, MESSAGES.added)).toBeVisible()
    await expect.poll(async () => overlaps(await rectOf(added), await rectOf(panel))).toBe(false)
    const firstLine = panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').first()
    expect(overlaps(await rectOf(added), await rectOf(firstLine))).toBe(false)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()

    // Tabbing on with the toast up, and through the rest of the page.
    await expectFocusNeverObscured(page, 40)
  })

  test('tabbing through /shop, a story and /checkout: no focused control under the sticky header', async ({ page }) => {
    await page.goto('/shop')
    await expectFocusNeverObscured(page, 30)
    // Back up the page: shift+tab scrolls upwards, where the header is.
    for (let press = 0; press < 20; press++) await page.keyboard.press('Shift+Tab')
    const focused = page.locator(':focus')
    const header = await rectOf(page.locator('header').first())
    if (await focused.evaluate((element) => !element.closest('header'))) {
      expect(overlaps(await rectOf(focused), header)).toBe(false)
    }

    await page.goto('/night-shifts-to-open-roads')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectFocusNeverObscured(page, 60)

    await toCheckoutWithATee(page)
    await expectFocusNeverObscured(page, 25)
  })
}
