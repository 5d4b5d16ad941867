/**
 * The shop's pages through axe (WCAG 2 A/AA), at 1280 px (desktop project) and at 390 px (mobile
 * project: the file name ends in a11y.spec.ts): /shop, a product page, the open cart panel,
 * /checkout empty (no cart), untouched, with its messages and filled, /payment, the simulator's
 * page (also with a declined card's message), /order-confirmation with an order and without one.
 */
import { expect, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import {
  addToCart,
  buy,
  CARDS,
  cartButton,
  cartPanel,
  customer,
  fields,
  MESSAGES,
  openProduct,
  openSimulator,
  payWithCard,
  createOrder,
  fillCheckout,
  TEE,
} from './shop.shared'
import { expectNoAxeViolations } from './support'

test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ page }) => {
  await ownAddress(page)
})

test('/shop, a product page, the cart panel, checkout, payment, the simulator and the confirmation have no WCAG 2 A/AA violations', async ({
  page,
}) => {
  const response = await page.goto('/shop')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('list', { name: 'Products' })).toBeVisible()
  await expectNoAxeViolations(page)

  // /checkout before anything is in the cart.
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: MESSAGES.emptyCart })).toBeVisible()
  await expectNoAxeViolations(page)

  await buy(page, {
    product: TEE,
    size: 'M',
    details: customer('shop-a11y'),
    total: '$27.00',
    at: async (where) => {
      if (where === 'cart') await expect(cartPanel(page).getByRole('link', { name: 'Checkout' })).toBeVisible()
      if (where === 'payment') await expect(page.getByRole('button', { name: /^Pay .* with Stripe$/ })).toBeVisible()
      await expectNoAxeViolations(page)
    },
  })

  // Without a session id: the generic "Thank You!".
  await page.goto('/order-confirmation')
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the checkout form untouched and showing its messages, and the simulator with a declined card, have no violations', async ({
  page,
}) => {
  await openProduct(page, TEE)
  // The size message's toast and the focus it moves.
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await expect(page.getByText(MESSAGES.sizeRequired, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await addToCart(page, { size: 'L' })
  await cartButton(page).click()
  await expect(cartPanel(page)).toBeVisible()
  await cartPanel(page).getByRole('link', { name: 'Checkout' }).click()

  const form = fields(page)
  await expect(form.submit).toBeDisabled()
  await expectNoAxeViolations(page)
  await form.email.fill('not-an-email')
  await form.firstName.fill('R')
  await expect(page.getByText(MESSAGES.firstNameMin, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  await fillCheckout(page, customer('shop-a11y-declined'))
  const orderNumber = await createOrder(page)
  await openSimulator(page, '$27.00', orderNumber)
  await payWithCard(page, CARDS.declined, '$27.00')
  await expect(page.getByRole('alert').filter({ hasText: MESSAGES.declined })).toBeVisible()
  await expectNoAxeViolations(page)
})
