import { describe, expect, it } from 'vitest'

import type { ShopProduct } from './product'
import { buildProductJsonLd, productMetadata, serializeJsonLd, shopMetadata } from './seo'

const site = { productName: 'Vanlife Voices', description: 'Stories from the road.', siteUrl: 'https://example.com' }

const tee: ShopProduct = {
  id: '7',
  name: 'Vanlife Voices Tee',
  slug: 'vanlife-voices-tee',
  price: 2500,
  originalPrice: 3000,
  description: 'A soft tee.',
  longDescription: '',
  images: [{ url: '/api/media/file/tee.webp', alt: 'Tee', width: 1024, height: 1024 }],
  sizes: ['S', 'M'],
  available: { S: 2, M: 0 },
  inStock: true,
  featured: true,
}

describe('product JSON-LD', () => {
  it('is a schema.org Product with its offer in US dollars', () => {
    expect(buildProductJsonLd(tee, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vanlife Voices Tee',
      description: 'A soft tee.',
      image: ['https://example.com/api/media/file/tee.webp'],
      url: 'https://example.com/shop/vanlife-voices-tee',
      sku: 'vanlife-voices-tee',
      brand: { '@type': 'Brand', name: 'Vanlife Voices' },
      offers: {
        '@type': 'Offer',
        url: 'https://example.com/shop/vanlife-voices-tee',
        price: '25.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    })
  })

  it('says OutOfStock for a product that cannot be bought, and leaves out missing images', () => {
    const data = buildProductJsonLd({ ...tee, inStock: false, images: [] }, site)
    expect((data.offers as Record<string, unknown>).availability).toBe('https://schema.org/OutOfStock')
    expect(data).not.toHaveProperty('image')
  })

  it('cannot end its script early', () => {
    const json = serializeJsonLd(buildProductJsonLd({ ...tee, name: '</script><script>alert(1)</script>' }, site))
    expect(json).not.toContain('<')
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)</script>')
  })
})

describe('shop metadata', () => {
  it('titles /shop and points its canonical there', () => {
    const metadata = shopMetadata(site)
    expect(metadata.title).toEqual({ absolute: 'Shop | Vanlife Voices' })
    expect(metadata.alternates?.canonical).toBe('https://example.com/shop')
  })

  it('titles a product page with the product, its description and first image', () => {
    const metadata = productMetadata(tee, site)
    expect(metadata.title).toEqual({ absolute: 'Vanlife Voices Tee | Vanlife Voices' })
    expect(metadata.description).toBe('A soft tee.')
    expect(metadata.alternates?.canonical).toBe('https://example.com/shop/vanlife-voices-tee')
    expect(metadata.openGraph?.images).toEqual([
      { url: 'https://example.com/api/media/file/tee.webp', alt: 'Tee', width: 1024, height: 1024 },
    ])
  })
})
