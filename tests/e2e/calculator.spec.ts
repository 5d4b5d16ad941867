/** The cost calculator at 1280 px (the flows in ./calculator.shared.ts), and its running total beside the sections. */
import { expect, type Page, test } from '@playwright/test'

import {
  addressFlows,
  calculatorFlows,
  centsIn,
  chooseRegion,
  openCalculator,
  section,
  SECTION_IDS,
  SECTION_TITLES,
  sectionTotal,
  sectionTotalsInCents,
  WITH_A_VISA,
} from './calculator.shared'
import { expectNoAxeViolations } from './support'

calculatorFlows()
addressFlows()

const card = (page: Page) => page.getByRole('complementary', { name: 'Your month so far' })

/** The card's box lies within the screen, below the sticky header. */
async function expectCardInView(page: Page) {
  const box = await card(page).boundingBox()
  const header = await page.locator('header').first().boundingBox()
  const viewport = page.viewportSize()
  expect(box && header && viewport).toBeTruthy()
  if (!box || !header || !viewport) return
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
}

test.describe('the running total at 1280 px', () => {
  test('waits for a region, beside the sections, with no pinned bar', async ({ page }) => {
    await openCalculator(page)
    await expect(card(page)).toContainText('Choose a country/region above')
    await chooseRegion(page, 'USA')
    await expect(card(page).getByTestId('running-monthly-total')).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/)
    await expect(page.getByTestId('pinned-total')).toBeHidden()

    const sectionBox = await section(page, SECTION_TITLES[0]).boundingBox()
    const cardBox = await card(page).boundingBox()
    expect(sectionBox && cardBox).toBeTruthy()
    if (sectionBox && cardBox) {
      expect(cardBox.x, 'to the right of the sections').toBeGreaterThanOrEqual(sectionBox.x + sectionBox.width)
      expect(Math.abs(cardBox.y - sectionBox.y), 'beside them, not under them').toBeLessThan(cardBox.height)
    }
    await expectNoAxeViolations(page)
  })

  test('its figures are the sections’ own, stay in view down to the last section and follow what is typed', async ({
    page,
  }) => {
    await openCalculator(page, WITH_A_VISA)
    const monthly = card(page).getByTestId('running-monthly-total')
    await expect(monthly).toHaveText(/^\$/)

    // One source of truth: each row is its section's total, and the rows add up to the monthly total.
    const totals = await sectionTotalsInCents(page)
    for (const [index, id] of SECTION_IDS.entries())
      expect(centsIn(await card(page).getByTestId(`running-${id}`).textContent())).toBe(totals[index])
    const before = centsIn(await monthly.textContent())
    expect(totals.reduce((sum, each) => sum + each, 0)).toBe(before)

    // Down to the last section: the card is still on screen.
    const misc = section(page, SECTION_TITLES[5])
    await misc.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await expect(misc.getByRole('heading', { level: 2 })).toBeInViewport()
    await expectCardInView(page)

    // $100 more a month for the visa: the subtotal and the 10 % contingency, $110.00 in all.
    await misc.getByLabel('Cost per month', { exact: true }).fill('108')
    await expect.poll(async () => centsIn(await monthly.textContent())).toBe(before + 11_000)
    expect(centsIn(await card(page).getByTestId('running-misc').textContent())).toBe(
      centsIn(await sectionTotal(page, SECTION_TITLES[5]).textContent()),
    )
    await expectCardInView(page)
    // Said once typing pauses, in a polite live region.
    await expect(page.getByRole('status').filter({ hasText: /^Monthly total: / })).toHaveText(
      `Monthly total: ${await monthly.textContent()}`,
    )
  })
})
