/**
 * The cost calculator on a phone (390 px, touch): the same flows as at 1280 px, no sideways
 * scrolling, and the running total pinned at the bottom of the screen.
 */
import { expect, type Page, test } from '@playwright/test'

import {
  calculatorFlows,
  centsIn,
  chooseRegion,
  openCalculator,
  section,
  SECTION_TITLES,
  sectionTotalsInCents,
  WITH_A_VISA,
} from './calculator.shared'
import { expectNoAxeViolations } from './support'

calculatorFlows()

test('fits a phone: no sideways scrolling with a region chosen', async ({ page }) => {
  await openCalculator(page)
  await chooseRegion(page, 'UK')
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
})

const bar = (page: Page) => page.getByRole('complementary', { name: 'Your month so far' })

/** The bar's top edge, in the viewport, and the inset the page keeps clear of it. */
async function barTop(page: Page): Promise<number> {
  const box = await bar(page).boundingBox()
  if (!box) throw new Error('The pinned total is not on screen')
  return box.y
}

test.describe('the running total at 390 px', () => {
  test('pinned at the bottom, following what is typed; the page keeps clear of it', async ({ page }) => {
    await openCalculator(page)
    await expect(page.getByTestId('pinned-total')).toHaveCount(0)
    await openCalculator(page, WITH_A_VISA)
    await expect(bar(page)).toBeVisible()
    await expect(page.getByTestId('running-total')).toBeHidden()
    const box = await bar(page).boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport).toBeTruthy()
    if (!box || !viewport) return
    expect(Math.abs(box.y + box.height - viewport.height), 'on the bottom edge').toBeLessThanOrEqual(1)
    expect(box.height, 'compact').toBeLessThanOrEqual(80)
    // The toasts and the scroll padding read the bar's height from the page root.
    await expect
      .poll(() =>
        page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-bottom-inset')),
        ),
      )
      .toBeCloseTo(box.height, 0)

    const monthly = bar(page).getByTestId('pinned-monthly-total')
    const before = centsIn(await monthly.textContent())
    expect((await sectionTotalsInCents(page)).reduce((sum, each) => sum + each, 0)).toBe(before)
    await section(page, SECTION_TITLES[5]).getByLabel('Cost per month', { exact: true }).fill('108')
    await expect.poll(async () => centsIn(await monthly.textContent())).toBe(before + 11_000)

    // The end of the page scrolls clear of the bar: the footer's content, to its last line, is above
    // it (the footer's own padding at the bottom, the room kept for the bar, may lie under it).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footerEnd = await page.locator('[data-site-footer] > *').last().boundingBox()
    expect(footerEnd).toBeTruthy()
    if (footerEnd) expect(footerEnd.y + footerEnd.height).toBeLessThanOrEqual((await barTop(page)) + 1)
    await expectNoAxeViolations(page)
  })

  test('a field focused from the keyboard is never under the bar', async ({ page }) => {
    await openCalculator(page, WITH_A_VISA)
    await expect(bar(page)).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--site-bottom-inset')))
      .not.toBe('')
    await page.getByRole('button', { name: 'USA', exact: true }).focus()
    let checked = 0
    for (let step = 0; step < 150; step++) {
      await page.keyboard.press('Tab')
      const focused = await page.evaluate(() => {
        const element = document.activeElement
        const pinned = document.querySelector('[data-testid="pinned-total"]')
        if (!element || !pinned) return null
        const rect = element.getBoundingClientRect()
        return {
          what: `${element.tagName} ${element.id || element.getAttribute('aria-label') || element.textContent?.trim().slice(0, 40)}`,
          bottom: rect.bottom,
          barTop: pinned.getBoundingClientRect().top,
          inBar: pinned.contains(element),
        }
      })
      if (!focused || focused.inBar) break
      checked++
      expect(focused.bottom, `${focused.what} is above the bar`).toBeLessThanOrEqual(focused.barTop)
    }
    expect(checked, 'every control of the six sections').toBeGreaterThan(30)
  })

  test('opens onto the section totals and closes with Escape', async ({ page }) => {
    await openCalculator(page, WITH_A_VISA)
    const toggle = bar(page).getByRole('button', { name: 'Section totals' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const closedTop = await barTop(page)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const totals = await sectionTotalsInCents(page)
    for (const [index, title] of SECTION_TITLES.entries()) {
      const row = bar(page).getByText(`${index + 1}. ${title}`, { exact: true })
      await expect(row).toBeVisible()
      expect(centsIn(await row.locator('xpath=following-sibling::dd').textContent())).toBe(totals[index])
    }
    await expect(bar(page).getByRole('link', { name: 'your summary' })).toHaveAttribute('href', '#summary-heading')
    expect(await barTop(page)).toBeLessThan(closedTop)
    await expect
      .poll(() =>
        page.evaluate(() =>
          parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--site-bottom-inset')),
        ),
      )
      .toBeGreaterThan(200)
    await expectNoAxeViolations(page)

    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
    await expect(bar(page).getByText('1. Accommodation & Overnight Fees')).toBeHidden()
  })
})
