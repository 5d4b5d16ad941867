/** The shop on a phone (390 px, touch): the same flows as at 1280 px (./shop.shared.ts), and no sideways scrolling. */
import { expect, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import { addToCart, cartButton, cartPanel, HOODIE, openProduct, shopFlows } from './shop.shared'
import { animationsDone } from './support'

shopFlows()

test('fits a phone: /shop, a product page and the open cart panel scroll only downwards', async ({ page }) => {
  await ownAddress(page)
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  await page.goto('/shop')
  expect(await overflow(), '/shop').toBeLessThanOrEqual(0)
  await openProduct(page, HOODIE)
  expect(await overflow(), 'product page').toBeLessThanOrEqual(0)
  await addToCart(page, { size: 'S' })
  await cartButton(page).click()
  const panel = cartPanel(page)
  await expect(panel).toBeVisible()
  // The panel takes the whole width of the phone (measured once its opening animation is over).
  await animationsDone(page)
  const box = await panel.boundingBox()
  expect(box?.width).toBeGreaterThanOrEqual(389)
  await expect(panel.getByRole('link', { name: 'Checkout' })).toBeInViewport()
})
