/**
 * Addresses (issue 26 point 8): a post's address in capitals is a 301 to its lowercase slug; a
 * page's path with bad percent-encoding is the styled 400 page in the site's layout (served by
 * scripts/serve.mjs, so through the real server); a YouTube block whose thumbnail cannot load
 * shows its designed placeholder, not a broken image.
 */
import { expect, test } from '@playwright/test'

import { expectNoAxeViolations } from './support'

const STORY = 'night-shifts-to-open-roads'
const WIDTHS = [390, 1280]

test('a post in other letter case answers a permanent redirect to its lowercase address', async ({ request, page }) => {
  const response = await request.get('/Night-Shifts-To-Open-Roads?utm_source=Newsletter', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(
    new URL(response.headers().location, 'http://x').pathname + new URL(response.headers().location, 'http://x').search,
  ).toBe(`/${STORY}?utm_source=Newsletter`)
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/)

  await page.goto('/Night-Shifts-To-Open-Roads')
  await expect(page).toHaveURL(new RegExp(`/${STORY}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Case-sensitive tokens and the API are not touched.
  expect((await request.get('/api/Stories', { maxRedirects: 0 })).status()).not.toBe(301)
})

// The last: the 400 page asked for by its own address is a 400 too, never a cached 200.
for (const path of ['/%E0%A4%A', '/foo%zz', '/stories/%E0%A4%A', '/bad-request']) {
  test(`${path} is the styled 400 page, in the site's layout`, async ({ request }) => {
    const response = await request.get(path)
    expect(response.status()).toBe(400)
    expect(response.headers()['cache-control']).toBe('no-store')
    expect(response.headers()['content-type']).toMatch(/text\/html/)
    const html = await response.text()
    expect(html).toContain('This address is not valid')
  })
}

test('the 400 page has a header, a footer, a heading, a way home, and no axe violations at 390 and 1280 px', async ({
  page,
}) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    const response = await page.goto('/foo%zz')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('heading', { level: 1, name: /This address is not valid/ })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await expectNoAxeViolations(page)
  }
})

test('the API keeps its plain 400 for a bad path', async ({ request }) => {
  const response = await request.get('/api/media/file/%E0%A4%A')
  expect(response.status()).toBe(400)
  expect(await response.text()).toMatch(/not valid percent-encoding/)
})

test('a YouTube block whose thumbnail cannot load shows its placeholder: title, play button, no broken image', async ({
  page,
}) => {
  await page.route('https://i.ytimg.com/**', (route) => route.abort())
  await page.goto(`/${STORY}`)
  const video = page.getByTestId('post-body').locator('[data-block="youtube"]')
  await video.scrollIntoViewIfNeeded()
  const placeholder = video.locator('[data-slot="youtube-placeholder"]')
  await expect(placeholder).toBeVisible()
  await expect(placeholder).toContainText('Big Buck Bunny')
  // The failed thumbnail is taken away (no broken-image glyph over the placeholder).
  await expect(video.locator('img')).toHaveCount(0)
  const play = video.getByRole('button', { name: /^Play: Big Buck Bunny/ })
  await expect(play).toBeVisible()
  await play.click()
  await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/)
})
