import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { availableFor, type ProductDoc, sortProducts, TEASER_SIZE, teaserProducts, toShopProduct } from './product'

function media(id: number, alt: string): Media {
  return {
    id,
    alt,
    url: `http://localhost:3000/api/media/file/product-${id}.jpg`,
    width: 1600,
    height: 1600,
    sizes: {
      medium: { url: `http://localhost:3000/api/media/file/product-${id}-1024x1024.webp`, width: 1024, height: 1024 },
      avatar: { url: `http://localhost:3000/api/media/file/product-${id}-150x150.webp`, width: 150, height: 150 },
    },
    updatedAt: '2026-01-01T00:00:00.000Z',
    createdAt: '2026-01-01T00:00:00.000Z',
  } as Media
}

const tee: ProductDoc = {
  id: 7,
  name: 'Vanlife Voices Tee',
  slug: 'vanlife-voices-tee',
  price: 25,
  originalPrice: 30,
  description: 'A soft tee.',
  longDescription: '  Organic cotton.\n\nWash cold.  ',
  images: [media(1, 'Tee, front view'), 2, media(3, '')],
  sizes: ['XL', 'S', 'M', 'L'],
  stock: { S: 3, M: 0, L: 10, XL: null, oneSize: 99 },
  inStock: true,
  featured: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

describe('toShopProduct', () => {
  it('keeps what the pages show, with prices in cents and the id as a string', () => {
    const product = toShopProduct(tee)
    expect(product).toMatchObject({
      id: '7',
      name: 'Vanlife Voices Tee',
      slug: 'vanlife-voices-tee',
      price: 2500,
      originalPrice: 3000,
      description: 'A soft tee.',
      longDescription: 'Organic cotton.\n\nWash cold.',
      inStock: true,
      featured: true,
    })
  })

  it('resolves the populated images to site paths, the name standing in for a missing alt', () => {
    expect(toShopProduct(tee).images).toEqual([
      {
        url: '/api/media/file/product-1-1024x1024.webp',
        alt: 'Tee, front view',
        width: 1024,
        height: 1024,
        thumbUrl: '/api/media/file/product-1-150x150.webp',
      },
      {
        url: '/api/media/file/product-3-1024x1024.webp',
        alt: 'Vanlife Voices Tee',
        width: 1024,
        height: 1024,
        thumbUrl: '/api/media/file/product-3-150x150.webp',
      },
    ])
  })

  it('puts the sizes in S, M, L, XL order and counts what each has', () => {
    const product = toShopProduct(tee)
    expect(product.sizes).toEqual(['S', 'M', 'L', 'XL'])
    expect(product.available).toEqual({ S: 3, M: 0, L: 10, XL: 0 })
  })

  it('counts a product without sizes under oneSize', () => {
    const product = toShopProduct({ ...tee, sizes: [], stock: { oneSize: 4 } })
    expect(product.sizes).toEqual([])
    expect(product.available).toEqual({ oneSize: 4 })
    expect(product.inStock).toBe(true)
  })

  it('is out of stock when nothing can be bought or staff marked it so', () => {
    expect(toShopProduct({ ...tee, stock: { S: 0, M: 0, L: 0, XL: 0 } }).inStock).toBe(false)
    const marked = toShopProduct({ ...tee, inStock: false })
    expect(marked.inStock).toBe(false)
    expect(marked.available).toEqual({ S: 0, M: 0, L: 0, XL: 0 })
  })

  it('drops an original price that is not above the price', () => {
    expect(toShopProduct({ ...tee, originalPrice: null }).originalPrice).toBeNull()
    expect(toShopProduct({ ...tee, originalPrice: 25 }).originalPrice).toBeNull()
    expect(toShopProduct({ ...tee, originalPrice: 20 }).originalPrice).toBeNull()
  })

  it('reads missing optional fields as empty', () => {
    const product = toShopProduct({
      ...tee,
      longDescription: null,
      sizes: null,
      stock: null,
      featured: null,
      images: [],
    })
    expect(product).toMatchObject({ longDescription: '', sizes: [], images: [], featured: false, inStock: false })
  })
})

describe('availableFor', () => {
  const product = toShopProduct(tee)

  it('is the count of an offered size, 0 without one', () => {
    expect(availableFor(product, 'L')).toBe(10)
    expect(availableFor(product, 'M')).toBe(0)
    expect(availableFor(product, null)).toBe(0)
    expect(availableFor(product, 'XXL')).toBe(0)
  })

  it('is the oneSize count of a product without sizes', () => {
    const mug = toShopProduct({ ...tee, sizes: [], stock: { oneSize: 4 } })
    expect(availableFor(mug, null)).toBe(4)
    expect(availableFor(mug, 'M')).toBe(0)
  })
})

describe('sortProducts', () => {
  it('puts featured products first, then sorts by name', () => {
    const sorted = sortProducts([
      { name: 'mug', featured: false },
      { name: 'Tee', featured: true },
      { name: 'Beanie', featured: false },
      { name: 'Hoodie', featured: true },
    ])
    expect(sorted.map((product) => product.name)).toEqual(['Hoodie', 'Tee', 'Beanie', 'mug'])
  })
})

describe('teaserProducts', () => {
  const product = (name: string, inStock: boolean) => ({ name, inStock })

  it('keeps the products that can be bought, in the order given, at most TEASER_SIZE', () => {
    const products = [
      product('Hoodie', true),
      product('Sold out tee', false),
      product('Tee', true),
      product('Cap', true),
      product('Mug', true),
    ]
    expect(TEASER_SIZE).toBe(3)
    expect(teaserProducts(products).map((each) => each.name)).toEqual(['Hoodie', 'Tee', 'Cap'])
    expect(teaserProducts(products, 1).map((each) => each.name)).toEqual(['Hoodie'])
  })

  it('is empty when nothing is in stock (the home page then shows no teaser)', () => {
    expect(teaserProducts([product('Tee', false), product('Hoodie', false)])).toEqual([])
    expect(teaserProducts([])).toEqual([])
  })
})
