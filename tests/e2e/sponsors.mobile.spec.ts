/**
 * The sponsor pages on a phone (390 px, touch): they fit the screen and pass axe, and the video
 * player works by touch: a tap plays, the controls hide 3 s after the last touch while playing
 * (SPEC §9), a tap on the picture brings them back.
 */
import { expect, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

async function open(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const player = page.locator('#features [data-video-player]')
  // The player wakes when it comes into view: on /about-trelino the product grid comes first.
  await player.scrollIntoViewIfNeeded()
  await expect(player.locator('[data-video-controls]')).toBeAttached()
  return player
}

for (const path of ['/about-vunked', '/about-trelino']) {
  test(`${path} fits a phone and has no WCAG 2 A/AA violations`, async ({ page }) => {
    await open(page, path)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
    await expect(page.locator('#testimonials [data-testimonial]')).toHaveCount(3)
    // The product picture, described, as wide as the screen allows.
    const product = page.locator('[data-product-image]')
    await product.scrollIntoViewIfNeeded()
    await expect(product).toBeVisible()
    await expect(product).toHaveAttribute(
      'alt',
      /^Illustration of a (Vunked van electrical system|Trelino composting toilet)/,
    )
    expect((await product.boundingBox())!.width).toBeGreaterThan(300)
    await expectNoAxeViolations(page)
  })
}

test('video player by touch: a tap plays, controls hide 3 s after a touch while playing, a tap shows them', async ({
  page,
}) => {
  const player = await open(page, '/about-trelino')
  const video = player.locator('video')
  const picture = player.locator('[data-video-picture]')
  await picture.scrollIntoViewIfNeeded()

  await picture.tap()
  await expect(player).toHaveAttribute('data-playback', 'playing')
  await expect(player).toHaveAttribute('data-controls', 'shown')
  const shownAt = Date.now()
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 5_000 })
  expect(Date.now() - shownAt, 'not hidden before 3 s').toBeGreaterThanOrEqual(2_500)
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  // Back to the start, so that the rest does not run into the end of the 10 s video.
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0
  })

  // A tap on the picture brings the controls back (and does not pause), for another 3 s.
  await picture.tap()
  await expect(player).toHaveAttribute('data-controls', 'shown')
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false)
  await player.getByRole('button', { name: 'Mute' }).tap()
  await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible()
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 5_000 })

  // Shown again, the pause button stops it; paused, the controls stay.
  await picture.tap()
  await player.getByRole('button', { name: 'Pause video' }).tap()
  await expect(player).toHaveAttribute('data-playback', 'paused')
  await page.waitForTimeout(3_500)
  await expect(player).toHaveAttribute('data-controls', 'shown')
})
