/**
 * The shop (issue 14), the same flows at 1280 px (shop.spec.ts) and 390 px (shop.mobile.spec.ts):
 * browsing /shop to a product, the size rule, the cart kept across a reload, the checkout's
 * messages, an order paid through the checkout simulator with its confirmation page and email, a
 * declined card, and the cart used with the keyboard only. Each test makes its own cart and order,
 * from an address of its own (the order and payment endpoints are rate limited per address) and
 * with an email address of its own.
 *
 * Stock: the seed has 12 hoodies in M. Only the main flow buys those (2 a run at each width); the
 * other tests buy other sizes.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'

import { ownAddress, tabTo, uniqueEmail } from './accounts.shared'
import { waitForEmail } from './mail'

export const TEE = { name: 'Vanlife Voices Tee', slug: 'vanlife-voices-tee' } as const
export const HOODIE = { name: 'Vanlife Voices Hoodie', slug: 'vanlife-voices-hoodie' } as const
export type Product = typeof TEE | typeof HOODIE

export const CARDS = { paid: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const

/** SPEC §5 (checkout) and §8, word for word. */
export const MESSAGES = {
  sizeRequiredTitle: 'Size Required',
  sizeRequired: 'Please select a size before adding to cart.',
  added: 'Added to Cart',
  emptyCart: 'Your cart is empty',
  emailInvalid: 'Please enter a valid email address',
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  addressMin: 'Please enter a complete address',
  cityRequired: 'City is required',
  postalCodeRequired: 'Postal code is required',
  creatingOrder: 'Creating Order...',
  declined: 'Your card was declined.',
} as const

export const ORDER_NUMBER = /VLV-[0-9A-Z]{6}/

/** The header's cart button of the layout shown (the header renders one for wide screens, one for phones). */
export const cartButton = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: /^Cart\b/ })
    .filter({ visible: true })

/**
 * The same button by its markup: while the panel is open the rest of the page is hidden from
 * assistive technology (aria-hidden), so it has no role to find then.
 */
const cartButtonElement = (page: Page) =>
  page.locator('header button[aria-haspopup="dialog"][aria-label^="Cart"]').filter({ visible: true })

export const cartPanel = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' })

/** The header says how many items the cart holds ("Cart, 2 items"), once the cart is restored. */
export async function expectCartCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`)
}

/** A toast by its title (the first, if an earlier one of the same title has not left yet). */
export const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first()

/**
 * Waits until React has hydrated `element` (it carries React's props then). Before that, what is
 * typed into a server-rendered controlled input, or a radio checked, is reset by hydration.
 */
export async function whenHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
}

/** Opens the product's page, once its form (sizes, quantity, Add to Cart) has hydrated. */
export async function openProduct(page: Page, product: Product) {
  const response = await page.goto(`/shop/${product.slug}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible()
  await whenHydrated(page.getByRole('button', { name: 'Add to Cart' }))
}

/** On a product page: chooses the size and quantity, adds to the cart, and waits for "Added to Cart". */
export async function addToCart(page: Page, { size, quantity = 1 }: { size: string; quantity?: number }) {
  // The radio is visually hidden inside the label drawn as a button: the label is what a finger or pointer presses.
  const radio = page.getByRole('radio', { name: size, exact: true })
  await page.locator('label').filter({ has: radio }).click()
  await expect(radio).toBeChecked()
  const stepper = page.getByRole('spinbutton', { name: 'Quantity' })
  for (let step = 1; step < quantity; step++) await page.getByRole('button', { name: 'Increase quantity' }).click()
  await expect(stepper).toHaveValue(String(quantity))
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(toast(page, MESSAGES.added)).toBeVisible()
}

export type Customer = {
  email: string
  firstName: string
  lastName: string
  address: string
  city: string
  postalCode: string
}

export const customer = (prefix: string, overrides: Partial<Customer> = {}): Customer => ({
  email: uniqueEmail(prefix),
  firstName: 'Robin',
  lastName: 'Rover',
  address: '12 Trailhead Road',
  city: 'Bend',
  postalCode: '97701',
  ...overrides,
})

export const checkoutForm = (page: Page) => page.getByRole('form', { name: 'Contact and shipping details' })

/** The checkout form's fields by their labels. */
export function fields(page: Page) {
  const form = checkoutForm(page)
  return {
    email: form.getByLabel('Email', { exact: true }),
    firstName: form.getByLabel('First Name', { exact: true }),
    lastName: form.getByLabel('Last Name', { exact: true }),
    address: form.getByLabel('Address', { exact: true }),
    city: form.getByLabel('City', { exact: true }),
    postalCode: form.getByLabel('Postal Code', { exact: true }),
    country: form.getByLabel('Country', { exact: true }),
    submit: form.getByRole('button', { name: 'Continue to Payment' }),
  }
}

export async function fillCheckout(page: Page, details: Customer) {
  const form = fields(page)
  await form.email.fill(details.email)
  await form.firstName.fill(details.firstName)
  await form.lastName.fill(details.lastName)
  await form.address.fill(details.address)
  await form.city.fill(details.city)
  await form.postalCode.fill(details.postalCode)
  await expect(form.country).toHaveValue('US')
}

/** From a filled checkout form to /payment; answers the order number /payment shows. */
export async function createOrder(page: Page): Promise<string> {
  const { submit } = fields(page)
  await expect(submit).toBeEnabled()
  await submit.click()
  await expect(page).toHaveURL(/\/payment$/)
  const heading = page.getByRole('heading', { level: 2, name: /^Order VLV-/ })
  await expect(heading).toBeVisible()
  return ((await heading.textContent()) ?? '').match(ORDER_NUMBER)![0]
}

/** On the simulator's page: fills the card form with `number` and presses Pay. */
export async function payWithCard(page: Page, number: string, total: string) {
  // The page is server-rendered: typing before the card form hydrates would be reset.
  await whenHydrated(page.getByLabel('Card number', { exact: true }))
  await page.getByLabel('Card number', { exact: true }).fill(number)
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34')
  await page.getByLabel('CVC', { exact: true }).fill('123')
  await page.getByLabel('Name on card', { exact: true }).fill('Robin Rover')
  await page.getByRole('button', { name: `Pay ${total}`, exact: true }).click()
}

/** From /payment: Pay with Stripe, then the simulator's page (checked: amount and order number). */
export async function openSimulator(page: Page, total: string, orderNumber: string) {
  await page.getByRole('button', { name: `Pay ${total} with Stripe` }).click()
  await expect(page).toHaveURL(/\/checkout-simulator\/cs_sim_\w+/)
  await expect(page.getByText(`Order ${orderNumber}`, { exact: true })).toBeVisible()
}

/** The confirmation page of a paid order: its number and "Paid with Stripe". */
export async function expectConfirmed(page: Page, orderNumber: string) {
  await expect(page).toHaveURL(/\/order-confirmation\?session_id=cs_sim_\w+/)
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible()
  // "Processing..." until the payment has landed; the page asks again until it has.
  const details = page.getByRole('definition')
  await expect(details.filter({ hasText: orderNumber })).toBeVisible()
  await expect(details.filter({ hasText: 'Paid with Stripe' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'What happens next?' })).toBeVisible()
}

/**
 * A whole purchase through the pages (the product page, the cart panel, checkout, /payment, the
 * simulator with the test card that pays): answers the order number. Optionally runs `at` on each
 * page on the way (axe).
 */
export async function buy(
  page: Page,
  {
    product,
    size,
    quantity = 1,
    details,
    total,
    at,
  }: {
    product: Product
    size: string
    quantity?: number
    details: Customer
    /** The total /payment and the simulator show, e.g. "$27.00". */
    total: string
    at?: (where: 'product' | 'cart' | 'checkout' | 'payment' | 'simulator' | 'confirmation') => Promise<void>
  },
): Promise<string> {
  await openProduct(page, product)
  await at?.('product')
  await addToCart(page, { size, quantity })
  await cartButton(page).click()
  const panel = cartPanel(page)
  await expect(panel).toBeVisible()
  await at?.('cart')
  await panel.getByRole('link', { name: 'Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await fillCheckout(page, details)
  await at?.('checkout')
  const orderNumber = await createOrder(page)
  await at?.('payment')
  await openSimulator(page, total, orderNumber)
  await at?.('simulator')
  await payWithCard(page, CARDS.paid, total)
  await expectConfirmed(page, orderNumber)
  await at?.('confirmation')
  return orderNumber
}

/** The totals of /payment's order summary, as label → value. */
async function summaryTotals(scope: Locator): Promise<Record<string, string>> {
  const rows = scope.locator('dl > div')
  const totals: Record<string, string> = {}
  for (const row of await rows.all()) {
    totals[((await row.locator('dt').textContent()) ?? '').trim()] = (
      (await row.locator('dd').textContent()) ?? ''
    ).trim()
  }
  return totals
}

export function shopFlows() {
  // Whole purchases: a product page, checkout, payment, the simulator and the confirmation.
  test.describe.configure({ timeout: 90_000 })

  test.beforeEach(async ({ page }) => {
    await ownAddress(page)
  })

  test('browse /shop to a product: prices, the discount, a sold-out size; a size is required', async ({ page }) => {
    const response = await page.goto('/shop')
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible()
    const grid = page.getByRole('list', { name: 'Products' })
    const tee = grid.getByRole('article').filter({ has: page.getByRole('link', { name: TEE.name }) })
    await expect(tee).toContainText('Now $25.00, was $30.00')
    await expect(tee).toContainText('-17%')
    const hoodie = grid.getByRole('article').filter({ has: page.getByRole('link', { name: HOODIE.name }) })
    await expect(hoodie).toContainText('$45.00')

    await hoodie.getByRole('link', { name: HOODIE.name }).click()
    await expect(page).toHaveURL(new RegExp(`/shop/${HOODIE.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: HOODIE.name })).toBeVisible()
    await expect(page.getByRole('main').getByText('$45.00', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Shop' })).toHaveAttribute('href', '/shop')
    await expect(page.getByRole('radio', { name: 'XL, out of stock' })).toBeDisabled()
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeEnabled()

    // Add to Cart without a size: SPEC §5's message, focus on the first size, nothing added.
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await expect(toast(page, MESSAGES.sizeRequiredTitle)).toBeVisible()
    await expect(page.getByText(MESSAGES.sizeRequired, { exact: true })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeFocused()
    await expectCartCount(page, 0)
  })

  test('add M × 2: the cart survives a reload; checkout messages; pay with 4242; confirmation, empty cart and the email', async ({
    page,
    request,
  }) => {
    const details = customer('shop-buyer')
    await openProduct(page, HOODIE)
    await expectCartCount(page, 0)
    await addToCart(page, { size: 'M', quantity: 2 })
    await expect(page.getByText('2 × Vanlife Voices Hoodie, size M', { exact: true })).toBeVisible()
    await expectCartCount(page, 2)

    // Kept in local storage under the one key, and there after a reload.
    const stored = await page.evaluate(() => window.localStorage.getItem('vanlife-voices-cart'))
    expect(JSON.parse(stored ?? '[]')).toEqual([expect.objectContaining({ name: HOODIE.name, size: 'M', quantity: 2 })])
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: HOODIE.name })).toBeVisible()
    await expectCartCount(page, 2)

    // The panel: the line, its subtotal, Checkout.
    await cartButton(page).click()
    const panel = cartPanel(page)
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1)
    await expect(panel).toContainText('Size M')
    await expect(panel.getByRole('spinbutton', { name: 'Quantity of Vanlife Voices Hoodie, size M' })).toHaveValue('2')
    await expect(panel.getByRole('definition')).toHaveText('$90.00')
    await panel.getByRole('link', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/checkout$/)
    await expect(panel).toBeHidden()

    // SPEC §5: the messages as typed, and no submitting until the form is valid.
    const form = fields(page)
    await expect(form.submit).toBeDisabled()
    await form.email.fill('not-an-email')
    await form.firstName.fill('R')
    await expect(checkoutForm(page).getByText(MESSAGES.emailInvalid, { exact: true })).toBeVisible()
    await expect(checkoutForm(page).getByText(MESSAGES.firstNameMin, { exact: true })).toBeVisible()
    await expect(form.email).toHaveAttribute('aria-invalid', 'true')
    await expect(form.firstName).toHaveAccessibleDescription(MESSAGES.firstNameMin)
    await expect(form.submit).toBeDisabled()
    await form.lastName.fill('R')
    await form.address.fill('12')
    await form.city.fill('B')
    await form.postalCode.fill('9')
    for (const message of [
      MESSAGES.lastNameMin,
      MESSAGES.addressMin,
      MESSAGES.cityRequired,
      MESSAGES.postalCodeRequired,
    ])
      await expect(checkoutForm(page).getByText(message, { exact: true })).toBeVisible()
    await expect(form.submit).toBeDisabled()

    await fillCheckout(page, details)
    await expect(checkoutForm(page).locator('[data-slot="field-error"]')).toHaveCount(0)
    await expect(form.submit).toBeEnabled()
    const summary = page.getByRole('complementary', { name: 'Order summary' })
    await expect(summary).toContainText('Quantity: 2')

    // "Creating Order..." while the order is created (the request is held until it has been seen).
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/shop/orders', async (route) => {
      await held
      await route.continue()
    })
    await form.submit.click()
    await expect(checkoutForm(page).getByRole('button', { name: MESSAGES.creatingOrder })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/payment$/)
    await page.unroute('**/api/shop/orders')

    // /payment: the order number, the shipping details and the server's totals: $45 × 2, 8% tax.
    const heading = page.getByRole('heading', { level: 2, name: /^Order VLV-/ })
    await expect(heading).toHaveText(new RegExp(`^Order ${ORDER_NUMBER.source}$`))
    const orderNumber = ((await heading.textContent()) ?? '').match(ORDER_NUMBER)![0]
    const shipping = page.locator('address')
    await expect(shipping).toContainText(`${details.firstName} ${details.lastName}`)
    await expect(shipping).toContainText(details.email)
    await expect(shipping).toContainText(`${details.city}, ${details.postalCode}`)
    await expect(page.getByRole('list', { name: `Items of order ${orderNumber}` })).toContainText('Quantity: 2')
    expect(await summaryTotals(page.getByRole('main'))).toEqual({
      Subtotal: '$90.00',
      Shipping: 'Free',
      'Tax (8%)': '$7.20',
      Total: '$97.20',
    })

    await openSimulator(page, '$97.20', orderNumber)
    await expect(page.getByText(details.email, { exact: true })).toBeVisible()
    await payWithCard(page, CARDS.paid, '$97.20')
    await expectConfirmed(page, orderNumber)
    await expect(page.getByRole('main')).toContainText('Size M · Quantity 2')

    // The cart is emptied: the header, the panel and /checkout say so.
    await expectCartCount(page, 0)
    await cartButton(page).click()
    await expect(cartPanel(page).getByText(MESSAGES.emptyCart, { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(cartPanel(page)).toBeHidden()
    expect(await page.evaluate(() => window.localStorage.getItem('vanlife-voices-cart'))).toBeNull()

    const mail = await waitForEmail(request, details.email, new RegExp(`^Your order ${orderNumber} is confirmed$`))
    expect(mail.html).toContain(orderNumber)
    expect(mail.html).toContain('$97.20')

    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: MESSAGES.emptyCart })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    )
  })

  test('a declined card says so and stays; the order can still be paid', async ({ page }) => {
    const details = customer('shop-declined')
    await openProduct(page, TEE)
    await addToCart(page, { size: 'L' })
    await page.goto('/checkout')
    await fillCheckout(page, details)
    const orderNumber = await createOrder(page)
    // $25 + 8% tax.
    await openSimulator(page, '$27.00', orderNumber)
    const simulatorUrl = page.url()

    await payWithCard(page, CARDS.declined, '$27.00')
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.declined })).toHaveText(MESSAGES.declined)
    expect(page.url()).toBe(simulatorUrl)
    await expect(page.getByRole('button', { name: 'Pay $27.00', exact: true })).toBeEnabled()

    // Back to the shop's /payment: the same order, still payable; its payment page is the same one.
    await page.getByRole('link', { name: /^Cancel and go back to / }).click()
    await expect(page).toHaveURL(/\/payment$/)
    await expect(page.getByRole('heading', { level: 2, name: `Order ${orderNumber}` })).toBeVisible()
    await expectCartCount(page, 1)
    await openSimulator(page, '$27.00', orderNumber)
    expect(page.url()).toBe(simulatorUrl)
    await payWithCard(page, CARDS.paid, '$27.00')
    await expectConfirmed(page, orderNumber)
    await expectCartCount(page, 0)
  })

  test('keyboard only: choose a size and quantity, add to the cart, open the cart; Escape returns to the cart button', async ({
    page,
  }) => {
    await openProduct(page, TEE)
    await expectCartCount(page, 0)

    // Tab into the sizes (one tab stop), the arrow keys choose.
    await tabTo(page, page.getByRole('radio', { name: 'S', exact: true }))
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeFocused()

    // Tab: Decrease, the quantity, Increase.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toBeFocused()
    await page.keyboard.press('Tab')
    const increase = page.getByRole('button', { name: 'Increase quantity' })
    await expect(increase).toBeFocused()
    await page.keyboard.press('Space')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3')
    await expect(increase).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toast(page, MESSAGES.added)).toBeVisible()
    await expectCartCount(page, 3)

    // Back up to the header's cart button, open the panel with Enter.
    const button = cartButton(page)
    await tabTo(page, button)
    await page.keyboard.press('Enter')
    const panel = cartPanel(page)
    await expect(panel).toBeVisible()
    await expect(cartButtonElement(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(panel.getByText('3 items', { exact: true })).toBeVisible()
    // Focus is inside the panel, and Tab keeps it there.
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    for (let presses = 0; presses < 8; presses++) {
      await page.keyboard.press('Tab')
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await expect(panel.getByRole('link', { name: 'Checkout' })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    // And open again with Space.
    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()
  })
}
