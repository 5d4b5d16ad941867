/**
 * The home page's shop teaser (issue 21 point 5): it shows the products on sale from the route
 * cache, and follows the products at once while the page stays a cached static page: staff
 * marking every product out of stock takes the teaser away, and putting one back brings it back.
 * Runs in the `cache` project, after the other specs and one spec at a time: it changes what they
 * read (and puts everything back), and a cache HIT holds only while nobody saves meanwhile.
 */
import { expect, type Page, test } from '@playwright/test'

import { adminToken, okText } from './support'

test.describe.configure({ mode: 'serial' })

type Product = { id: number; slug: string; name: string; inStock: boolean }

const TEASER = 'data-testid="shop-teaser"'
const teaser = (page: Page) => page.getByTestId('shop-teaser')

test('the home page shows the products on sale, from the route cache, with a link to the shop', async ({
  page,
  request,
}) => {
  const { docs } = (await (await request.get('/api/products', { params: { depth: '0', limit: '50' } })).json()) as {
    docs: Product[]
  }
  const onSale = docs.filter((product) => product.inStock)
  expect(onSale.length).toBeGreaterThan(0)

  await request.get('/')
  const response = await page.goto('/')
  expect(response?.headers()['x-nextjs-cache']).toBe('HIT')
  expect(response?.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)

  const section = teaser(page)
  await expect(section.getByRole('heading', { level: 2, name: 'From the Shop' })).toBeVisible()
  const cards = section.locator('[data-slot="product-card"]')
  await expect(cards).toHaveCount(Math.min(3, onSale.length))
  for (const product of onSale.slice(0, 3)) {
    await expect(section.getByRole('link', { name: product.name, exact: true })).toHaveAttribute(
      'href',
      `/shop/${product.slug}`,
    )
  }
  await section.getByRole('link', { name: 'Visit the Shop' }).click()
  await expect(page).toHaveURL(/\/shop$/)
})

test('the teaser leaves the cached home page when nothing can be bought, and comes back', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const { docs } = (await (
    await request.get('/api/products', { headers: auth, params: { depth: '0', limit: '50' } })
  ).json()) as { docs: Product[] }
  const onSale = docs.filter((product) => product.inStock)
  expect(onSale.length).toBeGreaterThan(0)

  const setInStock = async (product: Product, inStock: boolean) => {
    const saved = await request.patch(`/api/products/${product.id}`, { headers: auth, data: { inStock } })
    expect(saved.status(), await saved.text()).toBe(200)
  }

  await okText(request, '/')
  expect(await okText(request, '/')).toContain(TEASER)
  try {
    for (const product of onSale) await setInStock(product, false)
    // Each save expires the products tag (some after their answer: deferred revalidation), so the
    // page may be rendered anew once or twice before it settles.
    await expect.poll(async () => (await okText(request, '/')).includes(TEASER), { timeout: 20_000 }).toBe(false)
    // Still a cached page: it is served from the cache again, without the teaser.
    await expect.poll(async () => (await request.get('/')).headers()['x-nextjs-cache'], { timeout: 20_000 }).toBe('HIT')
    const again = await request.get('/')
    expect(again.headers()['x-nextjs-cache']).toBe('HIT')
    expect(await again.text()).not.toContain(TEASER)

    await setInStock(onSale[0], true)
    await expect.poll(async () => (await okText(request, '/')).includes(TEASER), { timeout: 20_000 }).toBe(true)
    expect(await okText(request, '/')).toContain(onSale[0].name)
  } finally {
    for (const product of onSale) await setInStock(product, true)
  }
})
