/** The two merch items of the mock catalogue (SPEC §3). */
import type { Product } from '@/payload-types'

import { type SeedContext, upsert } from './context'
import { type GarmentOptions, renderGarment } from './images'
import { ensureImage } from './media'

interface ProductSeed {
  name: string
  slug: string
  price: number
  originalPrice: number | null
  featured: boolean
  description: string
  longDescription: string
  colorName: string
  /** On the shelf per size (the hoodie's XL is sold out, so the shop shows a size out of stock). */
  stock: { S: number; M: number; L: number; XL: number }
  garment: Omit<GarmentOptions, 'view'>
}

const SIZES: NonNullable<Product['sizes']> = ['S', 'M', 'L', 'XL']

export const PRODUCT_SEEDS: ProductSeed[] = [
  {
    name: 'Vanlife Voices Tee',
    slug: 'vanlife-voices-tee',
    price: 25,
    originalPrice: 30,
    featured: true,
    description:
      'A soft, relaxed-fit organic cotton tee in sunset clay, with our small mountain-and-sun badge on the chest and the full Vanlife Voices print on the back.',
    longDescription:
      'Made from 100% organic ring-spun cotton (180 gsm), garment-dyed for a lived-in colour that softens with every wash. Relaxed unisex fit with a ribbed crew neck and taped shoulder seams.\n\nThe front carries our small mountain-and-sun badge; the back says VANLIFE VOICES in cream, with "Stories from the road" underneath. Printed with water-based inks by a small print shop in Portland.\n\nCare: wash cold, inside out, and hang to dry. It will fit in any van drawer.',
    colorName: 'sunset clay',
    stock: { S: 12, M: 20, L: 20, XL: 8 },
    garment: { kind: 'tee', color: '#c8623f', ink: '#fbeee0', background: '#f3e9dc' },
  },
  {
    name: 'Vanlife Voices Hoodie',
    slug: 'vanlife-voices-hoodie',
    price: 45,
    originalPrice: null,
    featured: true,
    description:
      'A heavyweight pine-green hoodie for cold mornings at the trailhead, with a kangaroo pocket, a lined hood and the Vanlife Voices print on the back.',
    longDescription:
      'A midweight-to-heavy fleece (320 gsm) of organic cotton and recycled polyester, brushed on the inside and built to survive years of campfires. Lined hood with flat drawcords, ribbed cuffs and hem, and a roomy kangaroo pocket for a phone, a headlamp and a snack.\n\nSmall badge on the chest, full VANLIFE VOICES print on the back in warm cream.\n\nCare: wash cold with similar colours and tumble dry low, or hang it in the van overnight by the heater.',
    colorName: 'pine green',
    stock: { S: 6, M: 12, L: 10, XL: 0 },
    garment: { kind: 'hoodie', color: '#2f4f3f', ink: '#f1e4c8', background: '#e6ece4' },
  },
]

export async function seedProducts(ctx: SeedContext): Promise<void> {
  for (const product of PRODUCT_SEEDS) {
    const images: number[] = []
    for (const view of ['front', 'back'] as const) {
      images.push(
        await ensureImage(ctx, {
          filename: `product-${product.slug}-${view}.jpg`,
          alt: `${product.name} in ${product.colorName}, ${view} view`,
          render: () => renderGarment({ ...product.garment, view }),
        }),
      )
    }
    await upsert(
      ctx,
      'products',
      'products',
      { slug: { equals: product.slug } },
      {
        name: product.name,
        slug: product.slug,
        price: product.price,
        originalPrice: product.originalPrice,
        description: product.description,
        longDescription: product.longDescription,
        images,
        sizes: SIZES,
        stock: { ...product.stock, oneSize: 0 },
        inStock: true,
        featured: product.featured,
      },
      product.slug,
    )
  }
}
