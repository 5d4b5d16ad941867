/**
 * A payment is never reported failed when it went through (issue 22 point 7), whatever address
 * of the site the buyer opened: the e2e server's SITE_URL is its baseURL (http://localhost:PORT),
 * and it answers at 127.0.0.1 too. At 127.0.0.1, /checkout moves the buyer to localhost with the
 * cart (the cart is kept per origin); the payment ends on the confirmation page with the order
 * number, the cart emptied, and nothing left in the cart at 127.0.0.1 to be bought twice.
 */
import { expect, type Page, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import {
  addToCart,
  CARDS,
  cartButton,
  cartPanel,
  createOrder,
  customer,
  expectCartCount,
  expectConfirmed,
  fillCheckout,
  openSimulator,
  payWithCard,
  TEE,
  whenHydrated,
} from './shop.shared'

test.describe.configure({ timeout: 90_000 })

async function buyFrom(page: Page, origin: string, siteOrigin: string) {
  await ownAddress(page)
  const details = customer('shop-address')
  const response = await page.goto(`${origin}/shop/${TEE.slug}`)
  expect(response?.status()).toBe(200)
  await whenHydrated(page.getByRole('button', { name: 'Add to Cart' }))
  // The tee's XL: no other spec buys it (8 on the shelf).
  await addToCart(page, { size: 'XL' })
  await cartButton(page).click()
  await cartPanel(page).getByRole('link', { name: 'Checkout' }).click()

  // The checkout is at the site's address, with the cart (and the fragment that carried it gone).
  await expect(page).toHaveURL(`${siteOrigin}/checkout`)
  await expect(page.getByRole('complementary', { name: 'Order summary' })).toContainText('Vanlife Voices Tee')
  await expectCartCount(page, 1)
  await fillCheckout(page, details)
  const orderNumber = await createOrder(page)
  await openSimulator(page, '$27.00', orderNumber)
  await payWithCard(page, CARDS.paid, '$27.00')

  await expectConfirmed(page, orderNumber)
  await expect(page.getByText('There was an error processing your payment', { exact: false })).toHaveCount(0)
  await expectCartCount(page, 0)
  expect(await page.evaluate(() => window.localStorage.getItem('vanlife-voices-cart'))).toBeNull()
}

test('bought at 127.0.0.1 (SITE_URL is localhost): moved to localhost with the cart, confirmed, cart emptied at both addresses', async ({
  page,
  baseURL,
}) => {
  const siteOrigin = new URL(baseURL!).origin
  const other = siteOrigin.replace('://localhost', '://127.0.0.1')
  await buyFrom(page, other, siteOrigin)
  // Nothing left to buy twice where the buyer started.
  await page.goto(`${other}/shop`)
  await expectCartCount(page, 0)
})

test('bought at localhost, the site address: confirmed, cart emptied', async ({ page, baseURL }) => {
  const siteOrigin = new URL(baseURL!).origin
  await buyFrom(page, siteOrigin, siteOrigin)
})
