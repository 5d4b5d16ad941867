/**
 * One order per checkout (issue 22 point 6), at 1280 px: Back to Checkout from /payment, then
 * Continue with the same cart and details, shows the same order number (the pending order is
 * reused, not doubled); a changed cart makes a new order (the server cancels the old one and gives
 * its stock back: tests/int/shop-stock.int.test.ts). Buys tees in M (20 in the seed; other specs buy
 * other sizes).
 */
import { expect, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import {
  addToCart,
  cartButton,
  cartPanel,
  createOrder,
  customer,
  fields,
  fillCheckout,
  openProduct,
  TEE,
} from './shop.shared'

test.describe.configure({ timeout: 90_000 })

test('Back to Checkout and Continue keep the order number; a changed cart makes a new one', async ({ page }) => {
  await ownAddress(page)
  await openProduct(page, TEE)
  await addToCart(page, { size: 'M' })
  await page.goto('/checkout')
  await fillCheckout(page, customer('shop-again'))
  const first = await createOrder(page)

  // Back to Checkout: the form has the details again; Continue: the same order.
  await page.getByRole('link', { name: 'Back to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(fields(page).submit).toBeEnabled()
  expect(await createOrder(page)).toBe(first)

  // Once more after a reload of /checkout (the order is kept in the tab's session storage).
  await page.getByRole('link', { name: 'Back to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await page.reload()
  await expect(fields(page).submit).toBeEnabled()
  expect(await createOrder(page)).toBe(first)

  // Two of them now: another order, with another number.
  await page.getByRole('link', { name: 'Back to Checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await cartButton(page).click()
  const panel = cartPanel(page)
  await panel.getByRole('button', { name: `Increase quantity of ${TEE.name}, size M` }).click()
  await expect(panel.getByRole('spinbutton', { name: `Quantity of ${TEE.name}, size M` })).toHaveValue('2')
  await page.keyboard.press('Escape')
  await expect(panel).toBeHidden()
  await expect(fields(page).submit).toBeEnabled()
  const second = await createOrder(page)
  expect(second).not.toBe(first)
  await expect(page.getByRole('list', { name: `Items of order ${second}` })).toContainText('Quantity: 2')
})
