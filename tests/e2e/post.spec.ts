/**
 * The post page /{slug} (SPEC §2 "Dynamic post") on the demo content, its metadata, the 404 for
 * unknown slugs, and the staff-only draft preview.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminToken, expectNoAxeViolations } from './support'

const ARTICLE = 'how-much-solar-do-you-need'
const STORIES = {
  solo: 'night-shifts-to-open-roads',
  couple: 'forty-feet-of-second-chances',
  family: 'homeschool-at-seven-thousand-feet',
  org: 'fix-it-forward-repair-cafe-on-wheels',
} as const
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

async function open(page: Page, slug: string): Promise<void> {
  const response = await page.goto(`/${slug}`)
  expect(response?.status(), `/${slug}`).toBe(200)
}

test.describe('article page', () => {
  test('shows the hero, title, meta line, image credit, body and About the Author', async ({ page }) => {
    await open(page, ARTICLE)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toContainText('How Much Solar')
    await expect(main.getByText(/^\d+ min read$/)).toBeVisible()
    await expect(main.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible()
    await expect(main.getByText(/^Feature image credit: /)).toBeVisible()
    await expect(main.getByRole('heading', { level: 2, name: 'About the Author' })).toBeVisible()
    const card = main.getByTestId('author-card')
    await expect(card.getByRole('heading', { name: 'Alex Rivera' })).toBeVisible()
    const instagram = card.getByRole('link', { name: /Instagram/ })
    await expect(instagram).toHaveAttribute('target', '_blank')
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(main.locator('picture img')).toHaveCount(1)
  })

  test('has its canonical URL, article Open Graph tags, the feed link and JSON-LD', async ({ page }) => {
    await open(page, ARTICLE)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${ARTICLE}$`))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute('content', /^\d{4}-/)
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/api\/media\/file\//)
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      /\/feed\.xml$/,
    )
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'Article', author: { '@type': 'Person', name: 'Alex Rivera' } })
  })
})

test.describe('story page', () => {
  const headings = {
    solo: 'Meet the Vanlifer',
    couple: 'Meet the Vanlife Couple',
    family: 'Meet the Vanlife Family',
    org: 'About the Author',
  } as const

  for (const [type, slug] of Object.entries(STORIES) as [keyof typeof STORIES, string][]) {
    test(`a ${type} story has the heading "${headings[type]}" over the author card`, async ({ page }) => {
      await open(page, slug)
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2, name: headings[type] })).toBeVisible()
      await expect(main.getByTestId('author-card')).toBeVisible()
      await expect(main.getByText(/^Illustration: .+, drawn for Vanlife Voices$/)).toBeVisible()
      await expect(main.getByRole('heading', { name: 'Vanlife Cost of Living Calculator' })).toBeVisible()
      await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/vanlife-cost-calculator')
    })
  }

  test('a skoolie story shows "The Skoolie" and its setup details', async ({ page }) => {
    await open(page, STORIES.couple)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'The Skoolie' })).toBeVisible()
    const setup = main.getByTestId('setup-card')
    await expect(setup.getByRole('heading', { name: 'Skoolie Setup Details' })).toBeVisible()
    await expect(setup.getByText('Amenities')).toBeVisible()
    await expect(setup.locator('dl dt').first()).toBeVisible()
  })

  test('a van story shows "The Van"', async ({ page }) => {
    await open(page, STORIES.solo)
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'The Van', exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Van Setup Details' })).toBeVisible()
  })

  test('an org story has no setup section and a JSON-LD Organization author', async ({ page }) => {
    await open(page, STORIES.org)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2, name: 'About the Author' })).toBeVisible()
    await expect(main.getByRole('heading', { name: /^The (Van|Skoolie)$/ })).toHaveCount(0)
    await expect(main.getByTestId('setup-card')).toHaveCount(0)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', author: { '@type': 'Organization' } })
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${STORIES.org}$`))
  })
})

test('an unknown slug answers 404 with the not-found page', async ({ page }) => {
  for (const path of ['/no-such-story-here', '/Not_A_Slug']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  }
})

test('sitemap.xml, robots.txt and the RSS feed list the posts', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const sitemapXml = await sitemap.text()
  expect(sitemapXml).toContain(`/${ARTICLE}</loc>`)
  expect(sitemapXml).toContain(`/${STORIES.org}</loc>`)
  expect(sitemapXml).toContain('<lastmod>')

  const robots = await request.get('/robots.txt')
  expect(await robots.text()).toMatch(/Disallow: \/admin/)

  const feed = await request.get('/feed.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const feedXml = await feed.text()
  expect(feedXml).toContain('<rss version="2.0"')
  // 13 demo stories and 4 articles (other specs may add more; the feed keeps 20).
  const items = feedXml.match(/<item>/g)?.length ?? 0
  expect(items).toBeGreaterThanOrEqual(17)
  expect(items).toBeLessThanOrEqual(20)
})

test.describe('accessibility', () => {
  for (const viewport of VIEWPORTS) {
    test(`an article and a story have no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      for (const slug of [ARTICLE, STORIES.couple]) {
        await open(page, slug)
        await expectNoAxeViolations(page)
      }
    })
  }

  test('the portrait hero is used below 768 px', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[0])
    await open(page, STORIES.couple)
    const src = await page.locator('main picture img').evaluate((img) => (img as HTMLImageElement).currentSrc)
    expect(decodeURIComponent(src)).toContain('portrait')
  })
})

test.describe('draft preview', () => {
  test('staff see a draft through /api/preview; anonymous visitors get 401', async ({ page, request }) => {
    // Before signing in: this request context has no session cookie yet.
    const anonymous = await request.get('/api/preview?collection=stories&slug=any-story', { maxRedirects: 0 })
    expect(anonymous.status()).toBe(401)

    const token = await adminToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const media = await request.get('/api/media', { params: { limit: '1', depth: '0' }, headers: auth })
    const imageId = ((await media.json()) as { docs: { id: number }[] }).docs[0].id
    const slug = `preview-draft-${Date.now().toString(36)}`
    const created = await request.post('/api/stories?draft=true', {
      headers: auth,
      data: {
        title: 'A Draft Only Staff Can See',
        slug,
        excerpt: 'Not yet published.',
        featuredImage: imageId,
        author: { name: 'Draft Author' },
        publishDate: new Date().toISOString(),
        vanlifeType: 'solo',
        rigType: 'van',
        _status: 'draft',
      },
    })
    expect(created.ok(), await created.text()).toBe(true)

    expect((await page.goto(`/${slug}`))?.status()).toBe(404)

    await page.context().addCookies([{ name: 'payload-token', value: token, url: page.url() }])
    const preview = await page.goto(`/api/preview?collection=stories&slug=${slug}`)
    expect(preview?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Draft Only Staff Can See')
    await expect(page.getByRole('status').filter({ hasText: 'Preview mode' })).toBeVisible()

    await page.getByRole('link', { name: 'Exit' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Oops! Page not found')
  })
})
