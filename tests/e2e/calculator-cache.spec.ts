/**
 * The calculator page is served from the route cache, and refreshed at once when staff save the
 * cost-data global or a fuel price changes (issue 13 points 1, 4 and 7). Runs in the `cache`
 * project, after the other specs (it changes what they read), and puts everything back.
 */
import { expect, test } from '@playwright/test'

import { adminToken, okText } from './support'

test.describe.configure({ mode: 'serial' })

const PAGE = '/vanlife-cost-calculator'

test('the calculator page is cached and says so', async ({ request }) => {
  await request.get(PAGE)
  const second = await request.get(PAGE)
  expect(second.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  expect(second.headers()['x-nextjs-cache']).toBe('HIT')
})

test('saving the cost data shows on the page at once: a new WiFi option, a region opened', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const read = await request.get('/api/globals/cost-data', { headers: auth, params: { depth: '0' } })
  const global = (await read.json()) as {
    usa: { utilities: { wifiOptions: { name: string; monthlyCost: number; setupCost: number }[] } }
    canada: { available: boolean }
  }
  const marker = `Wifi${Date.now().toString(36)}`
  await okText(request, PAGE)
  expect(await okText(request, PAGE)).not.toContain(marker)

  const usa = { ...global.usa, utilities: { ...global.usa.utilities } }
  usa.utilities.wifiOptions = [...global.usa.utilities.wifiOptions, { name: marker, monthlyCost: 12, setupCost: 0 }]
  const saved = await request.post('/api/globals/cost-data', {
    headers: auth,
    data: { usa, canada: { ...global.canada, available: true } },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  try {
    const html = await okText(request, PAGE)
    expect(html).toContain(marker)
    // Canada is no longer "Coming soon" in the page as served.
    expect(html).not.toMatch(/disabled=""[^>]*>Canada/)
  } finally {
    const restored = await request.post('/api/globals/cost-data', {
      headers: auth,
      data: { usa: global.usa, canada: global.canada },
    })
    expect(restored.ok()).toBe(true)
  }
  expect(await okText(request, PAGE)).not.toContain(marker)
})

test('a changed fuel price shows on the page at once', async ({ request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get('/api/fuel-prices', {
    headers: auth,
    params: { 'where[region][equals]': 'uk', 'where[fuelType][equals]': 'diesel', limit: '1' },
  })
  const { docs } = (await found.json()) as { docs: { id: number; price: number }[] }
  expect(docs).toHaveLength(1)
  const [diesel] = docs
  const price = 1.987
  await okText(request, PAGE)
  const changed = await request.patch(`/api/fuel-prices/${diesel.id}`, { headers: auth, data: { price } })
  expect(changed.status(), await changed.text()).toBe(200)
  try {
    expect(await okText(request, PAGE)).toContain(String(price))
  } finally {
    await request.patch(`/api/fuel-prices/${diesel.id}`, { headers: auth, data: { price: diesel.price } })
  }
})

test('an open page learns a changed fuel price at once and recomputes, without a reload', async ({ page, request }) => {
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get('/api/fuel-prices', {
    headers: auth,
    params: { 'where[region][equals]': 'uk', 'where[fuelType][equals]': 'diesel', limit: '1' },
  })
  const [diesel] = ((await found.json()) as { docs: { id: number; price: number }[] }).docs
  await page.goto(`${PAGE}?region=uk&fuelType=diesel&mpg=30&miles=900`)
  const note = page.getByTestId('fuel-price')
  await expect(note).toContainText(`£${diesel.price.toFixed(2)} per litre`)
  const transport = page.locator('[data-calculator-section="transportation"]')
  const before = await transport.locator('h2 + p').textContent()

  const changed = await request.patch(`/api/fuel-prices/${diesel.id}`, {
    headers: auth,
    data: { price: 2.25, source: 'live', lastUpdated: new Date().toISOString() },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  try {
    await expect(note).toContainText('£2.25 per litre')
    await expect(note).toContainText('live from UK retailers')
    await expect(transport.locator('h2 + p')).not.toHaveText(before ?? '')
  } finally {
    await request.patch(`/api/fuel-prices/${diesel.id}`, {
      headers: auth,
      data: { price: diesel.price, source: 'estimate' },
    })
  }
})
