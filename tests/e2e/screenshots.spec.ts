/**
 * Screenshot comparisons of the pages a first visitor sees most (issue 26, point 10): the whole
 * page at 390 and 1280 px against the baselines in tests/e2e/__screenshots__/screenshots/.
 * Project "screenshots" (playwright.config.ts): runs first, one test at a time, before any spec
 * changes the content. Dates, the fuel price and the year are masked; animations are stopped, the caret hidden, every
 * image loaded and the web fonts in before each shot. The baselines are specific to the machine
 * and its Chromium (font rendering): update them on purpose only, after a build, with
 * `npx playwright test --project screenshots --update-snapshots` (README, Development).
 */
import { expect, type Page, test } from '@playwright/test'

import { latestPublishedStory } from './support'

// A whole page scrolled through (lazy images), settled and compared twice: more than the default 30 s.
test.describe.configure({ timeout: 90_000 })

const WIDTHS = [
  { name: 'mobile', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const

const PAGES: { name: string; path: string | 'story' }[] = [
  { name: 'home', path: '/' },
  { name: 'story', path: 'story' },
  { name: 'stories', path: '/stories' },
  { name: 'about-vunked', path: '/about-vunked' },
  { name: 'about-trelino', path: '/about-trelino' },
  { name: 'link', path: '/link' },
  { name: 'shop', path: '/shop' },
  // With a region chosen: the sections, and the running total (beside them at 1280, pinned at 390).
  { name: 'vanlife-cost-calculator', path: '/vanlife-cost-calculator?region=usa' },
]

/** Loads every image (lazy ones too: scrolled through), waits for the fonts, and back to the top. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) image.loading = 'eager'
    const step = window.innerHeight
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
  })
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete)), {
      timeout: 15_000,
    })
    .toBe(true)
  await page.evaluate(() => Promise.all(Array.from(document.images).map((image) => image.decode().catch(() => {}))))
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
}

for (const width of WIDTHS) {
  test.describe(`${width.name} (${width.viewport.width} px)`, () => {
    test.use({ viewport: width.viewport })

    for (const target of PAGES) {
      test(`${target.name} looks as it did`, async ({ page, request }) => {
        const path = target.path === 'story' ? `/${(await latestPublishedStory(request)).slug}` : target.path
        // No motion: the parallax and fade-ins stay still (prefers-reduced-motion turns them off).
        await page.emulateMedia({ reducedMotion: 'reduce' })
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('main')).toBeVisible()
        await settle(page)
        await expect(page).toHaveScreenshot(`${target.name}-${width.name}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // What changes with the day the site was seeded or is looked at: dates (<time>), the
          // seeded fuel price's date, the footer's year.
          mask: [page.locator('time'), page.getByTestId('fuel-price'), page.getByText(/^© \d{4} /)],
          // Font anti-aliasing may differ by a few pixels from run to run (threshold: how different a
          // pixel must be to count); a moved or missing block changes far more than 1,000 pixels.
          maxDiffPixels: 1_000,
          threshold: 0.2,
          timeout: 20_000,
        })
      })
    }
  })
}
