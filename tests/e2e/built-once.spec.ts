/**
 * Built once, configured at start (issue 21 point 6): scripts/test.sh builds with SITE_URL set to
 * BUILD_SITE_URL and without a database; the e2e server starts that build on a seeded database
 * with another SITE_URL (its own address). No page may carry the build's address or the site
 * settings' fallback name ("Vanlife Community", what the build reads without a database): every
 * page shows the running configuration and the database's site name.
 */
import { expect, test } from '@playwright/test'

const BUILD_SITE_URL = process.env.BUILD_SITE_URL
const FALLBACK_NAME = 'Vanlife Community'
/** The name the demo content gives the site (src/seed/siteSettings.ts). */
const SEEDED_NAME = 'Vanlife Voices'

/** Pages a visitor reaches that the sitemap does not list. */
const UNLISTED = [
  '/not-found',
  '/no-such-page/at-all',
  '/robots.txt',
  '/sitemap.xml',
  '/feed.xml',
  '/auth',
  '/auth/forgot-password',
  '/newsletter/confirm',
  '/newsletter/unsubscribe',
  '/newsletter/confirm/done',
  '/link',
  '/checkout',
]

test.describe('Built once, configured at start', () => {
  test.skip(!BUILD_SITE_URL, 'needs a build made with another SITE_URL (scripts/test.sh sets BUILD_SITE_URL)')

  test('no page carries the build-time address or the fallback name', async ({ request, baseURL }) => {
    test.setTimeout(120_000)
    const buildHost = new URL(BUILD_SITE_URL!).host
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(listed.length).toBeGreaterThan(10)
    // The sitemap names the running address.
    expect(sitemap).toContain(`<loc>${baseURL}/`)
    const paths = [...new Set([...listed, ...UNLISTED])]
    for (const path of paths) {
      const response = await request.get(path)
      expect([200, 404], path).toContain(response.status())
      const body = await response.text()
      expect(body.includes(buildHost), `${path} carries the build's SITE_URL`).toBe(false)
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ''
      expect(title.includes(FALLBACK_NAME), `${path}: <title>${title}</title>`).toBe(false)
    }
  })

  test('/not-found shows the site name from the database, in its title, header and footer', async ({ page }) => {
    const response = await page.goto('/not-found')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(new RegExp(SEEDED_NAME))
    await expect(page.getByRole('heading', { name: /Oops! Page not found/ })).toBeVisible()
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(SEEDED_NAME)
    await expect(footer).not.toContainText(FALLBACK_NAME)
    await expect(page.getByRole('banner')).not.toContainText(FALLBACK_NAME)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toBe(new URL('/not-found', page.url()).toString())
  })
})
