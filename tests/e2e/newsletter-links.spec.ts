/**
 * The newsletter's email links (issue 10 point 4, issue 9 point 1): the confirm and unsubscribe
 * pages are cached pages that only ask; GET and HEAD change nothing, the button's POST (to the
 * link's own URL, with or without JavaScript) does and lands on a result page; RFC 8058 one-click
 * keeps working. The links come from the confirm email in the outbox, read as staff.
 */
import { randomBytes, randomUUID } from 'node:crypto'

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'

import { adminToken } from './support'

const randomIp = () => {
  const bytes = randomBytes(3)
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`
}

type Links = { email: string; confirm: string; unsubscribe: string; oneClick: string }

/** Subscribes a new address through the public endpoint and returns the links of its confirm email. */
async function subscribeAndReadEmail(request: APIRequestContext): Promise<Links> {
  const email = `links-${randomUUID()}@example.com`
  const subscribed = await request.post('/api/newsletter/subscribe', {
    data: { email },
    headers: { 'x-forwarded-for': randomIp() },
  })
  expect(subscribed.status(), await subscribed.text()).toBe(200)
  const token = await adminToken(request)
  const response = await request.get('/api/emails', {
    headers: { Authorization: `JWT ${token}` },
    params: { 'where[to][equals]': email, 'where[kind][equals]': 'newsletter-confirm', depth: '0' },
  })
  const { docs } = (await response.json()) as { docs: { html: string; headers: Record<string, string> }[] }
  expect(docs).toHaveLength(1)
  const link = (path: string) => {
    const match = new RegExp(`https?://[^"\\s]+${path}\\?token=[A-Za-z0-9_.-]+`).exec(docs[0].html)
    if (!match) throw new Error(`no ${path} link in the email`)
    return new URL(match[0]).pathname + new URL(match[0]).search
  }
  const oneClick = /^<([^>]+)>/.exec(docs[0].headers['List-Unsubscribe'])?.[1]
  if (!oneClick) throw new Error('no List-Unsubscribe URL')
  return {
    email,
    confirm: link('/newsletter/confirm'),
    unsubscribe: link('/newsletter/unsubscribe'),
    oneClick: new URL(oneClick).pathname + new URL(oneClick).search,
  }
}

async function statusOf(request: APIRequestContext, email: string): Promise<string> {
  const token = await adminToken(request)
  const response = await request.get('/api/subscribers', {
    headers: { Authorization: `JWT ${token}` },
    params: { 'where[email][equals]': email, depth: '0' },
  })
  const { docs } = (await response.json()) as { docs: { status: string }[] }
  expect(docs).toHaveLength(1)
  return docs[0].status
}

async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomIp() })
}

const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm my subscription' })
const heading = (page: Page) => page.getByRole('heading', { level: 1 })

test.describe('confirm link', () => {
  test('GET and HEAD show the page and confirm nothing; the button confirms', async ({ page, request }) => {
    const links = await subscribeAndReadEmail(request)

    const head = await request.head(links.confirm)
    expect(head.status()).toBe(200)
    const get = await request.get(links.confirm)
    expect(get.status()).toBe(200)
    expect(get.headers()['cache-control']).toMatch(/^public, s-maxage=\d+/)
    const html = await get.text()
    expect(html).toContain('Confirm my subscription')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(await statusOf(request, links.email)).toBe('pending')

    await ownAddress(page)
    await page.goto(links.confirm)
    await expect(heading(page)).toHaveText('Confirm your subscription')
    await expect(confirmButton(page)).toHaveCount(1)
    await expect(page.locator('main form')).toHaveCount(1)
    await expect(page.locator('main form')).not.toHaveAttribute('action')
    expect(await statusOf(request, links.email)).toBe('pending')

    await confirmButton(page).click()
    await expect(page).toHaveURL(/\/newsletter\/confirm\/done$/)
    await expect(heading(page)).toHaveText("You're subscribed!")
    expect(await statusOf(request, links.email)).toBe('confirmed')

    // The link again: still only asks; pressing again says so.
    await page.goto(links.confirm)
    await confirmButton(page).click()
    await expect(page).toHaveURL(/\/newsletter\/confirm\/already$/)
    await expect(heading(page)).toHaveText("You're already subscribed")
  })

  test('the keyboard reaches and presses the button', async ({ page, request }) => {
    const links = await subscribeAndReadEmail(request)
    await ownAddress(page)
    await page.goto(links.confirm)
    await expect(confirmButton(page)).toBeVisible()
    // Tab from the top of the page until the button has focus (the header's links come first).
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab')
      if (await confirmButton(page).evaluate((button) => button === document.activeElement)) break
    }
    await expect(confirmButton(page)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(heading(page)).toHaveText("You're subscribed!")
    expect(await statusOf(request, links.email)).toBe('confirmed')
  })

  test('works without JavaScript', async ({ browser, request }) => {
    const links = await subscribeAndReadEmail(request)
    await withoutJavaScript(browser, async (page) => {
      await page.goto(links.confirm)
      await expect(heading(page)).toHaveText('Confirm your subscription')
      expect(await statusOf(request, links.email)).toBe('pending')
      await confirmButton(page).click()
      await expect(page).toHaveURL(/\/newsletter\/confirm\/done$/)
      await expect(heading(page)).toHaveText("You're subscribed!")
    })
    expect(await statusOf(request, links.email)).toBe('confirmed')
  })

  test('a changed or missing token lands on the invalid page; unknown results are 404', async ({ page, request }) => {
    await ownAddress(page)
    await page.goto('/newsletter/confirm?token=changed.token')
    await confirmButton(page).click()
    await expect(page).toHaveURL(/\/newsletter\/confirm\/invalid$/)
    await expect(heading(page)).toHaveText('This link is not valid')

    const bare = await request.post('/newsletter/confirm', {
      headers: { 'x-forwarded-for': randomIp() },
      form: {},
      maxRedirects: 0,
    })
    expect(bare.status()).toBe(303)
    expect(bare.headers().location).toMatch(/\/newsletter\/confirm\/invalid$/)
    expect((await request.get('/newsletter/confirm/whatever')).status()).toBe(404)
    expect((await request.get('/api/newsletter/confirm')).status()).toBe(405)
  })
})

test.describe('unsubscribe link', () => {
  test('GET asks and changes nothing; the button unsubscribes, with and without JavaScript', async ({
    browser,
    page,
    request,
  }) => {
    const links = await subscribeAndReadEmail(request)
    expect((await request.head(links.unsubscribe)).status()).toBe(200)
    await ownAddress(page)
    await page.goto(links.unsubscribe)
    await expect(heading(page)).toHaveText('Unsubscribe from the newsletter?')
    expect(await statusOf(request, links.email)).toBe('pending')

    await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\/done$/)
    await expect(heading(page)).toHaveText('You have been unsubscribed')
    expect(await statusOf(request, links.email)).toBe('unsubscribed')

    await withoutJavaScript(browser, async (noScript) => {
      await noScript.goto(links.unsubscribe)
      await noScript.getByRole('button', { name: 'Unsubscribe', exact: true }).click()
      await expect(noScript).toHaveURL(/\/newsletter\/unsubscribe\/already$/)
      await expect(heading(noScript)).toHaveText("You're already unsubscribed")
    })
  })

  test('RFC 8058 one-click: a POST to the List-Unsubscribe URL answers 200 and unsubscribes', async ({ request }) => {
    const links = await subscribeAndReadEmail(request)
    expect(links.oneClick).toMatch(/^\/api\/newsletter\/unsubscribe\?token=/)
    const response = await request.post(links.oneClick, { form: { 'List-Unsubscribe': 'One-Click' }, maxRedirects: 0 })
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(await statusOf(request, links.email)).toBe('unsubscribed')
    const bad = await request.post('/api/newsletter/unsubscribe?token=nope', {
      form: { 'List-Unsubscribe': 'One-Click' },
    })
    expect(bad.status()).toBe(400)
  })
})

test('the link pages and their result pages are served from the route cache', async ({ request }) => {
  for (const path of [
    '/newsletter/confirm?token=abc',
    '/newsletter/unsubscribe?token=abc',
    '/newsletter/confirm/done',
    '/newsletter/unsubscribe/done',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200)
    const second = await request.get(path)
    expect(second.headers()['x-nextjs-cache'], path).toBe('HIT')
    expect(second.headers()['cache-control'], path).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/)
  }
})

/** A fresh browser context with JavaScript off (it does not inherit the config's baseURL by itself). */
async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': randomIp() },
  })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}
