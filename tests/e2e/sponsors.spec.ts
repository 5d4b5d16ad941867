/**
 * The sponsor pages (SPEC §2 "Sponsor pages", issue 11 point 1) and the video player (point 2) at
 * 1280 px: each page's hero, features with the video, grid, its own testimonials (at most 3) and
 * call to action from the seeded globals; the player by mouse and by keyboard, to the end of the
 * video; the video block in a post body; axe on both pages. Touch and 390 px: sponsors.mobile.spec.ts.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

const PAGES = [
  {
    path: '/about-vunked',
    category: 'vunked',
    brand: 'Vunked',
    title: 'Power that keeps up with life on the road',
    highlight: 'life on the road',
    primary: { name: /Explore Vunked systems/, href: 'https://vunked.com' },
    secondary: { name: 'Read vanlifer reviews', href: '#testimonials' },
    cta: { heading: 'Ready to power your build?', name: /Design my system/ },
    // SPEC §2: the electrics sponsor's page claims over 500 vanlifers; the toilet partner's does not.
    claimsOver500: true,
  },
  {
    path: '/about-trelino',
    category: 'trelino',
    brand: 'Trelino',
    title: 'The composting toilet made for small spaces',
    highlight: 'small spaces',
    primary: { name: /Shop Trelino toilets/, href: 'https://trelino.com' },
    secondary: { name: 'See how it works', href: '#features' },
    cta: { heading: 'Ready for a toilet you will not dread emptying?', name: /Find my Trelino/ },
    claimsOver500: false,
  },
] as const

/** Names of the testimonials of a category, as the public REST API lists them. */
async function testimonialNames(request: APIRequestContext, category: string): Promise<Set<string>> {
  const response = await request.get('/api/testimonials', {
    params: { 'where[categories][in]': category, limit: '100', depth: '0' },
  })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { name: string }[] }
  return new Set(docs.map((doc) => doc.name))
}

/** The features section's player, once hydrated (its own controls replace the browser's). */
async function featurePlayer(page: Page, path = '/about-vunked'): Promise<{ player: Locator; video: Locator }> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  const player = page.locator('#features [data-video-player]')
  // The player wakes when it comes into view: on /about-trelino the product grid comes first.
  await player.scrollIntoViewIfNeeded()
  await expect(player.locator('[data-video-controls]')).toBeVisible()
  return { player, video: player.locator('video') }
}

const isPaused = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.paused)

/** Back to the start, so that a long test does not run into the end of the 10 s video. */
const restart = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0
  })

for (const sponsor of PAGES) {
  test(`${sponsor.path} shows its hero, features, grid, own testimonials and call to action`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(sponsor.path)
    expect(response?.status()).toBe(200)

    // Hero: the title with its highlighted words in the sponsor's colour, and both calls to action.
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveText(sponsor.title)
    const highlight = h1.locator('span')
    await expect(highlight).toHaveText(sponsor.highlight)
    const [highlightColor, titleColor] = await Promise.all([
      highlight.evaluate((element) => getComputedStyle(element).color),
      h1.evaluate((element) => getComputedStyle(element).color),
    ])
    expect(highlightColor).not.toBe(titleColor)
    if (sponsor.claimsOver500) await expect(page.locator('main')).toContainText('over 500 vanlifers')
    else await expect(page.locator('main')).not.toContainText('500 vanlifers')
    const primary = page.getByRole('link', { name: sponsor.primary.name })
    await expect(primary).toHaveAttribute('href', sponsor.primary.href)
    await expect(primary).not.toHaveAttribute('target', /.*/)
    await expect(primary).toHaveAttribute('rel', /noopener/)
    const secondary = page.getByRole('link', { name: sponsor.secondary.name })
    await expect(secondary).toHaveAttribute('href', sponsor.secondary.href)
    await expect(page.locator(sponsor.secondary.href)).toHaveCount(1)
    const hero = page.getByRole('region', { name: sponsor.title })
    await expect(hero.getByRole('img')).toHaveAttribute('alt', /van/i)

    // Features: heading, the three points, the video.
    const features = page.locator('#features')
    await expect(features.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(features.getByRole('listitem')).toHaveCount(3)
    await expect(features.locator('video source')).toHaveAttribute('src', /^\/api\/videos\/file\/.+\.mp4$/)

    // The six-point grid.
    const grid = page.getByRole('region', { name: `What you get with ${sponsor.brand}` })
    await expect(grid.getByRole('listitem')).toHaveCount(6)

    // Testimonials: three, all of this page's category, each with stars, name and country/date.
    const own = await testimonialNames(request, sponsor.category)
    const cards = page.locator('#testimonials [data-testimonial]')
    await expect(cards).toHaveCount(3)
    for (const card of await cards.all()) {
      const name = (await card.locator('figcaption span').first().innerText()).trim()
      expect(own, `${name} is a ${sponsor.category} testimonial`).toContain(name)
      await expect(card.getByRole('img', { name: /^Rated [1-5] out of 5$/ })).toBeVisible()
      await expect(card.locator('figcaption span').nth(1)).toHaveText(/^.+ · .+ \d{4}$/)
    }

    // Call to action.
    await expect(page.getByRole('heading', { level: 2, name: sponsor.cta.heading })).toBeVisible()
    await expect(page.getByRole('link', { name: sponsor.cta.name })).toHaveAttribute('href', /^https:\/\//)

    // Metadata (SEO fields), like every other page.
    await expect(page).toHaveTitle(new RegExp(`^${sponsor.brand} .+ \\| `))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${sponsor.path}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/api\/media\/file\//)
    const description = page.locator('meta[name="description"]')
    if (sponsor.claimsOver500) await expect(description).toHaveAttribute('content', /over 500 vanlifers/)
    else await expect(description).not.toHaveAttribute('content', /500 vanlifers/)
  })

  test(`${sponsor.path} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await featurePlayer(page, sponsor.path)
    await expectNoAxeViolations(page)
  })
}

test('the in-page call to action scrolls to its section', async ({ page }) => {
  await page.goto('/about-vunked')
  await page.getByRole('link', { name: 'Read vanlifer reviews' }).click()
  await expect(page).toHaveURL(/#testimonials$/)
  await expect(page.locator('#testimonials h2')).toBeInViewport()
})

test('the header, footer and partners strip lead to the sponsor pages', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Trelino' }).click()
  await expect(page).toHaveURL(/\/about-trelino$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('small spaces')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Vunked' }).click()
  await expect(page).toHaveURL(/\/about-vunked$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('life on the road')
  const partners = page.getByRole('region', { name: 'Our partners' })
  await partners.locator('a[href="/about-trelino"]').click()
  await expect(page).toHaveURL(/\/about-trelino$/)
})

test('video player by mouse: play, pause, mute, captions, full screen; controls hide while playing', async ({
  page,
}) => {
  const { player, video } = await featurePlayer(page)
  await expect(video).toHaveAttribute('poster', /^\/api\/media\/file\/.+poster/)
  expect(await video.getAttribute('autoplay')).toBeNull()
  const play = player.getByRole('button', { name: 'Play video' })
  await expect(play).toBeVisible()

  await play.click()
  await expect(player).toHaveAttribute('data-playback', 'playing')
  expect(await isPaused(video)).toBe(false)
  await expect(player.getByRole('button', { name: 'Pause video' })).toBeVisible()
  // Captions from the WebVTT track, drawn by the player.
  await expect(player.locator('[data-video-captions]')).toHaveText(
    /^\[(Wind blows across the mountains|A camper van's engine hums as it drives past)\]$/,
  )

  await player.getByRole('button', { name: 'Mute' }).click()
  await expect(player.getByRole('button', { name: 'Unmute' })).toBeVisible()
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
  await player.getByRole('button', { name: 'Unmute' }).click()
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(false)

  await player.getByRole('button', { name: 'Hide captions' }).click()
  await expect(player.locator('[data-video-captions]')).toHaveCount(0)
  await player.getByRole('button', { name: 'Show captions' }).click()

  await player.getByRole('button', { name: 'Enter full screen' }).click()
  await expect(player.getByRole('button', { name: 'Exit full screen' })).toBeVisible()
  expect(await page.evaluate(() => document.fullscreenElement?.hasAttribute('data-video-player'))).toBe(true)
  await player.getByRole('button', { name: 'Exit full screen' }).click()
  await expect(player.getByRole('button', { name: 'Enter full screen' })).toBeVisible()
  expect(await page.evaluate(() => document.fullscreenElement)).toBeNull()

  // The mouse resting on the picture: the controls hide 3 s after it last moved, and come back when it moves.
  await restart(video)
  const box = (await player.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3)
  await expect(player).toHaveAttribute('data-controls', 'shown')
  await expect(player).toHaveAttribute('data-controls', 'hidden', { timeout: 5_000 })
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 3)
  await expect(player).toHaveAttribute('data-controls', 'shown')

  await player.getByRole('button', { name: 'Pause video' }).click()
  await expect(player).toHaveAttribute('data-playback', 'paused')
  expect(await isPaused(video)).toBe(true)
  // Paused, the controls stay.
  await page.waitForTimeout(3_500)
  await expect(player).toHaveAttribute('data-controls', 'shown')
})

test('video player by keyboard: Tab to the buttons, Enter and Space press them, focus is visible', async ({ page }) => {
  const { player, video } = await featurePlayer(page)
  // The control before the player in the tab order: the hero's second call to action.
  await page.getByRole('link', { name: 'Read vanlifer reviews' }).focus()
  await page.keyboard.press('Tab')
  const play = player.getByRole('button', { name: 'Play video' })
  await expect(play).toBeFocused()
  const ring = await play.evaluate((element) => getComputedStyle(element).boxShadow)
  expect(ring, 'a focus ring').not.toBe('none')

  await page.keyboard.press('Enter')
  await expect(player).toHaveAttribute('data-playback', 'playing')
  await expect(player.getByRole('button', { name: 'Pause video' })).toBeFocused()
  // Keyboard focus inside: the controls stay while playing.
  await page.waitForTimeout(3_500)
  await expect(player).toHaveAttribute('data-controls', 'shown')
  await restart(video)

  await page.keyboard.press('Tab')
  await expect(player.getByRole('slider', { name: 'Seek' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(player.getByRole('button', { name: 'Mute' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(player.getByRole('button', { name: 'Unmute' })).toBeFocused()
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)

  await page.keyboard.press('Tab')
  await expect(player.getByRole('button', { name: 'Hide captions' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(player.getByRole('button', { name: 'Show captions' })).toBeFocused()

  await page.keyboard.press('Tab')
  await expect(player.getByRole('button', { name: 'Enter full screen' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(player.getByRole('button', { name: 'Exit full screen' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(player.getByRole('button', { name: 'Enter full screen' })).toBeFocused()

  for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+Tab')
  await expect(player.getByRole('button', { name: 'Pause video' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(player).toHaveAttribute('data-playback', 'paused')
  expect(await isPaused(video)).toBe(true)
})

test('the video is fetched with range requests, and at its end returns to paused', async ({ page }) => {
  // Chromium asks for media with a Range header from the first request: Payload answers 206.
  const ranged = page.waitForResponse(
    (response) => response.url().includes('/api/videos/file/') && response.status() === 206,
  )
  const { player, video } = await featurePlayer(page)
  expect((await ranged).headers()['content-range']).toMatch(/^bytes \d+-\d+\/\d+$/)
  await player.getByRole('button', { name: 'Play video' }).click()
  await expect(player).toHaveAttribute('data-playback', 'playing')
  const seek = player.getByRole('slider', { name: 'Seek' })
  const duration = Number(await seek.getAttribute('max'))
  expect(duration).toBeGreaterThanOrEqual(5)
  expect(duration).toBeLessThanOrEqual(15)
  // A second before the end (the slider by keyboard: the next test).
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = element.duration - 1
  })
  await expect(seek).toHaveAttribute('aria-valuetext', /^0:0[89] of 0:1\d$/)
  await expect(player).toHaveAttribute('data-playback', 'paused', { timeout: 5_000 })
  expect(await video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true)
  await expect(player.getByRole('button', { name: 'Play video' })).toBeVisible()
  await expect(player).toHaveAttribute('data-controls', 'shown')
  // Played again, it starts from the beginning.
  await player.getByRole('button', { name: 'Play video' }).click()
  await expect(player).toHaveAttribute('data-playback', 'playing')
  expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(2)
})

test('the seek slider moves through the video by keyboard', async ({ page }) => {
  const { player, video } = await featurePlayer(page)
  const seek = player.getByRole('slider', { name: 'Seek' })
  await expect(seek).toBeEnabled()
  await seek.focus()
  await page.keyboard.press('End')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(9)
  await page.keyboard.press('Home')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(0.5)
})

test('a post body plays a video block in the same player', async ({ page }) => {
  const response = await page.goto('/how-much-solar-do-you-need')
  expect(response?.status()).toBe(200)
  const block = page.getByTestId('post-body').locator('[data-block="video"]')
  await expect(block.locator('figcaption')).toHaveText('Panels on the roof, power in the battery: a day on the road.')
  const player = block.locator('[data-video-player]')
  await player.scrollIntoViewIfNeeded()
  await player.getByRole('button', { name: 'Play video' }).click()
  await expect(player).toHaveAttribute('data-playback', 'playing')
  await player.getByRole('button', { name: 'Pause video' }).click()
  await expect(player).toHaveAttribute('data-playback', 'paused')
})

test('the captions file is served as WebVTT', async ({ request, page }) => {
  await page.goto('/about-trelino')
  const src = await page.locator('#features video track').getAttribute('src')
  expect(src).toMatch(/^\/videos\/\d+\/captions\.vtt$/)
  await expect(page.locator('#features video track')).toHaveAttribute('srclang', 'en')
  const response = await request.get(src!)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toMatch(/^text\/vtt/)
  expect(await response.text()).toMatch(/^WEBVTT\n\n00:00\.000 --> /)
  expect((await request.get('/videos/999999/captions.vtt')).status()).toBe(404)
})

/** Whether `first` comes before `second` in the document. */
async function comesBefore(first: Locator, second: Locator): Promise<boolean> {
  const other = await second.elementHandle()
  return first.evaluate((a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING), other)
}

/** The product picture of the features grid, loaded (a real picture, not a broken image) and described. */
async function expectProduct(page: Page, brand: string, alt: RegExp) {
  const grid = page.getByRole('region', { name: `What you get with ${brand}` })
  const product = grid.getByRole('img', { name: alt })
  await product.scrollIntoViewIfNeeded()
  await expect(product).toBeVisible()
  await expect(product).toHaveAttribute('src', /^\/illustrations\/products\/[a-z-]+\.svg\?v=[0-9a-z]+$/)
  await expect
    .poll(() => product.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0)
  return grid
}

test('each sponsor page shows its product with the features grid, in a layout of its own', async ({ page }) => {
  // Vunked: the hero cut on the diagonal, features then the grid, the diagram with its spec table on an angled band.
  await page.goto('/about-vunked')
  await expect(page.locator('[data-sponsor-page]')).toHaveAttribute('data-layout', 'angled')
  const vunked = await expectProduct(page, 'Vunked', /van electrical system.+solar panels.+battery.+inverter/i)
  const table = vunked.getByRole('table', { name: 'The parts numbered in the picture' })
  await expect(table.getByRole('row')).toHaveCount(7)
  await expect(table.getByRole('rowheader', { name: 'Lithium battery' })).toBeVisible()
  await expect(vunked.locator('[data-accent="angled-band"]')).toHaveCSS('transform', /^matrix/)
  expect(await page.locator('[data-hero]').evaluate((element) => getComputedStyle(element).clipPath)).toMatch(/polygon/)
  expect(await comesBefore(page.locator('#features'), vunked)).toBe(true)

  // Trelino: a centred hero with an arched picture, the product first, then the features with the video.
  await page.goto('/about-trelino')
  await expect(page.locator('[data-sponsor-page]')).toHaveAttribute('data-layout', 'rounded')
  const trelino = await expectProduct(page, 'Trelino', /composting toilet.+liquids bottle.+solids bin/i)
  await expect(trelino.getByRole('table')).toHaveCount(0)
  await expect(trelino.getByRole('listitem')).toHaveCount(6)
  expect(await page.locator('[data-hero]').evaluate((element) => getComputedStyle(element).clipPath)).toBe('none')
  await expect(page.locator('[data-hero] h1')).toHaveCSS('text-align', 'center')
  expect(await comesBefore(trelino, page.locator('#features'))).toBe(true)
  const radius = await trelino
    .getByRole('img')
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).borderTopLeftRadius))
  expect(radius, 'the product sits in a rounded frame').toBeGreaterThan(40)
})
