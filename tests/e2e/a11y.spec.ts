/**
 * Every public route through axe (WCAG 2.2 AA: wcag2a, wcag2aa, wcag21aa, wcag22aa, which holds
 * 2.5.8 Target Size), at 1280 px (desktop project) and at 390 px (mobile project), with the
 * dialogs and panels open: the story dialog, the search dialog, the subscribe dialog, the Privacy
 * Policy dialog, the cart panel, the mobile menu and the contact form's errors. One page load per
 * route and width (the cart's route: the product page, then /checkout with the item in the cart).
 * The shop's later steps (/payment, the simulator, /order-confirmation) are in shop-a11y.spec.ts.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { createMember, ownAddress, signInThroughApi } from './accounts.shared'
import { addToCart, cartButton, cartPanel, openProduct, TEE } from './shop.shared'
import { expectNoAxeViolations, latestPublishedStory } from './support'

test.describe.configure({ timeout: 120_000 })

type Route = {
  name: string
  /** The address, or how to find it (a story, an article). */
  path: string | ((request: APIRequestContext) => Promise<string>)
  /** The status expected (200 unless told). */
  status?: number | readonly number[]
  /** Signs a new member in first. */
  signedIn?: boolean
  /** After the load: opens a dialog or panel, or shows errors, and returns when it is on screen. */
  open?: (page: Page, width: 'desktop' | 'mobile') => Promise<void>
}

async function newestArticle(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/articles', {
    params: { sort: '-publishDate', limit: '1', depth: '0', 'where[_status][equals]': 'published' },
  })
  expect(response.ok()).toBe(true)
  const { docs } = (await response.json()) as { docs: { slug: string }[] }
  if (!docs[0]) throw new Error('The e2e database has no published article')
  return `/${docs[0].slug}`
}

/** Waits until the page's client code runs (click handlers are attached after hydration). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.waitForTimeout(300)
}

const ROUTES: Route[] = [
  { name: 'home', path: '/' },
  {
    name: 'home, search dialog open',
    path: '/',
    open: async (page) => {
      await hydrated(page)
      await page.getByRole('banner').getByRole('link', { name: 'Search' }).filter({ visible: true }).click()
      await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible()
    },
  },
  {
    name: 'home, mobile menu open',
    path: '/',
    open: async (page, width) => {
      test.skip(width === 'desktop', 'The menu button is for narrow screens')
      await hydrated(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    },
  },
  { name: 'stories', path: '/stories' },
  { name: 'stories page 2 (or the 404 when one page holds them all)', path: '/stories/page/2', status: [200, 404] },
  { name: 'solo stories', path: '/stories/type/solo' },
  { name: 'couple stories', path: '/stories/type/couple' },
  { name: 'family stories', path: '/stories/type/family' },
  { name: 'skoolie stories', path: '/stories/type/skoolie' },
  { name: 'organisation stories', path: '/stories/type/org' },
  { name: 'articles', path: '/articles' },
  { name: 'a story', path: async (request) => `/${(await latestPublishedStory(request)).slug}` },
  { name: 'an article', path: newestArticle },
  { name: 'vanlife', path: '/vanlife' },
  { name: 'cost calculator', path: '/vanlife-cost-calculator' },
  { name: 'about', path: '/about' },
  { name: 'Vunked', path: '/about-vunked' },
  { name: 'Trelino', path: '/about-trelino' },
  { name: 'shop', path: '/shop' },
  {
    name: 'a product, cart panel open, then checkout with the item',
    path: `/shop/${TEE.slug}`,
    open: async (page) => {
      await openProduct(page, TEE)
      await addToCart(page, { size: 'M' })
      await cartButton(page).click()
      await expect(cartPanel(page).getByRole('link', { name: 'Checkout' })).toBeVisible()
      await expectNoAxeViolations(page)
      await page.keyboard.press('Escape')
      await page.goto('/checkout')
      await expect(page.getByRole('form', { name: 'Contact and shipping details' })).toBeVisible()
    },
  },
  { name: 'contact', path: '/contact' },
  {
    name: 'contact, the form with its errors',
    path: '/contact',
    open: async (page) => {
      const form = page.getByRole('form', { name: 'Contact form' })
      await hydrated(page)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('alert').or(form.locator('[aria-invalid="true"]')).first()).toBeVisible()
    },
  },
  {
    name: 'share your story, story dialog open',
    path: '/share-your-story',
    open: async (page) => {
      await hydrated(page)
      await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
    },
  },
  {
    name: 'about, subscribe dialog open',
    path: '/about',
    open: async (page) => {
      await hydrated(page)
      // The desktop bar's button, or the icon button beside the menu toggle at 390 px.
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Subscribe', exact: true })
        .filter({ visible: true })
        .first()
        .click()
      await expect(page.getByRole('dialog').getByRole('heading', { name: /^Subscribe to / })).toBeVisible()
    },
  },
  {
    name: 'terms, Privacy Policy dialog open',
    path: '/terms',
    open: async (page) => {
      await hydrated(page)
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' }).click()
      await expect(page.getByRole('dialog', { name: 'Privacy Policy' }).getByRole('heading').first()).toBeVisible()
    },
  },
  { name: 'newsletter confirm link', path: '/newsletter/confirm?token=e2e' },
  { name: 'newsletter confirmed', path: '/newsletter/confirm/done' },
  { name: 'newsletter confirm expired', path: '/newsletter/confirm/expired' },
  { name: 'newsletter unsubscribe link', path: '/newsletter/unsubscribe?token=e2e' },
  { name: 'newsletter unsubscribed', path: '/newsletter/unsubscribe/done' },
  { name: 'sign in', path: '/auth' },
  { name: 'forgot password', path: '/auth/forgot-password' },
  { name: 'reset password', path: '/auth/reset-password?token=e2e' },
  { name: 'confirm account', path: '/auth/confirm?token=e2e' },
  { name: 'search', path: '/search' },
  { name: 'search results', path: '/search?q=road' },
  { name: 'link in bio', path: '/link' },
  { name: 'terms', path: '/terms' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'accessibility statement', path: '/accessibility' },
  { name: '404 page', path: '/this-road-leads-nowhere-e2e', status: 404 },
  { name: 'account', path: '/account', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'orders', path: '/orders', signedIn: true },
]

for (const route of ROUTES) {
  test(`${route.name} has no WCAG 2.2 A/AA violations`, async ({ page, request }, testInfo) => {
    await ownAddress(page)
    if (route.signedIn) await signInThroughApi(page, await createMember(request, undefined, 'a11y'))
    const path = typeof route.path === 'string' ? route.path : await route.path(request)
    const response = await page.goto(path)
    const statuses: readonly number[] = typeof route.status === 'number' ? [route.status] : (route.status ?? [200])
    expect(statuses, path).toContain(response?.status())
    // Not 'networkidle': Next keeps prefetching. Wait for the content (the fonts: in the check).
    await expect(page.getByRole('main')).toBeVisible()
    await route.open?.(page, testInfo.project.name === 'mobile' ? 'mobile' : 'desktop')
    await expectNoAxeViolations(page)
  })
}
