/** The cost calculator on a phone (390 px, touch): the same flows as at 1280 px, and no sideways scrolling. */
import { expect, test } from '@playwright/test'

import { calculatorFlows, chooseRegion, openCalculator } from './calculator.shared'

calculatorFlows()

test('fits a phone: no sideways scrolling with a region chosen', async ({ page }) => {
  await openCalculator(page)
  await chooseRegion(page, 'UK')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
})
