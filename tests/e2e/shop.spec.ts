/**
 * The shop at 1280 px: the flows shared with 390 px (./shop.shared.ts), then what staff and members
 * see of a paid order: the admin finds it by its number and marks it shipped (the customer gets the
 * "on its way" email with the carrier's tracking link), and a signed-in member finds it on /orders.
 */
import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import { parseCsv } from '@/cms/export/csv'

import { createMember, ownAddress, signInThroughApi } from './accounts.shared'
import { waitForEmail } from './mail'
import { buy, customer, HOODIE, shopFlows, TEE } from './shop.shared'
import { E2E_ADMIN } from './support'

shopFlows()

const TRACKING_NUMBER = '1Z999AA10123456784'

test('staff find the paid order by its number and mark it shipped: status Shipped, and the customer is emailed the tracking link', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000) // a purchase, then the admin's large bundle
  await ownAddress(page)
  const details = customer('shop-shipped')
  const orderNumber = await buy(page, { product: TEE, size: 'S', details, total: '$27.00' })
  await waitForEmail(request, details.email, new RegExp(`^Your order ${orderNumber} is confirmed$`))

  await page.goto('/admin/login')
  await page.getByLabel(/email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /log ?in/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  await page.goto('/admin/collections/orders')
  await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible()
  await page.locator('#search-filter-input').fill(orderNumber)
  await expect(page).toHaveURL(new RegExp(`search=${orderNumber}`), { timeout: 15_000 })
  const rows = page.locator('table tbody tr')
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(details.email)
  await expect(rows.first()).toContainText('Paid')

  // Export CSV follows the search: one row, this order, paid.
  const exportLink = page.getByRole('link', { name: 'Export CSV' })
  await expect(exportLink).toHaveAttribute('href', new RegExp(`/api/orders/export\\.csv\\?.*search=${orderNumber}`))
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()])
  const csv = parseCsv((await readFile(await download.path())).toString('utf8'))
  const header = csv[0]
  expect(csv.slice(1)).toHaveLength(1)
  expect(csv[1][header.indexOf('Order number')]).toBe(orderNumber)
  expect(csv[1][header.indexOf('Status')]).toBe('Paid')
  expect(csv[1][header.indexOf('Email')]).toBe(details.email)
  expect(csv[1][header.indexOf('Total (USD)')]).toMatch(/^\$?27\.00$/)

  await rows.first().getByRole('link', { name: orderNumber }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/orders\/[0-9a-z]{20}/)

  const shipping = page.getByRole('group', { name: 'Shipping', exact: true })
  await shipping.getByRole('button', { name: 'Mark as shipped' }).click()
  await expect(shipping.getByLabel('Carrier')).toBeFocused()
  await shipping.getByLabel('Carrier').selectOption('UPS')
  await shipping.getByLabel('Tracking number').fill(TRACKING_NUMBER)
  await shipping.getByRole('button', { name: 'Confirm' }).click()

  // The saved order: shipped, with its carrier and tracking link.
  await expect(shipping.getByText('Carrier: UPS')).toBeVisible({ timeout: 15_000 })
  await expect(shipping.getByText(`Tracking number: ${TRACKING_NUMBER}`)).toBeVisible()
  const trackingUrl = `https://www.ups.com/track?tracknum=${TRACKING_NUMBER}`
  await expect(shipping.getByRole('link', { name: /Track the package/ })).toHaveAttribute('href', trackingUrl)
  await expect(page.locator('#field-status')).toContainText('Shipped')

  await page.goto(`/admin/collections/orders?search=${orderNumber}`)
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Shipped')

  const mail = await waitForEmail(request, details.email, new RegExp(`^Your order ${orderNumber} is on its way$`))
  expect(mail.text).toContain(TRACKING_NUMBER)
  expect(mail.html).toContain('UPS')
  expect(mail.html).toContain(`href="${trackingUrl}"`)
})

test('a signed-in member who buys finds the order on /orders', async ({ page, request }) => {
  await ownAddress(page)
  const member = await createMember(request, { firstName: 'Marley', lastName: 'Miles' }, 'shop-member')
  await signInThroughApi(page, member)
  const details = customer('unused', { email: member.email, firstName: 'Marley', lastName: 'Miles' })
  // $45 + 8% tax.
  const orderNumber = await buy(page, { product: HOODIE, size: 'L', details, total: '$48.60' })

  await page.goto('/orders')
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible()
  const orders = page.getByRole('list', { name: 'Your orders, newest first' })
  const order = orders.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${orderNumber}` }) })
  await expect(order).toBeVisible()
  await expect(order).toContainText('Vanlife Voices Hoodie (L) × 1')
  await expect(order).toContainText('Paid')
  await expect(order).toContainText('$48.60')
  await order.getByRole('link', { name: `Order ${orderNumber}` }).click()
  await expect(page).toHaveURL(/\/orders\/[0-9a-z]{20}$/)
  await expect(page.getByRole('main')).toContainText(orderNumber)
})
