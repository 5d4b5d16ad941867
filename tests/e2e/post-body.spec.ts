/**
 * Post bodies (SPEC §9 rich-content blocks) on the demo content: the travel-nurse story carries
 * a highlight, a YouTube video and a cta; the solar article a subscribe block, an image and a
 * dynamic-cta.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminToken, expectNoAxeViolations } from './support'

const STORY = 'night-shifts-to-open-roads'
const ARTICLE = 'how-much-solar-do-you-need'

async function openBody(page: Page, slug: string) {
  const response = await page.goto(`/${slug}`)
  expect(response?.status(), `/${slug}`).toBe(200)
  return page.getByTestId('post-body')
}

test.describe('post body blocks', () => {
  test('story: highlight, cta and a YouTube placeholder that loads the player on click', async ({ page }) => {
    const body = await openBody(page, STORY)
    const highlight = body.locator('[data-block="highlight"]')
    await expect(highlight).toBeVisible()
    await expect(highlight).toContainText('Sleeping in daylight')

    const cta = body.locator('[data-block="cta"]')
    await expect(cta.getByRole('heading', { name: 'Living on the road for work?' })).toBeVisible()
    await expect(cta.getByRole('link', { name: 'Share your story' })).toHaveAttribute('href', '/share-your-story')

    const video = body.locator('[data-block="youtube"]')
    await expect(video.locator('iframe')).toHaveCount(0)
    const play = video.getByRole('button', { name: /^Play: Big Buck Bunny/ })
    await play.scrollIntoViewIfNeeded()
    await play.click()
    const iframe = video.locator('iframe')
    await expect(iframe).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/)
    await expect(iframe).toHaveAttribute('title', /Big Buck Bunny/)
  })

  test('article: image, dynamic-cta, and Join Now opens the subscribe dialog', async ({ page }) => {
    const body = await openBody(page, ARTICLE)
    const image = body.locator('[data-block="image"] img')
    await expect(image).toHaveAttribute('width', /^\d+$/)
    expect(Number(await image.getAttribute('width'))).toBeLessThanOrEqual(800)
    await expect(body.locator('[data-block="image"] figcaption')).toContainText('Four 100 W panels')

    const dynamic = body.locator('[data-block="cta"]', { hasText: 'What will your power setup cost per month?' })
    await expect(dynamic.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute(
      'href',
      '/vanlife-cost-calculator',
    )

    const subscribe = body.locator('[data-block="subscribe"]')
    await expect(subscribe.getByRole('heading', { name: /^Join the .+ community$/ })).toBeVisible()
    await subscribe.getByRole('button', { name: 'Join Now' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading', { name: /^Subscribe to / })).toBeVisible()
  })

  test('bodies with blocks are axe clean', async ({ page }) => {
    for (const slug of [STORY, ARTICLE]) {
      await openBody(page, slug)
      await expectNoAxeViolations(page)
    }
  })

  test('the admin editor shows the body blocks of a story', async ({ page, request }) => {
    test.setTimeout(90_000) // the admin bundle is large
    const token = await adminToken(request)
    const response = await request.get('/api/stories', {
      params: { 'where[slug][equals]': STORY, depth: '0', limit: '1' },
      headers: { Authorization: `JWT ${token}` },
    })
    const { docs } = (await response.json()) as { docs: { id: number }[] }
    await page.goto('/admin')
    await page.context().addCookies([{ name: 'payload-token', value: token, url: page.url() }])
    await page.goto(`/admin/collections/stories/${docs[0].id}`)
    const editor = page.locator('.rich-text-lexical').first()
    await expect(editor).toContainText('The first night I slept in the van', { timeout: 30_000 })
    await expect(page.locator('input[value="Sleeping in daylight"]')).toHaveCount(1)
    await expect(page.locator('input[value="aqz-KE-bpKQ"]')).toHaveCount(1)
  })
})
