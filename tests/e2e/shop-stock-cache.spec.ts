/**
 * What is left, on the cached product page and in the cart (issue 22 point 5): staff leave 2 tees
 * in XL, the product page says "Only 2 left in size XL"; a buyer's order reserves one, and the
 * cached page says "Only 1 left" to another visitor at once (the reservation expires the products' cache tag, no
 * staff save involved); the cart panel says so too. Runs in the `cache` project, after the other
 * specs (it changes the tee's stock), and puts the count back.
 */
import { expect, type Page, test } from '@playwright/test'

import { ownAddress } from './accounts.shared'
import { addToCart, cartButton, cartPanel, createOrder, customer, fillCheckout, openProduct, TEE } from './shop.shared'
import { adminToken } from './support'

type StockedProduct = { id: number; slug: string; stock: Record<string, number> }

/** The product page, reloaded until it says `note` once XL is chosen (a render after the tag expired). */
async function expectNoteForXl(page: Page, note: string) {
  await expect
    .poll(
      async () => {
        await openProduct(page, TEE)
        const radio = page.getByRole('radio', { name: 'XL', exact: true })
        await page.locator('label').filter({ has: radio }).click()
        await expect(radio).toBeChecked()
        return page.getByText(note, { exact: true }).isVisible()
      },
      { timeout: 30_000 },
    )
    .toBe(true)
}

test('the product page and the cart show what is left; an order refreshes the cached page', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const auth = { Authorization: `JWT ${await adminToken(request)}` }
  const { docs } = (await (
    await request.get('/api/products', {
      headers: auth,
      params: { depth: '0', 'where[slug][equals]': TEE.slug },
    })
  ).json()) as { docs: StockedProduct[] }
  const tee = docs[0]
  const setXl = async (count: number) => {
    const saved = await request.patch(`/api/products/${tee.id}`, {
      headers: auth,
      data: { stock: { ...tee.stock, XL: count } },
    })
    expect(saved.status(), await saved.text()).toBe(200)
  }

  await ownAddress(page)
  try {
    await setXl(2)
    await expectNoteForXl(page, 'Only 2 left in size XL')

    await addToCart(page, { size: 'XL' })
    await page.goto('/checkout')
    await fillCheckout(page, customer('shop-stock'))
    await createOrder(page)

    // The buyer's cart panel, and another visitor's product page (an empty cart), say what is left.
    await cartButton(page).click()
    await expect(cartPanel(page).getByText('Only 1 left', { exact: true })).toBeVisible()
    const visitor = await browser.newPage()
    await ownAddress(visitor)
    await expectNoteForXl(visitor, 'Only 1 left in size XL')
    await visitor.close()
  } finally {
    await setXl(tee.stock.XL)
  }
})
