import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { parseCsv } from '@/cms/export/csv'

import { adminToken, E2E_ADMIN } from './support'

test('staff export the searched subscribers list as CSV from the admin', async ({ page, request }) => {
  test.setTimeout(90_000) // the first admin render loads a large bundle

  // Two subscribers through the REST API; the search box will keep only the first.
  const tag = `csv${randomBytes(3).toString('hex')}`
  const keep = `keep-${tag}@e2e.test`
  const other = `other-${randomBytes(3).toString('hex')}@e2e.test`
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const ids: (string | number)[] = []
  for (const [email, firstName] of [
    [keep, '=cmd|calc'],
    [other, 'Other'],
  ]) {
    const created = await request.post('/api/subscribers', {
      headers,
      data: { email, firstName, status: 'confirmed' },
    })
    expect(created.status(), await created.text()).toBe(201)
    ids.push(((await created.json()) as { doc: { id: string | number } }).doc.id)
  }

  try {
    await page.goto('/admin/login')
    await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
    await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: /log ?in/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

    await page.goto('/admin/collections/subscribers')
    await page.locator('#search-filter-input').fill(tag)
    // The list (and the URL the export link is built from) follows the search box.
    await expect(page).toHaveURL(new RegExp(`search=${tag}`), {
      timeout: 15_000,
    })
    await expect(page.getByRole('link', { name: keep })).toBeVisible()
    await expect(page.getByRole('link', { name: other })).toHaveCount(0)

    const exportLink = page.getByRole('link', { name: 'Export CSV' })
    await expect(exportLink).toHaveAttribute('href', new RegExp(`/api/subscribers/export\\.csv\\?.*search=${tag}`))
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
    expect(download.suggestedFilename()).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/)

    const bytes = await readFile(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = parseCsv(bytes.toString('utf8'))
    expect(rows[0]).toEqual(expect.arrayContaining(['Email', 'First name', 'Status']))
    expect(rows.slice(1).map((row) => row[1])).toEqual([keep])
    expect(rows[1][2]).toBe("'=cmd|calc")
    expect(rows[1][3]).toBe('Confirmed')
  } finally {
    for (const id of ids) await request.delete(`/api/subscribers/${id}`, { headers })
  }
})
