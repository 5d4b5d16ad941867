/**
 * How visitors and crawlers reach the shop (issue 21): sitemap.xml lists every product page (read
 * as the public, sold-out ones included: their pages exist), and a product saved by staff expires
 * the products tag that the home page's shop teaser and /shop are cached with.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { testImage } from './helpers/content'
import { closeTestPayload, getTestPayload, uniqueSuffix } from './helpers/payload'

// Outside a Next.js request revalidateTag has no cache to expire: spy on it instead.
const { revalidateTag } = vi.hoisted(() => ({ revalidateTag: vi.fn() }))
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  revalidateTag,
}))

let payload: Payload
let queries: typeof import('@/features/shop/queries')

beforeAll(async () => {
  payload = await getTestPayload()
  queries = await import('@/features/shop/queries')
})

afterAll(closeTestPayload)

beforeEach(() => {
  revalidateTag.mockClear()
})

async function createProduct(name: string, inStock: boolean) {
  return payload.create({
    collection: 'products',
    data: {
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${uniqueSuffix()}`,
      price: 30,
      description: `${name} for the test`,
      images: [(await testImage(payload)).id],
      sizes: ['M'],
      stock: { S: 0, M: inStock ? 4 : 0, L: 0, XL: 0, oneSize: 0 },
      inStock,
    } as never,
    overrideAccess: true,
  })
}

describe('sitemap products', () => {
  it('lists every product, sold out or not, with its last change', async () => {
    const onSale = await createProduct('Reach Tee', true)
    const soldOut = await createProduct('Reach Sold Out Hoodie', false)

    const products = await queries.readSitemapProducts(payload)
    expect(products).toContainEqual({ slug: onSale.slug, updatedAt: onSale.updatedAt })
    expect(products).toContainEqual({ slug: soldOut.slug, updatedAt: soldOut.updatedAt })
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length)
  })
})

describe('the products tag', () => {
  it('is expired when staff save a product (the home teaser, /shop and the sitemap refresh)', async () => {
    const product = await createProduct('Reach Cap', true)
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toContain('products')
    revalidateTag.mockClear()

    await payload.update({ collection: 'products', id: product.id, data: { inStock: false }, overrideAccess: true })
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toContain('products')
  })
})
