/**
 * /search paging (issue 25 point 1) at 1280 and 390 px, with and without JavaScript. The demo
 * content has fewer posts than a results page holds, so this spec publishes SEARCH_PER_PAGE + 1
 * stories sharing one made-up word (dated long ago, so none becomes the newest) and removes them
 * afterwards. It changes the story lists other specs count, so it runs in its own project after
 * theirs (playwright.config.ts).
 */
import { type APIRequestContext, expect, request as requests, test } from '@playwright/test'

import { SEARCH_PER_PAGE } from '@/features/search/types'

import { ownAddress } from './accounts.shared'
import { adminToken, withoutIds } from './support'

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
