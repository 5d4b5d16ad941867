/**
 * /vanlife and the stories of one kind (issue 11 point 3) on the demo content, at a phone and a
 * wide width: what vanlife is, the groups with their newest stories and links to the filtered
 * lists; a filtered list showing only its kind, with its own canonical URL and the current chip,
 * with and without JavaScript; an unknown kind answering the not-found page; axe on both.
 * What each kind holds comes from the public REST API, with story-kinds.ts's rules.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'

import { STORY_KIND_TEXT, STORY_KINDS, type StoryKind } from '../../src/features/content/story-kinds'
import { animationsDone, cards, expectNoAxeViolations, hydrated } from './support'

type Story = { slug: string; title: string }

/** The published stories of a kind, newest first, as the lists order them. */
async function storiesOfKind(request: APIRequestContext, kind: StoryKind): Promise<Story[]> {
  const filter: Record<string, string> =
    kind === 'skoolie'
      ? { 'where[and][0][rigType][equals]': 'skoolie', 'where[and][1][vanlifeType][not_equals]': 'org' }
      : { 'where[vanlifeType][equals]': kind }
  const response = await request.get('/api/stories', {
    params: { sort: '-publishDate,-id', limit: '100', depth: '0', 'where[_status][equals]': 'published', ...filter },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { docs: Story[] }).docs
}

async function cardHrefs(scope: Page | Locator): Promise<(string | null)[]> {
  return cards(scope)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
}

const canonical = (page: Page) => page.locator('link[rel="canonical"]')

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'wide', width: 1280, height: 800 },
]) {
  test.describe(`/vanlife and the lists by kind (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('what vanlife is, then each kind with its newest stories and a link to its list', async ({
      page,
      request,
      baseURL,
    }) => {
      const response = await page.goto('/vanlife')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'What is vanlife?' })).toBeVisible()
      await expect(page.getByText(/^Vanlife is the simple idea of making a vehicle your home/)).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: 'What it is really like' })).toBeVisible()
      await expect(canonical(page)).toHaveAttribute('href', `${baseURL}/vanlife`)
      await expect(page).toHaveTitle(/^What Is Vanlife\? Stories From Life on the Road \| /)

      for (const kind of STORY_KINDS) {
        const text = STORY_KIND_TEXT[kind]
        const expected = await storiesOfKind(request, kind)
        expect(expected.length, `demo stories of kind ${kind}`).toBeGreaterThan(0)
        const group = page.getByRole('region', { name: text.title, exact: true })
        await expect(group.getByRole('heading', { level: 2, name: text.title })).toBeVisible()
        await expect(cards(group)).toHaveCount(Math.min(3, expected.length))
        expect(await cardHrefs(group)).toEqual(expected.slice(0, 3).map((story) => `/${story.slug}`))
        const all = group.getByRole('link', { name: `${text.linkLabel} (${expected.length})` })
        await expect(all).toHaveAttribute('href', `/stories?type=${kind}`)
      }

      // A skoolie family is in both groups.
      const family = await cardHrefs(page.getByRole('region', { name: 'Vanlife Families', exact: true }))
      const skoolie = await cardHrefs(page.getByRole('region', { name: 'Skoolies', exact: true }))
      expect(family.filter((href) => skoolie.includes(href)).length).toBeGreaterThan(0)
    })

    test('the page’s kind chips jump to their group; a group’s link opens its list', async ({ page }) => {
      await page.goto('/vanlife')
      await hydrated(page)
      await page
        .getByRole('navigation', { name: 'Stories on this page' })
        .getByRole('link', { name: 'Skoolies' })
        .click()
      await expect(page).toHaveURL(/\/vanlife#stories-skoolie$/)
      await expect(page.getByRole('heading', { level: 2, name: 'Skoolies' })).toBeInViewport()

      await page.getByRole('link', { name: /^See all couple stories/ }).click()
      await expect(page).toHaveURL(/\/stories\?type=couple$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Vanlife Couples' })).toBeVisible()
    })

    test('a list by kind shows only that kind, with its own canonical URL and the current chip', async ({
      page,
      request,
      baseURL,
    }) => {
      const expected = await storiesOfKind(request, 'skoolie')
      const response = await page.goto('/stories?type=skoolie')
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: 'Skoolies' })).toBeVisible()
      await expect(page.getByText(/Retired school buses turned into homes/)).toBeVisible()
      await expect(page).toHaveTitle(/^Skoolies: Vanlife Stories \| /)
      await expect(canonical(page)).toHaveAttribute('href', `${baseURL}/stories?type=skoolie`)
      const main = page.getByRole('main')
      await expect(cards(main)).toHaveCount(Math.min(12, expected.length))
      expect(await cardHrefs(main)).toEqual(expected.slice(0, 12).map((story) => `/${story.slug}`))
      // None featured: every card is the same size.
      await expect(main.locator('[data-slot="story-card"][data-featured="true"]')).toHaveCount(0)

      const chips = page.getByRole('navigation', { name: 'Kinds of story' })
      await expect(chips.getByRole('link', { name: 'Skoolies' })).toHaveAttribute('aria-current', 'page')
      await expect(chips.locator('[aria-current]')).toHaveCount(1)
      for (const kind of STORY_KINDS) {
        await expect(chips.getByRole('link', { name: STORY_KIND_TEXT[kind].chip })).toHaveAttribute(
          'href',
          `/stories?type=${kind}`,
        )
      }
      await expect(chips.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/stories')
    })

    // The pages of a list, with JavaScript and without: search-paging.spec.ts (it publishes enough
    // stories for more than one page; the demo's 13 fill one, list-layout.ts).
    test('with JavaScript, the chips open what their address says', async ({ page }) => {
      // The client router would ask for /stories's data without the query and show the whole list.
      await page.goto('/stories')
      await hydrated(page)
      await page
        .getByRole('navigation', { name: 'Kinds of story' })
        .getByRole('link', { name: 'Organisations' })
        .click()
      await expect(page).toHaveURL(/\/stories\?type=org$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Organisations on the Road' })).toBeVisible()
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the chips are plain links from /stories to each kind and back', async ({ page, request }) => {
        await page.goto('/stories')
        const chips = page.getByRole('navigation', { name: 'Kinds of story' })
        await expect(chips.getByRole('link', { name: 'All stories' })).toHaveAttribute('aria-current', 'page')

        await chips.getByRole('link', { name: 'Families' }).click()
        await expect(page).toHaveURL(/\/stories\?type=family$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Vanlife Families' })).toBeVisible()
        const expected = await storiesOfKind(request, 'family')
        expect(await cardHrefs(page.getByRole('main'))).toEqual(expected.map((story) => `/${story.slug}`))
        // Visible without the script that fades cards in.
        await expect
          .poll(() =>
            cards(page.getByRole('main'))
              .first()
              .evaluate((element) => getComputedStyle(element).opacity),
          )
          .toBe('1')

        await page
          .getByRole('navigation', { name: 'Kinds of story' })
          .getByRole('link', { name: 'All stories' })
          .click()
        await expect(page).toHaveURL(/\/stories$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Vanlife Stories' })).toBeVisible()
      })
    })

    for (const path of ['/vanlife', '/stories?type=family']) {
      test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(200)
        await expect(cards(page.getByRole('main')).first()).toBeVisible()
        await animationsDone(page)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('an unknown, empty or repeated kind, or a page past the last, answers the not-found page', async ({
  request,
  page,
}) => {
  for (const query of [
    '?type=vans',
    '?type=Solo',
    '?type=',
    '?type=solo&type=org',
    '?type=solo&page=0',
    '?type=solo&page=99',
  ]) {
    expect((await request.get(`/stories${query}`)).status(), query).toBe(404)
  }
  const response = await page.goto('/stories?type=organisations')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: /Oops! Page not found/ })).toBeVisible()
})
