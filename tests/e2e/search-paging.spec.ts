/**
 * /search paging (issue 25 point 1) at 1280 and 390 px, with and without JavaScript. The demo
 * content has fewer posts than a results page holds, so this spec publishes SEARCH_PER_PAGE + 1
 * stories sharing one made-up word (dated long ago, so none becomes the newest) and removes them
 * afterwards. It changes the story lists other specs count, so it runs in its own project after
 * theirs (playwright.config.ts).
 */
import { type APIRequestContext, expect, request as requests, test } from '@playwright/test'

import { listPages } from '@/features/content/list-layout'
import { SEARCH_PER_PAGE } from '@/features/search/types'

import { ownAddress } from './accounts.shared'
import { gridRows, loneCards } from './list-rows'
import { adminToken, cards, hydrated, withoutIds } from './support'

const BASE_URL = `http://localhost:${process.env.E2E_PORT ?? 3100}`
const STORIES = SEARCH_PER_PAGE + 1

/** A word in the new stories' titles only (letters only: one token on both engines). */
const WORD = `pagingcheck${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`

const SIZES = [
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: '390 px',
    use: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  },
]

let api: APIRequestContext
const created: number[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  api = await requests.newContext({ baseURL: BASE_URL })
  const auth = { Authorization: `JWT ${await adminToken(api)}` }
  const newest = await api.get('/api/stories', {
    headers: auth,
    params: { sort: '-publishDate', limit: '1', depth: '0', 'where[_status][equals]': 'published' },
  })
  const template = withoutIds(((await newest.json()) as { docs: unknown[] }).docs[0]) as Record<string, unknown>
  for (let index = 1; index <= STORIES; index += 1) {
    const response = await api.post('/api/stories', {
      headers: auth,
      data: {
        ...template,
        slug: `${WORD}-${index}`,
        title: `Paging check ${WORD} ${index}`,
        publishDate: new Date(Date.UTC(2001, 0, index)).toISOString(),
        _status: 'published',
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    created.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
})

test.afterAll(async () => {
  const auth = { Authorization: `JWT ${await adminToken(api)}` }
  for (const id of created) await api.delete(`/api/stories/${id}`, { headers: auth })
  await api.dispose()
})

for (const size of SIZES) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${size.name}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
      test.use({ ...size.use, javaScriptEnabled })

      test('a search with two pages: the count, page 2 through the pager, back to page 1', async ({ page }) => {
        await ownAddress(page)
        await page.goto(`/search?q=${WORD}`)
        const main = page.getByRole('main')
        await expect(main.getByText(`${STORIES} results for “${WORD}”, page 1 of 2`)).toBeVisible()
        await expect(main.getByRole('link', { name: /^Paging check/ })).toHaveCount(SEARCH_PER_PAGE)

        const pager = main.getByRole('navigation', { name: 'Search results pages' })
        await pager.getByRole('link', { name: 'Page 2', exact: true }).click()
        await expect(page).toHaveURL(`/search?q=${WORD}&page=2`)
        await expect(main.getByText(`${STORIES} results for “${WORD}”, page 2 of 2`)).toBeVisible()
        await expect(main.getByRole('link', { name: /^Paging check/ })).toHaveCount(STORIES - SEARCH_PER_PAGE)

        await pager.getByRole('link', { name: 'Page 1', exact: true }).click()
        await expect(page).toHaveURL(`/search?q=${WORD}`)
      })
    })
  }
}

/**
 * The story list's pages with the demo's 13 stories and these 21 (issue 26 point 4, list-layout.ts):
 * 11 beside the featured card, then 12, then 11; plain links without JavaScript; every page's
 * rows filled at 768 and 1280 px, no lone card; a later page cached like the first.
 */
test.describe('/stories paging (issue 26)', () => {
  test.use({ javaScriptEnabled: false })

  test('Next and Previous are plain links; pages of 11 (and the featured card), 12 and the rest', async ({
    page,
    request,
  }) => {
    const total = ((await (await request.get('/api/stories?limit=1&depth=0')).json()) as { totalDocs: number })
      .totalDocs
    const pages = listPages(total, { featuredFirst: true })
    expect(pages.length).toBeGreaterThan(1)
    await page.goto('/stories')
    const main = page.getByRole('main')
    const pagination = main.getByRole('navigation', { name: 'Stories pages' })
    await expect(pagination.locator('[aria-current="page"]')).toHaveText(/1/)
    await expect(cards(main)).toHaveCount(pages[0].count)
    await expect(cards(main).first()).toHaveAttribute('data-featured', 'true')

    await pagination.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/stories\?page=2$/)
    await expect(pagination.locator('[aria-current="page"]')).toHaveText(/2/)
    await expect(cards(main)).toHaveCount(pages[1].count)
    await expect(cards(main).first()).not.toHaveAttribute('data-featured', 'true')
    await expect
      .poll(() =>
        cards(main)
          .first()
          .evaluate((element) => getComputedStyle(element).opacity),
      )
      .toBe('1')

    await pagination.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/stories$/)
    await expect(cards(main)).toHaveCount(pages[0].count)
    expect((await request.get(`/stories?page=${pages.length + 1}`)).status()).toBe(404)
  })

  test('every page fills its rows at 768 and 1280 px: no lone card, no page of one story', async ({
    page,
    request,
  }) => {
    const total = ((await (await request.get('/api/stories?limit=1&depth=0')).json()) as { totalDocs: number })
      .totalDocs
    const pages = listPages(total, { featuredFirst: true })
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [index, slice] of pages.entries()) {
        await page.goto(index === 0 ? '/stories' : `/stories?page=${index + 1}`)
        await expect(cards(page.getByRole('main'))).toHaveCount(slice.count)
        expect(slice.count).toBeGreaterThan(1)
        const rows = await gridRows(page.getByRole('main'))
        expect(loneCards(rows), `page ${index + 1} at ${width} px: ${JSON.stringify(rows)}`).toEqual([])
        for (const row of rows.slice(0, -1)) expect(row.filled).toBeGreaterThan(0.97)
      }
    }
  })

  test('a later page is cached like the first', async ({ request }) => {
    await request.get('/stories?page=2')
    const second = await request.get('/stories?page=2')
    expect(second.status()).toBe(200)
    expect(second.headers()['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
  })
})

test('/stories with JavaScript: Next opens the page its address names (the client router keeps the query)', async ({
  page,
}) => {
  await page.goto('/stories')
  await hydrated(page)
  const pagination = page.getByRole('main').getByRole('navigation', { name: 'Stories pages' })
  await pagination.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/stories\?page=2$/)
  await expect(pagination.locator('[aria-current="page"]')).toHaveText(/2/)
})
